import { unitPresets } from '@shared/units';
import { describe, expect, it } from 'vitest';
import type { Observation } from '@shared/api/locations';
import { observedWind, stationDistance } from '@renderer/dashboard/products/observations';
import { inInterfaceLanguage } from '../in-interface-language.svelte';

const display = { zone: 'UTC', locale: 'en', language: 'en', units: unitPresets.metric } as const;

function station(wind: Pick<Observation, 'windSpeed' | 'windDir' | 'windDirString' | 'windGust'>): Observation {
  return { station: 'Vantaa', distance: '15\u00a0km NE', ...wind } as Observation;
}

describe("a station's distance", () => {
  it('gives the direction of a station away from the place, and none of one at it', () => {
    const metric = unitPresets.metric;
    expect(stationDistance('15\u00a0km NE', { units: metric, locale: 'en' })).toBe('15\u00a0km NE');
    expect(stationDistance('0\u00a0km N', { units: metric, locale: 'en' })).toBe('0\u00a0km');
    expect(stationDistance('0\u00a0mi N', { units: metric, locale: 'en' })).toBe('0\u00a0km');
    expect(stationDistance('10\u00a0km N', { units: metric, locale: 'en' })).toBe('10\u00a0km N');
    expect(stationDistance('2.5\u00a0km', { units: metric, locale: 'en' })).toBe('2.5\u00a0km');
    expect(stationDistance(' ', { units: metric, locale: 'en' })).toBe('–');
    expect(stationDistance('near the harbour', { units: metric, locale: 'en' })).toBe('near the harbour');
  });

  it('is in the distance unit chosen', () => {
    expect(stationDistance('15\u00a0km NE', { units: unitPresets.us, locale: 'en' })).toBe('9.3\u00a0mi NE');
    expect(stationDistance('0\u00a0km N', { units: unitPresets.us, locale: 'en' })).toBe('0\u00a0mi');
    expect(stationDistance('32\u00a0km W', { units: unitPresets.uk, locale: 'en' })).toBe('20\u00a0mi W');
  });
});

describe("a station's wind", () => {
  it('says the speed with its direction, and the gusts apart', () => {
    expect(observedWind(station({ windSpeed: 7, windDir: 200, windDirString: 'S', windGust: 12 }), display)).toEqual({
      speed: '7\u00a0m/s S',
      gusts: 'gusts 12\u00a0m/s',
      from: 200,
    });
  });

  it('gives calm wind, as shown, no direction and no arrow', () => {
    expect(observedWind(station({ windSpeed: 0, windDir: 0, windDirString: 'N', windGust: null }), display)).toEqual({ speed: '0\u00a0m/s', gusts: null, from: null });
    expect(observedWind(station({ windSpeed: 0.4, windDir: 90, windDirString: 'E', windGust: null }), display).speed).toBe('0\u00a0m/s');
  });

  it('gives a missing speed no direction, and adds nothing for a gust not reported', () => {
    expect(observedWind(station({ windSpeed: null, windDir: 270, windDirString: 'W', windGust: 5 }), display)).toEqual({
      speed: '–',
      gusts: 'gusts 5\u00a0m/s',
      from: null,
    });
    expect(observedWind(station({ windSpeed: 3, windDir: null, windDirString: null, windGust: null }), display)).toEqual({ speed: '3\u00a0m/s', gusts: null, from: null });
  });
});

describe('the compass points of the stations table', () => {
  it("are the interface language's, however the service writes them", async () => {
    const german = { ...display, locale: 'de' } as const;
    expect(await inInterfaceLanguage('de', () => stationDistance('15\u00a0km NE', { units: unitPresets.metric, locale: 'de' }))).toBe('15\u00a0km NO');
    expect(await inInterfaceLanguage('de', () => observedWind(station({ windSpeed: 3, windDir: 45, windDirString: 'NE', windGust: null }), german).speed)).toBe(
      '3\u00a0m/s NO',
    );
    const finnish = { ...display, locale: 'fi' } as const;
    expect(await inInterfaceLanguage('fi', () => observedWind(station({ windSpeed: 2, windDir: 180, windDirString: 'S', windGust: null }), finnish).speed)).toBe(
      '2\u00a0m/s E',
    );
    expect(await inInterfaceLanguage('fi', () => stationDistance('32\u00a0km SW', { units: unitPresets.metric, locale: 'fi' }))).toBe('32\u00a0km LO');
  });
});
