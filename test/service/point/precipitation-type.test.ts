import { describe, expect, it } from 'vitest';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { symbolCode } from '@service/atmosphere/index';
import { stepWeather, summarizePeriod } from '@service/products/point/period';
import { call, places, type Endpoint, type Item } from './point-fixture';

/**
 * No rain below freezing, in any product's symbol, phrase or type: the service decides what falls by
 * the one rule the app also uses (`@shared/precipitation-type`, the wet bulb), and a step's symbol
 * is never a warmer type than the temperature shown beside it. Sampled over two winters in cold
 * places, from the current conditions to the daily forecast.
 */
const cold = { helsinki: places.helsinki, chicago: places.chicago, tromso: places.tromso, moscow: '37.6173,55.7558' };
/** Every fifth day and a few hours from December to February, two winters. */
const instants = [2025, 2026].flatMap((year) =>
  Array.from({ length: 18 }, (_, i) => new Date(Date.UTC(year, 11, 1) + i * (5 * 24 + 7) * 3_600_000)),
);
/** A season of forecasts at four places: seconds, more on a busy machine. */
const HEAVY = 240_000;

const precipitates = (symbol: string): boolean => symbol[2] !== '0';
const typeDigit = (symbol: string): string => symbol[3] ?? '';
/** Thunder symbols carry no type (`x40`): thunder needs warm, moist air, and is checked for its own words. */
const namesRain = (symbol: string): boolean => precipitates(symbol) && symbol[2] !== '4' && typeDigit(symbol) === '0';
const rainWords = /\brain\b/i;

interface Seen {
  wintry: number;
  rainBelowFreezing: string[];
}

function check(items: readonly Item[], temperatureOf: (item: Item) => number, label: string, seen: Seen): void {
  for (const item of items) {
    const symbol = item.symbol as string;
    const temperature = temperatureOf(item);
    if (temperature > 0) continue;
    if (precipitates(symbol)) seen.wintry += 1;
    const phrase = String(item.symbolPhrase ?? '');
    const type = item.precipType as string | undefined;
    if (namesRain(symbol) || rainWords.test(phrase) || (type === 'rain' && precipitates(symbol))) {
      seen.rainBelowFreezing.push(`${label} ${String(item.time ?? item.date)}: ${symbol} "${phrase}" ${type ?? ''} at ${temperature} °C`);
    }
  }
}

async function items(endpoint: Endpoint, location: string, now: Date, query: Record<string, string> = {}): Promise<Item[]> {
  const { body } = await call(endpoint, location, { dataset: 'full', rounding: '0', lang: 'en', ...query }, { now });
  return endpoint === 'current' ? [body.current as Item] : (body.forecast as Item[]);
}

describe('what falls below freezing', () => {
  it('is never rain in the symbols, phrases or types of any product in Helsinki, Chicago, Tromsø and Moscow in winter', async () => {
    const seen: Seen = { wintry: 0, rainBelowFreezing: [] };
    const shown = (item: Item) => item.temperature as number;
    for (const [name, location] of Object.entries(cold)) {
      for (const now of instants) {
        check(await items('current', location, now), shown, `${name} current`, seen);
        check(await items('quarterHourly', location, now, { periods: '12' }), shown, `${name} 15-minute`, seen);
        check(await items('hourly', location, now, { periods: '120' }), shown, `${name} hourly`, seen);
        check(await items('threeHourly', location, now, { periods: '40' }), shown, `${name} 3-hourly`, seen);
        // A day's symbol tells its wettest type: rain only on a day whose high is above freezing.
        check(await items('daily', location, now, { periods: '10' }), (item) => item.maxTemp as number, `${name} daily`, seen);
      }
    }
    expect(seen.rainBelowFreezing).toEqual([]);
    // The test can fail: it saw plenty of snow and sleet below freezing.
    expect(seen.wintry).toBeGreaterThan(500);
  }, HEAVY);
});

describe('a step’s symbol', () => {
  const quarterMs = 15 * 60_000;
  /** A wet hour that freezes: rain at +3 °C in its first half, then snow as it falls to −1 °C. */
  const hour: SurfaceWeather[] = [3, 3, 2.8, 0.4, -1].map((temperature, index) => {
    const precipRate = index === 1 ? 2 : index < 4 ? 0.6 : 0.3;
    const precipType = temperature <= 0.5 ? 'snow' : temperature <= 2 ? 'sleet' : 'rain';
    return { temperature, dewPoint: temperature - 0.5, precipRate, precipType, cloudiness: 100, thunderProb: 0, visibility: 3000, relHumidity: 95, sunAltitude: 10 } as SurfaceWeather;
  });
  const period = summarizePeriod((atMs) => hour[atMs / quarterMs] as SurfaceWeather, 0, 4 * quarterMs);

  it('is no warmer a type than the temperature shown at the step: snow, not the wettest moment’s rain', () => {
    expect(period.weather.precipType).toBe('rain');
    expect(stepWeather(period).precipType).toBe('snow');
    expect(symbolCode(stepWeather(period))).toMatch(/^d4[1-3]2$/);
  });
});
