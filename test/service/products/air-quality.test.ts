import { describe, expect, it } from 'vitest';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { subIndex } from '@service/products/other/air-quality/aqi';
import { concentrations } from '@service/products/other/air-quality/concentrations';
import { emissionsAt } from '@service/products/other/air-quality/emissions';
import { body, failure, fieldTypes, places, summer, utcMinutesPattern, winter } from './harness';

const hourly = '/api/v1/air-quality/forecast/hourly/:location';
const daily = '/api/v1/air-quality/forecast/daily/:location';
type Item = Record<string, number | string>;
type Forecast = { forecast: Item[] };

const pollutantNames = [
  'Carbon monoxide',
  'Nitrogen dioxide',
  'Ozone',
  'Particulate matter <10um',
  'Particulate matter <2.5um',
  'Sulphur dioxide',
];
const hourlyTypes = {
  time: 'string', pollutant: 'string', pollutantPhrase: 'string', AQI: 'number', AQI_CO: 'number', AQI_NO2: 'number',
  AQI_O3: 'number', AQI_SO2: 'number', AQI_PM10: 'number', AQI_PM2P5: 'number',
};
const dailyTypes = {
  date: 'string', AQI: 'number', pollutant: 'string', pollutantPhrase: 'string', AQI_CO: 'number', AQI_NO2: 'number',
  AQI_GO3: 'number', AQI_SO2: 'number', AQI_PM2P5: 'number', AQI_PM10: 'number',
};
/** Which sub-index field belongs to which pollutant name. */
const hourlyKeyOf: Record<string, string> = {
  'Carbon monoxide': 'AQI_CO', 'Nitrogen dioxide': 'AQI_NO2', Ozone: 'AQI_O3', 'Sulphur dioxide': 'AQI_SO2',
  'Particulate matter <10um': 'AQI_PM10', 'Particulate matter <2.5um': 'AQI_PM2P5',
};
const subIndexKeys = ['AQI_CO', 'AQI_NO2', 'AQI_O3', 'AQI_SO2', 'AQI_PM10', 'AQI_PM2P5'];

const weather = (overrides: Partial<SurfaceWeather>): SurfaceWeather => ({
  temperature: 10, dewPoint: 5, relHumidity: 70, pressure: 1013, windSpeed: 4, windGust: 7, windDir: 180, cloudiness: 50,
  precipRate: 0, precipType: 'rain', thunderProb: 0, visibility: 20000, uvIndex: 0, solarRadiation: 0, snowDepth: 0,
  sunAltitude: 20, ...overrides,
});

describe('US EPA sub-indices', () => {
  it('maps breakpoints to index bounds and interpolates between them', () => {
    expect(subIndex('PM2P5', 9.0)).toBe(50);
    expect(subIndex('PM2P5', 9.1)).toBe(51);
    expect(subIndex('PM2P5', 35.4)).toBe(100);
    expect(subIndex('O3', 54)).toBe(50);
    expect(subIndex('O3', 78)).toBe(126);
    expect(subIndex('CO', 4.45)).toBe(50);
    expect(subIndex('NO2', 2049)).toBe(500);
    expect(subIndex('SO2', 5000)).toBe(500);
  });
});

describe('air quality model', () => {
  const city = emissionsAt({ lat: 50.3, lon: 19 }, true, 1);

  it('traps particles in a calm, clear, cold night and disperses them in wind', () => {
    const calm = concentrations(city, weather({ temperature: -8, dewPoint: -10, windSpeed: 0.5, cloudiness: 0, sunAltitude: -30 }), 22);
    const windy = concentrations(city, weather({ temperature: -8, dewPoint: -10, windSpeed: 12, cloudiness: 90, sunAltitude: -30 }), 22);
    expect(calm.PM2P5).toBeGreaterThan(3 * windy.PM2P5);
  });

  it('washes particles out in rain', () => {
    const dry = concentrations(city, weather({}), 12);
    const wet = concentrations(city, weather({ precipRate: 4 }), 12);
    expect(wet.PM2P5).toBeLessThan(dry.PM2P5 / 2);
  });

  it('forms ozone on sunny hot afternoons, not at night', () => {
    const afternoon = concentrations(city, weather({ temperature: 33, dewPoint: 15, solarRadiation: 850, sunAltitude: 55 }), 15);
    const night = concentrations(city, weather({ temperature: 22, dewPoint: 15, sunAltitude: -20 }), 3);
    expect(subIndex('O3', afternoon.O3)).toBeGreaterThan(100);
    expect(afternoon.O3).toBeGreaterThan(2 * night.O3);
  });
});

