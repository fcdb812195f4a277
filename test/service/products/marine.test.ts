import { describe, expect, it } from 'vitest';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { seaStates, windHistoryHours } from '@service/products/other/marine/waves';
import { body, datePattern, failure, fieldTypes, localTimePattern, places, winter } from './harness';

const hourly = '/api/v1/marine/forecast/hourly/:location';
const daily = '/api/v1/marine/forecast/daily/:location';
type Item = Record<string, number | string | null>;
type Forecast = { forecast: Item[] };

const hourlyTypes = {
  time: 'string', sigWaveHeight: 'number', waveDir: 'number', sigSwellHeight: 'number', seaTemp: 'number', swimTemp: 'number',
};
const dailyTypes = { date: 'string', maxSigWaveHeight: 'number', maxSwellHeight: 'number', maxSeaTemp: 'number', maxSwimTemp: 'number' };

describe('wave model', () => {
  it('raises higher seas in stronger wind from the open sea', () => {
    const wind = (speed: number) =>
      Array.from({ length: windHistoryHours + 1 }, () => ({ windSpeed: speed, windDir: 270 }) as SurfaceWeather);
    const open = [1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200];
    const [light] = seaStates(wind(4), open, 55, [winter]);
    const [gale] = seaStates(wind(18), open, 55, [winter]);
    expect(gale?.sigWaveHeight).toBeGreaterThan(3 * (light?.sigWaveHeight ?? 0));
    const sheltered = [25, 25, 25, 25, 25, 25, 25, 25];
    const [offshore] = seaStates(wind(18), sheltered, 55, [winter]);
    expect(offshore?.sigWaveHeight).toBeLessThan(gale?.sigWaveHeight ?? 0);
  });
});

describe('marine hourly', () => {
  it('gives 24 hours at sea, every field typed, significant waves at least the swell', async () => {
    const { forecast } = await body<Forecast>(hourly, { location: places.northSea }, {}, winter);
    expect(forecast).toHaveLength(24);
    for (const item of forecast) {
      expect(fieldTypes(item, hourlyTypes)).toEqual(hourlyTypes);
      expect(item.time).toMatch(localTimePattern);
      expect(item.sigWaveHeight as number).toBeGreaterThanOrEqual(item.sigSwellHeight as number);
      expect(item.waveDir as number).toBeGreaterThanOrEqual(0);
      expect(item.waveDir as number).toBeLessThan(360);
      expect(item.seaTemp as number).toBeGreaterThan(-2);
      expect(item.seaTemp as number).toBeLessThan(15);
    }
  });

  it('clamps periods to 168, adds the past 24 hours with history=1, converts to Fahrenheit', async () => {
    expect((await body<Forecast>(hourly, { location: places.northSea }, { periods: '400' }, winter)).forecast).toHaveLength(168);
    const withPast = (await body<Forecast>(hourly, { location: places.northSea }, { history: '1', periods: '3' }, winter)).forecast;
    const celsius = (await body<Forecast>(hourly, { location: places.northSea }, {}, winter)).forecast[0];
    expect(withPast).toHaveLength(27);
    expect(withPast[24]).toEqual(celsius);
    expect(Date.parse(withPast[0]?.time as string)).toBe(Date.parse(celsius?.time as string) - 24 * 3_600_000);
    const fahrenheit = (await body<Forecast>(hourly, { location: places.northSea }, { tempunit: 'F' }, winter)).forecast[0];
    expect(fahrenheit?.seaTemp as number).toBeCloseTo(((celsius?.seaTemp as number) * 9) / 5 + 32, 0);
    expect(await failure(hourly, { location: places.northSea }, { history: 'yes' }, winter)).toBe(400);
  });

  it('uses the nearest sea for a coastal town and has no values far inland', async () => {
    const helsinki = (await body<Forecast>(hourly, { location: places.helsinki }, {}, winter)).forecast;
    expect(helsinki.every((item) => typeof item.sigWaveHeight === 'number')).toBe(true);
    const madrid = (await body<Forecast>(hourly, { location: places.madrid }, {}, winter)).forecast;
    expect(madrid).toHaveLength(24);
    expect(madrid.every((item) => item.sigWaveHeight === null && item.seaTemp === null && typeof item.time === 'string')).toBe(true);
  });
});

describe('marine daily', () => {
  it('gives 7 days by default and 14 at most, each day’s maximum at least every hour of that day', async () => {
    expect((await body<Forecast>(daily, { location: places.northSea }, {}, winter)).forecast).toHaveLength(7);
    const { forecast } = await body<Forecast>(daily, { location: places.northSea }, { periods: '30' }, winter);
    expect(forecast).toHaveLength(14);
    for (const item of forecast) {
      expect(fieldTypes(item, dailyTypes)).toEqual(dailyTypes);
      expect(item.date).toMatch(datePattern);
    }
    const hours = (await body<Forecast>(hourly, { location: places.northSea }, { periods: '168' }, winter)).forecast;
    for (const day of forecast) {
      const sameDay = hours.filter((hour) => (hour.time as string).startsWith(day.date as string));
      for (const hour of sameDay) {
        expect(day.maxSigWaveHeight as number).toBeGreaterThanOrEqual(hour.sigWaveHeight as number);
        expect(day.maxSwellHeight as number).toBeGreaterThanOrEqual(hour.sigSwellHeight as number);
        expect(day.maxSeaTemp as number).toBeGreaterThanOrEqual(hour.seaTemp as number);
        expect(day.maxSwimTemp as number).toBeGreaterThanOrEqual(hour.swimTemp as number);
      }
    }
    expect(hours.filter((hour) => (hour.time as string).startsWith(forecast[1]?.date as string))).toHaveLength(24);
  });
});
