import { describe, expect, it } from 'vitest';
import { beaufortForce, convert, presetOf, serviceTemperatureUnit, serviceWindUnit, temperatureChoices, unitLabels, unitPresets } from '@shared/units';

/** Reference values from the definitions: the standard atmosphere, the inch, the statute mile and the WMO Beaufort table. */
describe('the conversion table', () => {
  it.each([
    [1013.25, 'hPa', 1013.25],
    [1013.25, 'inHg', 29.921],
    [1013.25, 'mmHg', 760],
    [990, 'inHg', 29.235],
  ] as const)('pressure: %d hPa is %d %s', (hPa, unit, expected) => {
    expect(convert.pressure(hPa, unit)).toBeCloseTo(expected, 2);
  });

  it.each([
    [25.4, 'in', 1],
    [0.254, 'in', 0.01],
    [3.2, 'mm', 3.2],
  ] as const)('precipitation: %d mm is %d %s', (mm, unit, expected) => {
    expect(convert.precipitation(mm, unit)).toBeCloseTo(expected, 6);
  });

  it.each([
    [1609.344, 'mi', 1],
    [10_000, 'mi', 6.2137],
    [10_000, 'km', 10],
  ] as const)('distance: %d m is %d %s', (metres, unit, expected) => {
    expect(convert.distance(metres, unit)).toBeCloseTo(expected, 4);
  });

  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [3.3, 2],
    [3.4, 3],
    [10.7, 5],
    [10.8, 6],
    [24.4, 9],
    [32.6, 11],
    [32.7, 12],
    [50, 12],
  ])('Beaufort: %d m/s is force %d', (metresPerSecond, force) => {
    expect(beaufortForce(metresPerSecond)).toBe(force);
    expect(convert.wind(metresPerSecond, 'BFT')).toBe(force);
  });

  it('leaves the units the service converts itself as they came', () => {
    expect(convert.wind(12.5, 'MPH')).toBe(12.5);
    expect(serviceWindUnit('BFT')).toBe('MS');
    expect(serviceWindUnit('KTS')).toBe('KTS');
    expect(convert.temperature(71.6, 'F')).toBe(71.6);
    expect(convert.temperature(-3.4, 'C')).toBe(-3.4);
  });

  it.each([
    [212, 'F', 100],
    [32, 'F', 0],
    [-40, 'F', -40],
    [21.5, 'C', 21.5],
  ] as const)('temperature: %d as asked in %s is %d °C', (value, asked, celsius) => {
    expect(convert.celsius(value, asked)).toBeCloseTo(celsius, 9);
  });

  it.each([
    [0, 'C', 0],
    [0, 'F', 32],
    [100, 'F', 212],
  ] as const)('temperature: %d °C on the %s scale is %d', (celsius, choice, expected) => {
    expect(convert.temperatureFromCelsius(celsius, choice)).toBeCloseTo(expected, 9);
  });

  it('asks the service in a unit it knows for every temperature scale, and names each scale', () => {
    for (const choice of temperatureChoices) {
      expect(['C', 'F']).toContain(serviceTemperatureUnit(choice));
      // Whatever the service was asked in, its freezing point reads as the scale's own.
      expect(convert.temperature(convert.temperatureFromCelsius(0, serviceTemperatureUnit(choice)), choice)).toBeCloseTo(convert.temperatureFromCelsius(0, choice), 9);
    }
    expect(unitLabels.temperature).toEqual({ C: '°C', F: '°F' });
  });
});

describe('presets', () => {
  it('names the units that are one, and none for a mix', () => {
    expect(presetOf(unitPresets.us)).toBe('us');
    expect(presetOf({ ...unitPresets.uk })).toBe('uk');
    expect(presetOf({ ...unitPresets.metric, clock: '12h' })).toBeNull();
  });

  it('gives the US the units people there read', () => {
    expect(unitPresets.us).toEqual({ temperature: 'F', wind: 'MPH', pressure: 'inHg', precipitation: 'in', distance: 'mi', clock: '12h' });
  });
});
