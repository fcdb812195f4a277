import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer } from '@service/places/index';
import type { Gazetteer } from '@service/places/places';

const compass = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const helsinki = { lat: 60.16952, lon: 24.93545 };

let gazetteer: Gazetteer;
beforeAll(() => {
  // A made-up terrain, so the test can tell that stations take their elevation from it.
  gazetteer = createGazetteer({ elevation: (point) => point.lat * 10 });
});

describe('search', () => {
  it('finds Helsinki with its GeoNames id, admin areas and zone, the country in the requested language', () => {
    const [first] = gazetteer.search('Helsinki', { lang: 'en' });
    expect(first).toEqual({
      id: 658225,
      name: 'Helsinki',
      country: 'Finland',
      timezone: 'Europe/Helsinki',
      language: 'en',
      adminArea: 'Uusimaa',
      adminArea2: 'Helsinki sub-region',
      adminArea3: 'Helsinki',
      lon: 24.93545,
      lat: 60.16952,
    });
    expect(gazetteer.search('Helsinki', { lang: 'de' })[0]).toMatchObject({ id: 658225, country: 'Finnland', language: 'de' });
    expect(gazetteer.search('helsinki', { lang: 'fi' })[0]).toMatchObject({ country: 'Suomi', language: 'fi' });
  });

  it('names countries in Simplified Chinese for zh_TW and zh_CN, the only Chinese the tables have', () => {
    for (const lang of ['zh_TW', 'zh_CN', 'zh']) {
      expect(gazetteer.search('Helsinki', { lang })[0]).toMatchObject({ country: '芬兰', language: 'zh' });
    }
  });

  it('falls back to English for a language the country tables lack', () => {
    expect(gazetteer.search('Helsinki', { lang: 'xx' })[0]).toMatchObject({ country: 'Finland', language: 'en' });
  });

  it('matches by prefix with case and diacritics folded', () => {
    expect(gazetteer.search('zurich', { lang: 'en' })[0]).toMatchObject({ id: 2657896, name: 'Zürich', timezone: 'Europe/Zurich' });
    expect(gazetteer.search('ZÜRICH', { lang: 'en' })[0]?.id).toBe(2657896);
    expect(gazetteer.search('sao paulo', { lang: 'en' })[0]).toMatchObject({ id: 3448439, name: 'São Paulo' });
    expect(gazetteer.search('winston salem', { lang: 'en' })[0]?.name).toBe('Winston-Salem');
    expect(gazetteer.search('helsin', { lang: 'en' })[0]?.id).toBe(658225);
  });

  it('ranks whole-name matches first, the most populous first among them', () => {
    const names = gazetteer.search('Paris', { lang: 'en' }).map((location) => `${location.name}, ${location.country}`);
    expect(names.slice(0, 3)).toEqual(['Paris, France', 'Paris, United States of America', 'Paris, Canada']);
    // Names that only begin with "Paris" follow every place called exactly that (Parys, South Africa, is also "Paris").
    const firstLonger = names.findIndex((name) => !name.startsWith('Paris,') && !name.startsWith('Parys,'));
    expect(firstLonger === -1 || names.slice(firstLonger).every((name) => !name.startsWith('Paris,'))).toBe(true);
  });

  it('finds a place by its exonyms and other names: München and Munich, Wien and Vienna, Helsingfors', () => {
    for (const query of ['München', 'Munich', 'muenchen']) {
      expect(gazetteer.search(query, { lang: 'en' })[0], query).toMatchObject({ id: 2867714, country: 'Germany' });
    }
    // Typed halfway, an alternate name still finds it, ahead of the small places whose own names begin so.
    expect(gazetteer.search('Münch', { lang: 'en' })[0]?.id).toBe(2867714);
    for (const query of ['Wien', 'Vienna']) expect(gazetteer.search(query, { lang: 'en' })[0]?.id, query).toBe(2761369);
    expect(gazetteer.search('Helsingfors', { lang: 'en' })[0]).toMatchObject({ id: 658225, name: 'Helsinki' });
    expect(gazetteer.search('Москва', { lang: 'ru' })[0]).toMatchObject({ id: 524901, name: 'Москва' });
  });

  it("finds Russia's Saint Petersburg first for St. Petersburg and Sankt-Peterburg, Florida's after it", () => {
    const found = gazetteer.search('St. Petersburg', { lang: 'en' });
    expect(found.slice(0, 2).map((location) => [location.id, location.country])).toEqual([
      [498817, 'Russian Federation'],
      [4171563, 'United States of America'],
    ]);
    expect(gazetteer.search('Sankt-Peterburg', { lang: 'en' })[0]?.id).toBe(498817);
  });

  it('weighs a place found by another of its names at a tenth of its population against places bearing the name', () => {
    // Parys (South Africa, ~50,000) is also "Paris": it ranks below the Paris of Texas (~25,000).
    const ids = gazetteer.search('Paris', { lang: 'en' }).map((location) => location.id);
    expect(ids.indexOf(966166)).toBeGreaterThan(ids.indexOf(4717560));
  });

  it('lists a place found only by the first words of a longer alternate name after those bearing the name', () => {
    // Luanda's old name "São Paulo da Assunção de Loanda" begins with "Sao Paulo": it was second.
    const ids = gazetteer.search('Sao Paulo', { lang: 'en' }).map((location) => location.id);
    expect(ids[0]).toBe(3448439);
    expect(ids.indexOf(2240449)).toBeGreaterThan(ids.indexOf(3662252));
  });

  it("answers Zürich's city first and its districts only below it", () => {
    const found = gazetteer.search('Zürich', { lang: 'en' });
    expect(found[0]).toMatchObject({ id: 2657896, name: 'Zürich' });
    expect(found.slice(1).every((location) => location.name.startsWith('Zürich ('))).toBe(true);
  });

  it("ranks towns in their own right before other places' districts", () => {
    const ids = gazetteer.search('Berlin', { lang: 'en', country: 'DE' }).map((location) => location.id);
    // Berlin, then the town of Berlingerode (2,000 people), then Berlin's districts (Köpenick, 60,000).
    expect(ids.slice(0, 3)).toEqual([2950159, 2950139, 2885657]);
  });

  it('answers each place once, by its best name', () => {
    const ids = gazetteer.search('Mün', { lang: 'en' }).map((location) => location.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(2867714);
  });

  it('names places in the requested language where CLDR has a name for it: Helsingfors in Swedish', () => {
    expect(gazetteer.search('Helsinki', { lang: 'sv' })[0]).toMatchObject({ id: 658225, name: 'Helsingfors', language: 'sv' });
    expect(gazetteer.search('Vienna', { lang: 'de' })[0]).toMatchObject({ id: 2761369, name: 'Wien', country: 'Österreich' });
    expect(gazetteer.search('Helsinki', { lang: 'de' })[0]?.name).toBe('Helsinki');
    expect(gazetteer.resolve('658225', 'sv')?.location.name).toBe('Helsingfors');
    // CLDR's "New York" is GeoNames' New York City; its names are search keys too.
    expect(gazetteer.search('Nueva York', { lang: 'es' })[0]).toMatchObject({ id: 5128581, name: 'Nueva York' });
  });

  it("gives no place another place's CLDR name: Guam's is not Guam Government House's", () => {
    expect(gazetteer.resolve('4043547', 'ru')?.location.name).toBe('Guam Government House');
  });

  it('filters by country code, in any letter case', () => {
    for (const country of ['US', 'us']) {
      const found = gazetteer.search('Paris', { lang: 'en', country });
      expect(found.length).toBeGreaterThan(5);
      expect(found.every((location) => location.country === 'United States of America')).toBe(true);
      expect(found[0]).toMatchObject({ name: 'Paris', adminArea: 'Texas', adminArea2: 'Lamar County', timezone: 'America/Chicago' });
    }
  });

  it('answers up to the limit, ten by default, and nothing when no name matches', () => {
    expect(gazetteer.search('s', { lang: 'en' })).toHaveLength(10);
    expect(gazetteer.search('s', { lang: 'en', limit: 3 })).toHaveLength(3);
    expect(gazetteer.search('xqzzyq', { lang: 'en' })).toEqual([]);
    expect(gazetteer.search(' .- ', { lang: 'en' })).toEqual([]);
  });

  it('names the country as adminArea where GeoNames has no first-order division for the place', () => {
    expect(gazetteer.search('McMurdo Station', { lang: 'en' })[0]).toMatchObject({
      country: 'Antarctica',
      adminArea: 'Antarctica',
      adminArea2: null,
      adminArea3: null,
    });
  });
});

describe('resolve', () => {
  it('resolves an id to the place itself', () => {
    expect(gazetteer.resolve('658225', 'de')).toEqual({
      ...helsinki,
      location: expect.objectContaining({ id: 658225, name: 'Helsinki', country: 'Finnland' }),
      timezone: 'Europe/Helsinki',
      countryCode: 'FI',
    });
  });

  it('resolves coordinates to exactly those coordinates, with the nearest place and its zone', () => {
    const inHelsinki = gazetteer.resolve('24.95,60.2', 'en');
    expect(inHelsinki).toMatchObject({ lat: 60.2, lon: 24.95, timezone: 'Europe/Helsinki', countryCode: 'FI' });
    expect(inHelsinki?.location.id).toBe(658225);

    // Far out in the South Pacific: the nearest place is in French Polynesia, and its zone is the point's.
    const atSea = gazetteer.resolve('-150,-40', 'en');
    expect(atSea).toMatchObject({ lat: -40, lon: -150, timezone: 'Pacific/Tahiti', countryCode: 'PF' });
    expect(atSea?.location.timezone).toBe('Pacific/Tahiti');
  });

  it('resolves a coordinate to a town of its own, not a section of one', () => {
    // Zürich's districts are GeoNames places too (PPLX); the city centre resolves to the city.
    expect(gazetteer.resolve('8.54,47.37', 'en')?.location.name).toBe('Zürich');
  });

  it("accepts the vendor's 100-prefixed ids as aliases of GeoNames ids, a GeoNames id of that form first", () => {
    expect(gazetteer.resolve('100658225', 'en')).toMatchObject({ countryCode: 'FI', location: { id: 658225, name: 'Helsinki' } });
    // 1006984 is a GeoNames id itself (East London, South Africa), not 100 before 6984.
    expect(gazetteer.resolve('1006984', 'en')?.location.id).toBe(1006984);
    expect(gazetteer.resolve('100999999999', 'en')).toBeNull();
  });

  it('answers null for an unknown id and for what is neither an id nor coordinates on the globe', () => {
    expect(gazetteer.resolve('999999999', 'en')).toBeNull();
    expect(gazetteer.resolve('Helsinki', 'en')).toBeNull();
    expect(gazetteer.resolve('200,10', 'en')).toBeNull();
    expect(gazetteer.resolve('10,-91', 'en')).toBeNull();
  });
});

describe('stationsNear', () => {
  it('answers the requested number of distinct stations, nearest first, with compass directions', () => {
    const stations = gazetteer.stationsNear({ lat: 60.17, lon: 24.94 }, 6);
    expect(stations).toHaveLength(6);
    expect(new Set(stations.map((station) => station.name)).size).toBe(6);
    const distances = stations.map((station) => station.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stations.every((station) => compass.includes(station.direction))).toBe(true);
    expect(stations.slice(0, 3).map(({ name, direction }) => `${name} ${direction}`)).toEqual([
      'Helsinki W',
      'Vantaa N',
      'Espoo W',
    ]);
    expect(stations[0]?.distanceKm).toBeLessThan(1);
  });

  it('takes station elevations from the terrain it was given', () => {
    const [station] = gazetteer.stationsNear(helsinki, 1);
    expect(station).toMatchObject({ name: 'Helsinki', lat: 60.16952, lon: 24.93545, elevation: 602 });
  });

  it('finds stations far from any town and answers none when asked for none', () => {
    const remote = gazetteer.stationsNear({ lat: -40, lon: -150 }, 3);
    expect(remote).toHaveLength(3);
    expect(remote[0]?.distanceKm).toBeGreaterThan(1000);
    expect(gazetteer.stationsNear(helsinki, 0)).toEqual([]);
  });
});

describe('placesIn', () => {
  it('answers the biggest places inside the bounds, biggest first', () => {
    const bounds = { minLat: 59.8, maxLat: 70, minLon: 21, maxLon: 29 };
    const places = gazetteer.placesIn(bounds, 6);
    expect(places.map((place) => place.name)).toEqual(['Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Turku', 'Oulu']);
    expect(gazetteer.placesIn(bounds, 200).every((place) => place.lat >= 59.8 && place.lat <= 70 && place.lon >= 21 && place.lon <= 29)).toBe(true);
  });

  it('reads minLon above maxLon as a box across the antimeridian', () => {
    const places = gazetteer.placesIn({ minLat: -50, maxLat: 0, minLon: 175, maxLon: -175 }, 50);
    expect(places.map((place) => place.name)).toContain('Suva');
    expect(places.every((place) => place.lon >= 175 || place.lon <= -175)).toBe(true);
  });
});
