import { describe, expect, it } from 'vitest';
import { body, failure, fieldTypes, places, winter } from './harness';

const monthly = '/api/v1/climate/monthly/:location';
const daily = '/api/v1/climate/daily/:location';
type Item = Record<string, number | string | null>;
type Climate = { climate: Item[] };

const monthlyTypes = {
  month: 'string', dayMaxTemp: 'number', dayMinTemp: 'number', dayAvgTemp: 'number', precipSum: 'number',
  dailyPrecip: 'number', rainDays: 'number', frostDays: 'number', seaSurfaceTemp: 'number|null',
};

describe('climate monthly', () => {
  it('gives twelve months, every field typed, January colder than July in Helsinki', async () => {
    const { climate } = await body<Climate>(monthly, { location: places.helsinki }, {}, winter);
    expect(climate.map((item) => item.month)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    for (const item of climate) {
      expect(fieldTypes(item, monthlyTypes)).toEqual(monthlyTypes);
      expect(item.dayMinTemp as number).toBeLessThanOrEqual(item.dayAvgTemp as number);
      expect(item.dayAvgTemp as number).toBeLessThanOrEqual(item.dayMaxTemp as number);
    }
    const [january, july] = [climate[0], climate[6]];
    expect(january?.dayAvgTemp as number).toBeLessThan((july?.dayAvgTemp as number) - 10);
    expect(january?.dailyPrecip as number).toBeCloseTo((january?.precipSum as number) / 31, 1);
  });

  it('converts temperatures to Fahrenheit and refuses other units', async () => {
    const celsius = (await body<Climate>(monthly, { location: places.helsinki }, {}, winter)).climate[6];
    const fahrenheit = (await body<Climate>(monthly, { location: places.helsinki }, { tempunit: 'F' }, winter)).climate[6];
    expect(fahrenheit?.dayMaxTemp as number).toBeCloseTo(((celsius?.dayMaxTemp as number) * 9) / 5 + 32, 0);
    expect(fahrenheit?.precipSum).toBe(celsius?.precipSum);
    expect(await failure(monthly, { location: places.helsinki }, { tempunit: 'K' }, winter)).toBe(400);
  });
});

describe('climate daily', () => {
  it('gives one smoothed day, min ≤ mean ≤ max, between the months around it', async () => {
    const { climate } = await body<Climate>(daily, { location: places.helsinki }, { monthday: '07-15' }, winter);
    expect(climate).toHaveLength(1);
    const day = climate[0] as Item;
    expect(Object.keys(day).sort()).toEqual(['avgMaxTemp', 'avgMinTemp', 'avgTemp', 'day', 'month']);
    expect(day.month).toBe('07');
    expect(day.day).toBe('15');
    expect(day.avgMinTemp as number).toBeLessThan(day.avgTemp as number);
    expect(day.avgTemp as number).toBeLessThan(day.avgMaxTemp as number);
    const july = (await body<Climate>(monthly, { location: places.helsinki }, {}, winter)).climate[6];
    expect(Math.abs((day.avgTemp as number) - (july?.dayAvgTemp as number))).toBeLessThan(1.5);
  });

  it('accepts 02-29 and refuses impossible or misshapen days', async () => {
    const leap = await body<Climate>(daily, { location: places.helsinki }, { monthday: '02-29' }, winter);
    expect(leap.climate[0]?.day).toBe('29');
    for (const monthday of ['02-30', '13-01', '2-3', '00-10', '04-31', '0101', '']) {
      expect(await failure(daily, { location: places.helsinki }, { monthday }, winter)).toBe(400);
    }
    expect(await failure(daily, { location: places.helsinki }, {}, winter)).toBe(400);
  });
});
