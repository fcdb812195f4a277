import { describe, expect, it } from 'vitest';
import { feelsLike } from '@service/atmosphere/index';
import { dewPointFrom, relativeHumidity } from '@service/atmosphere/moisture';

describe('humidity and feels-like', () => {
  it('round-trips relative humidity and dew point through Magnus', () => {
    for (const t of [-30, -5, 0, 12, 25, 40]) {
      for (const rh of [10, 45, 80, 100]) expect(relativeHumidity(t, dewPointFrom(t, rh))).toBeCloseTo(rh, 6);
    }
    expect(relativeHumidity(20, 20)).toBe(100);
    expect(dewPointFrom(20, 50)).toBeCloseTo(9.26, 1);
  });

  it('uses wind chill below 10 °C in a wind', () => {
    // Environment Canada's table: -10 °C at 20 km/h feels like -17.9 °C.
    expect(feelsLike(-10, 20 / 3.6, 70)).toBeCloseTo(-17.9, 1);
    expect(feelsLike(5, 10, 70)).toBeLessThan(5);
    expect(feelsLike(5, 1, 70)).toBe(5);
  });

  it('uses the heat index above 27 °C', () => {
    // NWS table: 32 °C (90 °F) at 60 % feels like 100 °F, about 37.8 °C.
    expect(feelsLike(32.2, 2, 60)).toBeCloseTo(37.8, 0);
    expect(feelsLike(30, 2, 20)).toBeGreaterThanOrEqual(30);
  });

  it('is the air temperature in between', () => {
    expect(feelsLike(15, 8, 90)).toBe(15);
    expect(feelsLike(26, 3, 80)).toBe(26);
  });
});
