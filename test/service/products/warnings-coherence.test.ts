import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Account } from '@service/accounts/accounts';
import { createAtmosphere } from '@service/atmosphere/index';
import { resolveLocation } from '@service/http/location-param';
import { Params } from '@service/http/params';
import { products, type Route, type ServiceContext } from '@service/http/route';
import { createGazetteer } from '@service/places/index';
import { productRoutes } from '@service/products/other-routes';
import { pointRoutes } from '@service/products/point-routes';
import { coldLevel, gustWarningLevels, heatLevel } from '@service/products/other/warnings/rules';

/**
 * The demo world warns when its own weather calls for it: every day of the daily forecast (days 1-4,
 * inside the warnings' five days) whose gusts, rain, snow, heat or cold cross a warning threshold has
 * a warning of that type in force that day, and no wind, heat or cold warning stands on days that do
 * not. The demo's seed (1), windy, wet, snowy, hot and cold places, a clock every nine days of 2026.
 */
const atmosphere = createAtmosphere(1);
const gazetteer = createGazetteer({ elevation: (point) => atmosphere.elevation(point) });
const account: Account = { user: 'tester', plan: { name: 'everything', products, queriesPerSecond: 1000, dailyRequests: null }, addOns: [] };
const places = {
  helsinki: '24.94,60.17',
  bergen: '5.32,60.39',
  reykjavik: '-21.90,64.15',
  chicago: '-87.63,41.88',
  phoenix: '-112.07,33.45',
  yakutsk: '129.73,62.03',
  wellington: '174.78,-41.29',
};
const clocks = Array.from({ length: 41 }, (_, i) => new Date(Date.UTC(2026, 0, 2, 9, 7) + i * 9 * 86_400_000));
/** Three hundred forecasts and warnings: seconds, more on a busy machine. */
const HEAVY = 240_000;

async function answer<T>(routes: readonly Route[], pattern: string, location: string, query: Record<string, string>, now: Date): Promise<T> {
  const route = routes.find((candidate) => candidate.pattern === pattern);
  if (route === undefined) throw new Error(`no route ${pattern}`);
  const context: ServiceContext = { seed: 1, atmosphere, gazetteer, accounts: undefined as never, habits: 'specification', now: () => now };
  const response = await route.handle({ method: 'GET', path: { location }, params: new Params(Object.entries(query)), account, now, ifNoneMatch: undefined }, context);
  return response.body as T;
}

interface Day {
  date: string;
  maxTemp: number;
  minTemp: number;
  maxWindGust: number;
  precipAccum: number;
  snowAccum: number;
}
interface Warning {
  type: string;
  validFrom: string;
  validUntil: string;
}

/** Whether a warning is in force at some moment of the local day [start, end). */
const overlaps = (warning: Warning, start: number, end: number) => Date.parse(warning.validFrom) < end && Date.parse(warning.validUntil) > start;

describe('the demo’s warnings and its forecast', () => {
  it('warn on every day whose forecast crosses a threshold, and not of wind, heat or cold on days that do not', async () => {
    const missing: string[] = [];
    const unfounded: string[] = [];
    const warned = new Map<string, number>();
    for (const [name, location] of Object.entries(places)) {
      const place = resolveLocation(location, gazetteer);
      for (const now of clocks) {
        const { forecast } = await answer<{ forecast: Day[] }>(pointRoutes, '/api/v1/forecast/daily/:location', location, { dataset: 'full', rounding: '0', periods: '5' }, now);
        const warnings = [
          ...(await answer<{ warnings: Warning[] }>(productRoutes, '/api/v1/warning/:location', location, { future: '0' }, now)).warnings,
          ...(await answer<{ warnings: Warning[] }>(productRoutes, '/api/v1/warning/:location', location, { future: '1' }, now)).warnings,
        ];
        for (const day of forecast.slice(1)) {
          const local = DateTime.fromISO(day.date, { zone: place.timezone });
          const [dayStart, dayEnd] = [local.toMillis(), local.plus({ days: 1 }).toMillis()];
          const month = Number(day.date.slice(5, 7));
          const normals = atmosphere.monthlyNormals(place, month);
          const typesThatDay = new Set(warnings.filter((warning) => overlaps(warning, dayStart, dayEnd)).map((warning) => warning.type));
          const label = `${name} ${day.date} (forecast of ${now.toISOString()})`;
          /** What the day's figures call for, with a tenth either side of the threshold left undecided (the figures are rounded). */
          const calls = {
            wind: day.maxWindGust >= gustWarningLevels.yellow + 0.05 ? true : day.maxWindGust < gustWarningLevels.yellow - 0.05 ? false : undefined,
            // Rain warnings count rain and sleet: a day of it all liquid (no fresh snow) is the clear case.
            rain: day.precipAccum >= 30.05 && day.snowAccum < 0.05 ? true : undefined,
            snow: day.snowAccum >= 10.05 ? true : undefined,
            heat: heatLevel(day.maxTemp - 0.05, normals).level > 0 ? true : heatLevel(day.maxTemp + 0.05, normals).level === 0 ? false : undefined,
            cold: coldLevel(day.minTemp + 0.05, normals).level > 0 ? true : coldLevel(day.minTemp - 0.05, normals).level === 0 ? false : undefined,
          };
          for (const [type, call] of Object.entries(calls)) {
            if (call === true && !typesThatDay.has(type)) missing.push(`${label}: ${type} (${JSON.stringify(day)})`);
            if (call === false && typesThatDay.has(type)) unfounded.push(`${label}: ${type} (${JSON.stringify(day)})`);
            if (call === true) warned.set(type, (warned.get(type) ?? 0) + 1);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(unfounded).toEqual([]);
    // The test can fail: the forecasts crossed each threshold on some days.
    for (const type of ['wind', 'rain', 'snow', 'heat', 'cold']) expect(warned.get(type) ?? 0, type).toBeGreaterThan(0);
  }, HEAVY);
});
