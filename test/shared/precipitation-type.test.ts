import { describe, expect, it } from 'vitest';
import { colderKind, precipitationKindAt, precipitationKindIn, wetBulbCelsius } from '@shared/precipitation-type';

describe('the wet-bulb temperature', () => {
  it('is the temperature in saturated air or without a dew point', () => {
    expect(wetBulbCelsius(3, 3)).toBe(3);
    expect(wetBulbCelsius(3, null)).toBe(3);
  });

  it('solves the psychrometric equation, and matches the tables at 20 °C and 50 %', () => {
    const saturation = (celsius: number) => 6.1094 * Math.exp((17.625 * celsius) / (celsius + 243.04));
    for (const [temperature, dewPoint] of [[2, -4], [10, 0], [0, -15], [25, 5]] as const) {
      const wetBulb = wetBulbCelsius(temperature, dewPoint);
      // The vapour the wet bulb saturates, less what evaporating it cools the air by, is the air's own.
      const vapour = saturation(wetBulb) - 0.00066 * 1013.25 * (temperature - wetBulb);
      expect(Math.abs(vapour - saturation(dewPoint))).toBeLessThan(0.02);
    }
    // Psychrometric tables: 20 °C at 50 % (dew point 9.3 °C) has a wet bulb of 13.7 °C.
    expect(Math.abs(wetBulbCelsius(20, 9.3) - 13.7)).toBeLessThan(0.2);
  });

  it('lies between the dew point and the temperature', () => {
    for (const [temperature, dewPoint] of [[5, -20], [0, -1], [30, 25], [-10, -30]] as const) {
      const wetBulb = wetBulbCelsius(temperature, dewPoint);
      expect(wetBulb).toBeGreaterThanOrEqual(dewPoint);
      expect(wetBulb).toBeLessThanOrEqual(temperature);
    }
  });
});

describe('what falls by the air', () => {
  /** Temperature, dew point (null: unknown), what falls. */
  const cases: readonly [number, number | null, 'rain' | 'sleet' | 'snow'][] = [
    [-8, -10, 'snow'],
    [-8, null, 'snow'],
    [0, 0, 'snow'],
    [0.5, null, 'snow'],
    [1, null, 'sleet'],
    [2, 2, 'sleet'],
    [2.1, null, 'rain'],
    [2.5, -6, 'snow'],
    [3, -1, 'sleet'],
    [4, 3, 'rain'],
    [15, 10, 'rain'],
  ];
  it.each(cases)('%s °C, dew point %s °C: %s', (temperature, dewPoint, kind) => {
    expect(precipitationKindAt(temperature, dewPoint)).toBe(kind);
  });

  it('never says rain at or below freezing, whatever the dew point', () => {
    for (let temperature = -30; temperature <= 0.5; temperature += 0.25) {
      for (const depression of [0, 1, 5, 20]) expect(precipitationKindAt(temperature, temperature - depression)).toBe('snow');
    }
  });

  it('reads Fahrenheit readings in °C, and names nothing without a temperature', () => {
    expect(precipitationKindIn(30, 28, 'F')).toBe('snow');
    expect(precipitationKindIn(35, 35, 'F')).toBe('sleet');
    expect(precipitationKindIn(38, null, 'F')).toBe('rain');
    expect(precipitationKindIn(null, 0, 'C')).toBeNull();
  });

  it('knows the colder of two kinds', () => {
    expect(colderKind('rain', 'snow')).toBe('snow');
    expect(colderKind('sleet', 'rain')).toBe('sleet');
  });
});
