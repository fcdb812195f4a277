import { describe, expect, it } from 'vitest';
import type { HourlyForecast, Nowcast } from '@shared/api/forecasts';
import { hourlyShowsRainSoon, minutesUntilRain } from '@main/core/weather/rain';

const minute = 60_000;
const start = Date.parse('2026-01-15T10:00:00Z');

function nowcast(rates: readonly (number | null)[], stepMinutes = 1): Nowcast {
  return {
    resolution: stepMinutes,
    forecast: rates.map((precipRate, index) => ({ time: new Date(start + index * stepMinutes * minute).toISOString(), precipRate })),
  };
}

function hourly(amounts: readonly (number | null)[]): HourlyForecast {
  return {
    forecast: amounts.map((precipAccum, index) => ({
      time: new Date(start + (index + 1) * 60 * minute).toISOString(),
      symbol: null,
      temperature: null,
      feelsLikeTemp: null,
      windSpeed: null,
      windGust: null,
      windDir: null,
      windDirString: null,
      precipProb: null,
      precipAccum,
    })),
  };
}

describe('minutesUntilRain', () => {
  it('counts the minutes to the first step at or above 0.1 mm/h', () => {
    expect(minutesUntilRain(nowcast([0, 0, 0.05, null, 0.1, 3]), start)).toBe(4);
  });

  it('is 0 while the step under way is wet, and measures from now, not from the first step', () => {
    expect(minutesUntilRain(nowcast([0.4, 0]), start + 30_000)).toBe(0);
    expect(minutesUntilRain(nowcast([0, 0, 0, 0, 0, 0, 1]), start + 2 * minute)).toBe(4);
  });

  it('is null when nothing wet lies ahead: dry, missing, past, or beyond the horizon', () => {
    expect(minutesUntilRain(nowcast([0, null, 0.09]), start)).toBeNull();
    expect(minutesUntilRain(nowcast([2, 2, 0]), start + 10 * minute)).toBeNull();
    expect(minutesUntilRain(nowcast([0, 0, 0, 5], 60), start, 120 * minute)).toBeNull();
    expect(minutesUntilRain(nowcast([0, 0, 5], 60), start, 120 * minute)).toBe(120);
  });
});

describe('hourlyShowsRainSoon', () => {
  it('looks at the hours that end within the horizon and have at least 0.1 mm', () => {
    expect(hourlyShowsRainSoon(hourly([0, 0.2]), start)).toBe(true);
    expect(hourlyShowsRainSoon(hourly([0, 0, 0, 4]), start)).toBe(false);
    expect(hourlyShowsRainSoon(hourly([null, 0.05]), start)).toBe(false);
    expect(hourlyShowsRainSoon(hourly([3, 0]), start + 60 * minute)).toBe(false);
  });
});
