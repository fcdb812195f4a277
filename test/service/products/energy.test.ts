import { describe, expect, it } from 'vitest';
import { body, failure, fieldTypes, localTimePattern, places, summer } from './harness';

const hourly = '/api/v1/energy/forecast/hourly/:location';
const quarterHourly = '/api/v1/energy/forecast/15minutely/:location';
type Item = Record<string, number | string>;
type Forecast = { forecast: Item[] };

const itemTypes = {
  time: 'string', temperature: 'number', windSpeed10m: 'number', windSpeed50m: 'number', windSpeed100m: 'number',
  windSpeed150m: 'number', windDir: 'number', windDirString: 'string', windGust: 'number', cloudiness: 'number',
  solarRadiation: 'number', directRadiation: 'number', diffuseRadiation: 'number',
};

describe('energy forecasts', () => {
  it('hourly: 24 steps by default, 168 at most, wind increasing with height, no sun at night', async () => {
    const { forecast } = await body<Forecast>(hourly, { location: places.northSea }, {}, summer);
    expect(forecast).toHaveLength(24);
    for (const item of forecast) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(itemTypes).sort());
      expect(fieldTypes(item, itemTypes)).toEqual(itemTypes);
      expect(item.time).toMatch(localTimePattern);
      expect(item.windSpeed10m as number).toBeLessThanOrEqual(item.windSpeed50m as number);
      expect(item.windSpeed50m as number).toBeLessThanOrEqual(item.windSpeed100m as number);
      expect(item.windSpeed100m as number).toBeLessThanOrEqual(item.windSpeed150m as number);
      if (item.solarRadiation === 0) expect([item.directRadiation, item.diffuseRadiation]).toEqual([0, 0]);
    }
    expect((await body<Forecast>(hourly, { location: places.northSea }, { periods: '500' }, summer)).forecast).toHaveLength(168);
  });

  it('15-minutely: 96 steps a quarter hour apart by default, 192 at most, units converted', async () => {
    const { forecast } = await body<Forecast>(quarterHourly, { location: places.helsinki }, {}, summer);
    expect(forecast).toHaveLength(96);
    expect(Date.parse(forecast[1]?.time as string) - Date.parse(forecast[0]?.time as string)).toBe(15 * 60_000);
    expect((forecast[0]?.time as string).slice(11, 16)).toBe('13:30');
    expect((await body<Forecast>(quarterHourly, { location: places.helsinki }, { periods: '1000' }, summer)).forecast).toHaveLength(192);
    const knots = (await body<Forecast>(quarterHourly, { location: places.helsinki }, { windunit: 'KTS' }, summer)).forecast[0];
    expect(knots?.windSpeed10m as number).toBeCloseTo((forecast[0]?.windSpeed10m as number) * 1.944, 0);
    expect(await failure(quarterHourly, { location: places.helsinki }, { windunit: 'BFT' }, summer)).toBe(400);
  });
});
