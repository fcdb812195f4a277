import { describe, expect, it } from 'vitest';
import { saturationVapourPressure } from '@service/products/other/agriculture/penman-monteith';
import { body, datePattern, failure, fieldTypes, localTimePattern, places, summer, winter } from './harness';

const hourly = '/api/v1/agriculture/forecast/hourly/:location';
const daily = '/api/v1/agriculture/forecast/daily/:location';
type Item = Record<string, number | string>;
type Forecast = { forecast: Item[] };

const hourlyTypes = { time: 'string', ET0: 'number', VPD: 'number', SSRD: 'number' };
const dailyTypes = {
  date: 'string', ET0: 'number', VPD_max: 'number', VPD_min: 'number', VPD: 'number', SSRD: 'number',
  precipSum24q10: 'number', precipSum24q90: 'number', precipSum168q10: 'number', precipSum168q90: 'number',
};

describe('FAO-56 building blocks', () => {
  it('has the saturation vapour pressure of FAO-56 example 19 (38 °C: 6.625 kPa)', () => {
    expect(saturationVapourPressure(38)).toBeCloseTo(6.625, 2);
    expect(saturationVapourPressure(0)).toBeCloseTo(0.6108, 4);
  });
});

describe('agriculture hourly', () => {
  it('gives 24 hours by default, clamps at 168, typed, no evaporation or sunshine at night', async () => {
    const { forecast } = await body<Forecast>(hourly, { location: places.helsinki }, {}, summer);
    expect(forecast).toHaveLength(24);
    for (const item of forecast) {
      expect(fieldTypes(item, hourlyTypes)).toEqual(hourlyTypes);
      expect(item.time).toMatch(localTimePattern);
      expect(item.ET0 as number).toBeGreaterThanOrEqual(0);
      expect(item.VPD as number).toBeGreaterThanOrEqual(0);
    }
    const noon = forecast.find((item) => (item.time as string).includes('T13:00'));
    expect(noon?.SSRD as number).toBeGreaterThan(100);
    expect(noon?.ET0 as number).toBeGreaterThan(0.05);
    expect((await body<Forecast>(hourly, { location: places.helsinki }, { periods: '999' }, summer)).forecast).toHaveLength(168);
    expect(await failure(hourly, { location: places.helsinki }, { periods: '-1' }, summer)).toBe(400);
  });
});

describe('agriculture daily', () => {
  it('gives 7 days by default, 14 at most, bounds in order', async () => {
    expect((await body<Forecast>(daily, { location: places.helsinki }, {}, summer)).forecast).toHaveLength(7);
    const { forecast } = await body<Forecast>(daily, { location: places.helsinki }, { periods: '20' }, summer);
    expect(forecast).toHaveLength(14);
    for (const item of forecast) {
      expect(fieldTypes(item, dailyTypes)).toEqual(dailyTypes);
      expect(item.date).toMatch(datePattern);
      expect(item.precipSum24q10 as number).toBeLessThanOrEqual(item.precipSum24q90 as number);
      expect(item.precipSum168q10 as number).toBeLessThanOrEqual(item.precipSum168q90 as number);
      expect(item.precipSum24q90 as number).toBeLessThanOrEqual(item.precipSum168q90 as number);
      expect(item.VPD_min as number).toBeLessThanOrEqual(item.VPD as number);
      expect(item.VPD as number).toBeLessThanOrEqual(item.VPD_max as number);
    }
  });

  it('evaporates and shines more in a Helsinki July than in February', async () => {
    const july = (await body<Forecast>(daily, { location: places.helsinki }, {}, summer)).forecast;
    const february = (await body<Forecast>(daily, { location: places.helsinki }, {}, winter)).forecast;
    const total = (items: Item[], key: string) => items.reduce((sum, item) => sum + (item[key] as number), 0);
    expect(total(july, 'ET0')).toBeGreaterThan(5 * total(february, 'ET0'));
    // Daily sums in Wh/m² against Helsinki's climate: about 5.5 kWh in July, under 1 kWh in
    // February; a single week's weather moves either by a good part of that.
    const dailyMean = (items: Item[]) => total(items, 'SSRD') / items.length;
    expect(dailyMean(july)).toBeGreaterThan(2500);
    expect(dailyMean(july)).toBeLessThan(7500);
    expect(dailyMean(february)).toBeGreaterThan(250);
    expect(dailyMean(february)).toBeLessThan(1600);
  });
});
