import { beforeAll, describe, expect, it } from 'vitest';
import { bundledPlaces, type BundledPlaces } from '@main/core/weather/bundled-places';
import { placePosition } from '@service/places/place-ids';
import { allowedEdits, nearestName } from '@main/core/weather/place-correction';
import { districtsPerCity, rankPlaces } from '@main/core/weather/place-ranking';
import type { Location } from '@shared/api/locations';

let data: BundledPlaces;

beforeAll(async () => {
  const loaded = await bundledPlaces();
  if (loaded === undefined) throw new Error('no bundled place data: run node scripts/ensure-places.mjs');
  data = loaded;
}, 60_000);

/** A service's answer for a GeoNames place: its id, its name as the table has it, and its first-level region. */
function answered(id: number, idPrefix = ''): Location {
  const position = data.places.indexOf(id);
  const place = data.places.place(position);
  return {
    id: Number(`${idPrefix}${id}`),
    name: place.name,
    country: place.countryCode,
    timezone: 'UTC',
    language: 'en',
    adminArea: place.admin1 ?? '',
    adminArea2: null,
    adminArea3: null,
    lat: place.lat,
    lon: place.lon,
  };
}

const helsinki = 658225;
const paris = 2988507;
const parisTexas = 4717560;
const saoPaulo = 3448439;
const luanda = 2240449;
const saoPauloDeOlivenca = 3662252;
const zurich = 2657896;
const zurichDistricts = [6295533, 6295532, 6295534, 6295539, 6295548, 6295550];

describe('the bundled place data', () => {
  it('finds a place by its GeoNames id or the vendor’s 100-prefixed one', () => {
    expect(placePosition(data.places, helsinki)).toBe(data.places.indexOf(helsinki));
    expect(placePosition(data.places, Number(`100${helsinki}`))).toBe(data.places.indexOf(helsinki));
    expect(placePosition(data.places, 99_999_999_999)).toBeUndefined();
  });
});

describe('the corrector', () => {
  it('allows more edits for longer names, none for a few letters', () => {
    expect([3, 4, 6, 10].map(allowedEdits)).toEqual([0, 1, 2, 3]);
  });

  it('finds the nearest name, the bigger place among equally near ones', () => {
    expect(nearestName(data, 'Helsnki')).toMatchObject({ text: 'Helsinki', distance: 1, place: data.places.indexOf(helsinki) });
    expect(nearestName(data, 'Pariss')).toMatchObject({ text: 'Paris', place: data.places.indexOf(paris) });
  });

  it('takes a name typed halfway with a slip for the name it begins', () => {
    expect(nearestName(data, 'Helsn')).toMatchObject({ text: 'Helsinki', distance: 1 });
  });

  it('keeps to the chosen country, and gives nothing for a few letters or nothing near', () => {
    expect(nearestName(data, 'Pariss', 'US')).toMatchObject({ place: data.places.indexOf(parisTexas) });
    expect(nearestName(data, 'Hel')).toBeUndefined();
    expect(nearestName(data, 'Qqxxzzyywwvv')).toBeUndefined();
  });
});

describe('the ranking', () => {
  it('puts a place found only by the beginning of an old long name after those it is named so', () => {
    const ranked = rankPlaces([answered(saoPaulo), answered(luanda), answered(saoPauloDeOlivenca)], 'Sao Paulo', data);
    expect(ranked.map((place) => place.id)).toEqual([saoPaulo, saoPauloDeOlivenca, luanda]);
  });

  it('puts the capital before a same-name town the service listed first, vendor ids too', () => {
    const ranked = rankPlaces([answered(parisTexas, '100'), answered(paris, '100')], 'Paris', data);
    expect(ranked.map((place) => place.name)).toEqual(['Paris', 'Paris']);
    expect(ranked[0]?.country).toBe('FR');
  });

  it('puts places in the region the query named first', () => {
    const ranked = rankPlaces([answered(paris), answered(parisTexas)], 'Paris', data, 'texas');
    expect(ranked[0]?.id).toBe(parisTexas);
  });

  it('puts a city’s districts right after it, a few of them, unless the query names a district', () => {
    const answer = [...zurichDistricts.map((id) => answered(id)), answered(zurich)];
    const ranked = rankPlaces(answer, 'Zürich', data);
    expect(ranked[0]?.id).toBe(zurich);
    expect(ranked).toHaveLength(1 + districtsPerCity);
    const named = rankPlaces(answer, 'Zürich (Kreis 11)', data);
    expect(named[0]?.id).toBe(6295533);
  });

  it('keeps the service’s order without the place data', () => {
    const answer = [answered(parisTexas), answered(paris)];
    expect(rankPlaces(answer, 'Paris', undefined)).toEqual(answer);
  });
});
