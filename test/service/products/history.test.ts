import { describe, expect, it } from 'vitest';
import { body, failure, winter } from './harness';

const history = '/api/v1/history';
const helsinki = { lon: '24.94', lat: '60.17' };

interface Stamp {
  [key: string]: string;
}
interface HistoryBody {
  station: { name: string; lon: number; lat: number };
  hourly: { date: Stamp; utcdate: Stamp; observations: Record<string, string | Stamp>[] }[];
  dailysummary: Record<string, string | Stamp>[];
}

const observationKeys = [
  'dt', 'dtu', 't', 'd', 'rh', 'ws', 'gust', 'wd', 'wn', 'v', 'p', 'tf', 'pr1', 'sT', 's', 'fog', 'rain', 'snow', 'hail',
  'thunder', 'tornado',
];
const summaryKeys = [
  'dt', 'fog', 'rain', 'snow', 'snowfall', 'snowfallmonthtodate', 'snowfallsincejul1', 'snowdepth', 'hail', 'thunder',
  'tornado', 'ta', 'da', 'pa', 'wsa', 'wna', 'wda', 'va', 'rha', 'tx', 'tn', 'rhx', 'rhn', 'dx', 'dn', 'px', 'pn', 'wsx',
  'wsn', 'vx', 'vn', 'pr24', 'prtype',
];
const localStampKeys = ['day', 'hour', 'min', 'month', 'pretty', 'tz', 'year'];
const utcStampKeys = ['day', 'hour', 'iso8601', 'min', 'month', 'tz', 'year'];

function expectAllStrings(record: Record<string, unknown>) {
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'object' && value !== null) expectAllStrings(value as Record<string, unknown>);
    else expect(typeof value, key).toBe('string');
  }
}

describe('weather history', () => {
  it('gives one day by default: 24 hourly entries with one observation each, one summary, all values strings', async () => {
    const answer = await body<HistoryBody>(history, {}, { ...helsinki, date: '20260105' }, winter);
    expect(typeof answer.station.name).toBe('string');
    expect(typeof answer.station.lon).toBe('number');
    expect(typeof answer.station.lat).toBe('number');
    expect(answer.hourly).toHaveLength(24);
    expect(answer.dailysummary).toHaveLength(1);
    for (const entry of answer.hourly) {
      expect(Object.keys(entry.date).sort()).toEqual(localStampKeys);
      expect(Object.keys(entry.utcdate).sort()).toEqual(utcStampKeys);
      expect(entry.observations).toHaveLength(1);
      const observation = entry.observations[0] ?? {};
      expect(Object.keys(observation).sort()).toEqual([...observationKeys].sort());
      expectAllStrings(entry);
      expect(['0', '1']).toContain(observation.snow);
      expect(Number(observation.d)).toBeLessThanOrEqual(Number(observation.t));
    }
    const first = answer.hourly[0];
    expect(first?.date.hour).toBe('00');
    expect(first?.date.tz).toBe('Europe/Helsinki');
    expect(first?.utcdate.iso8601).toBe('2026-01-04T22:00:00Z');
    const summary = answer.dailysummary[0] ?? {};
    expect(Object.keys(summary).sort()).toEqual([...summaryKeys].sort());
    expectAllStrings(summary);
    expect(Number(summary.tn)).toBeLessThanOrEqual(Number(summary.ta));
    expect(Number(summary.ta)).toBeLessThanOrEqual(Number(summary.tx));
    expect(Number(summary.snowfall)).toBeLessThanOrEqual(Number(summary.snowfallmonthtodate));
    expect(Number(summary.snowfallmonthtodate)).toBeLessThanOrEqual(Number(summary.snowfallsincejul1));
  });

  it('clamps days to 14 and stops at yesterday', async () => {
    const fortnight = await body<HistoryBody>(history, {}, { ...helsinki, date: '20260101', days: '30' }, winter);
    expect(fortnight.dailysummary).toHaveLength(14);
    expect(fortnight.hourly).toHaveLength(14 * 24);
    const recent = await body<HistoryBody>(history, {}, { ...helsinki, date: '20260207', days: '5' }, winter);
    expect(recent.dailysummary.map((day) => (day.dt as Stamp).day)).toEqual(['07', '08']);
  });

  it('converts units: Fahrenheit, Beaufort, inches', async () => {
    const metric = await body<HistoryBody>(history, {}, { ...helsinki, date: '20260105' }, winter);
    const imperial = await body<HistoryBody>(
      history, {}, { ...helsinki, date: '20260105', tempunit: 'F', windunit: 'BFT', precunit: 'IN' }, winter,
    );
    const celsius = Number(metric.hourly[12]?.observations[0]?.t);
    expect(Number(imperial.hourly[12]?.observations[0]?.t)).toBeCloseTo((celsius * 9) / 5 + 32, 0);
    for (const entry of imperial.hourly) expect(entry.observations[0]?.ws).toMatch(/^(\d|1[0-2])$/);
    expect(Number(imperial.dailysummary[0]?.pr24)).toBeCloseTo(Number(metric.dailysummary[0]?.pr24) / 25.4, 1);
  });

  it('refuses dates before 2009, from today on, impossible dates, and bad coordinates or units', async () => {
    for (const date of ['20081231', '20260209', '20270101', '20230230', '2023-01-01', '2023011']) {
      expect(await failure(history, {}, { ...helsinki, date }, winter), date).toBe(400);
    }
    expect(await body<HistoryBody>(history, {}, { ...helsinki, date: '20090101' }, winter)).toHaveProperty('station');
    expect(await failure(history, {}, { lon: '24.94', date: '20260105' }, winter)).toBe(400);
    expect(await failure(history, {}, { lon: '24.94', lat: '95', date: '20260105' }, winter)).toBe(400);
    expect(await failure(history, {}, { ...helsinki }, winter)).toBe(400);
    expect(await failure(history, {}, { ...helsinki, date: '20260105', days: '0' }, winter)).toBe(400);
    expect(await failure(history, {}, { ...helsinki, date: '20260105', windunit: 'KNOTS' }, winter)).toBe(400);
    expect(await failure(history, {}, { ...helsinki, date: '20260105', precunit: 'CM' }, winter)).toBe(400);
    expect(await failure(history, {}, { ...helsinki, date: '20260105', lang: 'xx' }, winter)).toBe(400);
  });
});
