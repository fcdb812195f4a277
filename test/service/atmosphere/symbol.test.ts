import { describe, expect, it } from 'vitest';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { createAtmosphere, symbolCode } from '@service/atmosphere/index';
import { instants, places } from './sampling';

const PICTURED = new Set(
  ['000', '100', '200', '300', '400', '500', '600', '210', '310', '410', '220', '320', '420', '430', '240', '340', '440']
    .concat(['211', '311', '411', '221', '321', '421', '431', '212', '312', '412', '222', '322', '422', '432'])
    .flatMap((code) => [`d${code}`, `n${code}`]),
);

function weather(overrides: Partial<SurfaceWeather>): SurfaceWeather {
  return {
    temperature: 12,
    dewPoint: 8,
    relHumidity: 76,
    pressure: 1012,
    windSpeed: 4,
    windGust: 7,
    windDir: 200,
    cloudiness: 0,
    precipRate: 0,
    precipType: 'rain',
    thunderProb: 0,
    visibility: 30_000,
    uvIndex: 3,
    solarRadiation: 400,
    snowDepth: 0,
    sunAltitude: 30,
    ...overrides,
  };
}

describe('symbol codes', () => {
  it('only produce codes that have pictures, over thousands of generated samples', () => {
    const atmosphere = createAtmosphere(4);
    const seen = new Set<string>();
    for (const point of places(400, -70, 75)) {
      for (const at of instants(6)) {
        const code = symbolCode(atmosphere.observed(point, at));
        expect(PICTURED.has(code), code).toBe(true);
        seen.add(code);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });

  it('only produce pictured codes for every combination of inputs', () => {
    for (const cloudiness of [0, 10, 40, 80, 100])
      for (const precipRate of [0, 0.2, 1, 6])
        for (const thunderProb of [0, 60])
          for (const precipType of ['rain', 'sleet', 'snow'] as const)
            for (const visibility of [200, 20_000])
              for (const relHumidity of [30, 90])
                for (const sunAltitude of [-10, 20]) {
                  const code = symbolCode(weather({ cloudiness, precipRate, thunderProb, precipType, visibility, relHumidity, sunAltitude }));
                  expect(PICTURED.has(code), code).toBe(true);
                }
  });

  it('tells day from night by the sun (with the sunrise horizon of -0.833°)', () => {
    expect(symbolCode(weather({ sunAltitude: 10 }))).toBe('d000');
    expect(symbolCode(weather({ sunAltitude: -0.5 }))).toBe('d000');
    expect(symbolCode(weather({ sunAltitude: -5 }))).toBe('n000');
  });

  it('follows cloudiness, with fog and thin high cloud', () => {
    expect(symbolCode(weather({ cloudiness: 20 }))).toBe('d100');
    expect(symbolCode(weather({ cloudiness: 50 }))).toBe('d200');
    expect(symbolCode(weather({ cloudiness: 80 }))).toBe('d300');
    expect(symbolCode(weather({ cloudiness: 100 }))).toBe('d400');
    expect(symbolCode(weather({ cloudiness: 60, relHumidity: 30 }))).toBe('d500');
    expect(symbolCode(weather({ cloudiness: 100, visibility: 300, sunAltitude: -3 }))).toBe('n600');
  });

  it('shows heavy rain as precipitation, light rain as slight, broken-sky rain as showers, and thunder', () => {
    expect(symbolCode(weather({ cloudiness: 100, precipRate: 8 }))).toBe('d430');
    expect(symbolCode(weather({ cloudiness: 70, precipRate: 8 }))).toBe('d430');
    expect(symbolCode(weather({ cloudiness: 100, precipRate: 0.2 }))).toBe('d410');
    expect(symbolCode(weather({ cloudiness: 70, precipRate: 1.5 }))).toBe('d320');
    expect(symbolCode(weather({ cloudiness: 80, precipRate: 3, thunderProb: 70 }))).toBe('d340');
    expect(symbolCode(weather({ cloudiness: 100, precipRate: 3, thunderProb: 70, precipType: 'snow' }))).toBe('d440');
  });

  it('ends in the precipitation type: sleet 1, snow 2', () => {
    expect(symbolCode(weather({ cloudiness: 100, precipRate: 2, precipType: 'snow', sunAltitude: -20 }))).toBe('n432');
    expect(symbolCode(weather({ cloudiness: 100, precipRate: 0.3, precipType: 'sleet' }))).toBe('d411');
    expect(symbolCode(weather({ cloudiness: 60, precipRate: 1, precipType: 'snow' }))).toBe('d222');
  });
});