describe('air quality hourly', () => {
  it('gives 24 UTC hours by default, every field typed, AQI the highest sub-index', async () => {
    const { forecast } = await body<Forecast>(hourly, { location: places.helsinki }, {}, winter);
    expect(forecast).toHaveLength(24);
    expect(forecast[0]?.time).toBe('2026-02-09T11:00Z');
    for (const item of forecast) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(hourlyTypes).sort());
      expect(fieldTypes(item, hourlyTypes)).toEqual(hourlyTypes);
      expect(item.time).toMatch(utcMinutesPattern);
      const indices = subIndexKeys.map((key) => item[key] as number);
      expect(item.AQI).toBe(Math.max(...indices));
      expect(pollutantNames).toContain(item.pollutant);
      expect(item[hourlyKeyOf[item.pollutant as string] ?? '']).toBe(item.AQI);
      expect(item.pollutantPhrase).toBe(item.pollutant);
    }
  });

  it('clamps periods to 85 and refuses fewer than 1 or words', async () => {
    expect((await body<Forecast>(hourly, { location: places.helsinki }, { periods: '85' }, winter)).forecast).toHaveLength(85);
    expect((await body<Forecast>(hourly, { location: places.helsinki }, { periods: '500' }, winter)).forecast).toHaveLength(85);
    expect(await failure(hourly, { location: places.helsinki }, { periods: '0' }, winter)).toBe(400);
    expect(await failure(hourly, { location: places.helsinki }, { periods: 'all' }, winter)).toBe(400);
  });

  it('translates pollutantPhrase, falls back to English, refuses unknown languages and zones', async () => {
    const german = await body<Forecast>(hourly, { location: places.helsinki }, { lang: 'de' }, winter);
    const phrases = new Set(german.forecast.map((item) => item.pollutantPhrase));
    expect([...phrases].every((phrase) => !pollutantNames.includes(phrase as string))).toBe(true);
    const japanese = await body<Forecast>(hourly, { location: places.helsinki }, { lang: 'ja' }, winter);
    expect(japanese.forecast.every((item) => item.pollutantPhrase === item.pollutant)).toBe(true);
    expect(await failure(hourly, { location: places.helsinki }, { lang: 'xx' }, winter)).toBe(400);
    expect(await failure(hourly, { location: places.helsinki }, { tz: 'Mars/Olympus' }, winter)).toBe(400);
  });

  it('has more ozone on summer afternoons than summer nights in Seville', async () => {
    const { forecast } = await body<Forecast>(hourly, { location: places.seville }, { periods: '72' }, summer);
    const hourOf = (item: Item) => Number((item.time as string).slice(11, 13));
    const mean = (items: Item[]) => items.reduce((sum, item) => sum + (item.AQI_O3 as number), 0) / items.length;
    const afternoons = forecast.filter((item) => hourOf(item) >= 13 && hourOf(item) <= 16);
    const nights = forecast.filter((item) => hourOf(item) >= 1 && hourOf(item) <= 4);
    expect(mean(afternoons)).toBeGreaterThan(mean(nights) + 10);
  });
});

describe('air quality daily', () => {
  it('gives 3 days (clamped from 4), ozone as AQI_GO3, each the maximum of the day’s hours', async () => {
    const { forecast } = await body<Forecast>(daily, { location: places.helsinki }, { periods: '4' }, winter);
    expect(forecast.map((item) => item.date)).toEqual(['2026-02-09', '2026-02-10', '2026-02-11']);
    for (const item of forecast) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(dailyTypes).sort());
      expect(fieldTypes(item, dailyTypes)).toEqual(dailyTypes);
    }
    // Helsinki keeps whole-hour offsets, so its local days are made of the hourly forecast's UTC hours.
    const hours = (await body<Forecast>(hourly, { location: places.helsinki }, { periods: '85' }, winter)).forecast;
    const tomorrowHours = hours.filter((item) => {
      const local = new Date(Date.parse((item.time as string).replace('Z', ':00Z')) + 2 * 3_600_000);
      return local.toISOString().startsWith('2026-02-10');
    });
    expect(tomorrowHours).toHaveLength(24);
    const tomorrow = forecast[1] as Item;
    expect(tomorrow.AQI_GO3).toBe(Math.max(...tomorrowHours.map((item) => item.AQI_O3 as number)));
    expect(tomorrow.AQI_PM2P5).toBe(Math.max(...tomorrowHours.map((item) => item.AQI_PM2P5 as number)));
    expect(tomorrow.AQI).toBe(Math.max(...tomorrowHours.map((item) => item.AQI as number)));
  });

  it('refuses a language outside the air quality list', async () => {
    expect(await failure(daily, { location: places.helsinki }, { lang: 'bn' }, winter)).toBe(400);
  });
});
