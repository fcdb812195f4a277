import { describe, expect, it } from 'vitest';
import type { Current, HourStep } from '@shared/api/forecasts';
import type { Attention } from '@shared/views/status';
import { defaultLocation } from '@main/core/weather/locations';
import { sameTrayState, trayStateOf } from '@main/core/tray/tray-state';

const now = Date.parse('2026-01-15T10:30:00Z');

function current(temperature: number | null, symbolPhrase: string | null): Current {
  return {
    current: {
      time: '2026-01-15T12:00+02:00',
      symbol: 'd300',
      symbolPhrase,
      temperature,
      feelsLikeTemp: null,
      relHumidity: null,
      dewPoint: null,
      windSpeed: null,
      windDir: null,
      windDirString: null,
      windGust: null,
      precipProb: null,
      precipRate: null,
      cloudiness: null,
      thunderProb: null,
      uvIndex: null,
      pressure: null,
      visibility: null,
    },
  };
}

const hourStep: HourStep = {
  time: '',
  symbol: null,
  temperature: null,
  feelsLikeTemp: null,
  windSpeed: null,
  windGust: null,
  windDir: null,
  windDirString: null,
  precipProb: null,
  precipAccum: null,
};

/** Demo data with nothing in the way: what the tray state carries through untouched. */
const demoAsUsual = { dataMode: 'demo' as const, attention: null };
/** The tooltip's words in English. */
const inEnglish = { language: 'en' as const, dataLanguage: 'en' as const };

describe('trayStateOf', () => {
  it('shows the current conditions with their age, and the precipitation story in brief, naming what the hours say falls', () => {
    const snowyHour = { ...hourStep, time: new Date(now + 30 * 60_000).toISOString(), symbol: 'd412' };
    const state = trayStateOf({
      location: defaultLocation,
      unit: 'C',
      current: { data: current(-3, 'Mostly cloudy'), fetchedAt: new Date(now - 12 * 60_000).toISOString() },
      nowcast: { data: { resolution: 1, forecast: [0, 0, 0.3].map((rate, index) => ({ time: new Date(now + index * 60_000).toISOString(), precipRate: rate })) } },
      hourly: { data: { forecast: [snowyHour] } },
      now,
      connectivity: 'online',
      ...demoAsUsual,
      ...inEnglish,
    });
    expect(state).toEqual({
      temperature: -3,
      unit: 'C',
      locationName: 'Helsinki',
      conditionPhrase: 'Mostly cloudy',
      precipitationAhead: 'light snow starting in 2\u00a0min',
      freshness: 'fresh',
      ageMinutes: 12,
      connectivity: 'online',
      ...demoAsUsual,
    });
  });

  it('names the conditions in the app’s own German when the service wrote them in English', () => {
    const state = trayStateOf({
      location: defaultLocation,
      unit: 'C',
      current: { data: current(-3, 'Mostly cloudy'), fetchedAt: new Date(now).toISOString() },
      nowcast: undefined,
      hourly: undefined,
      now,
      connectivity: 'online',
      ...demoAsUsual,
      language: 'de',
      dataLanguage: 'en',
    });
    expect(state.conditionPhrase).toBe('Stark bewölkt');
  });

  it('keeps a missing temperature missing, and says stale or offline for old data', () => {
    const old = { data: current(null, null), fetchedAt: new Date(now - 50 * 60_000).toISOString() };
    expect(trayStateOf({ location: defaultLocation, unit: 'F', current: old, nowcast: undefined, hourly: undefined, now, connectivity: 'online', ...demoAsUsual, ...inEnglish })).toMatchObject({
      temperature: null,
      unit: 'F',
      freshness: 'stale',
      ageMinutes: 50,
      precipitationAhead: null,
    });
    expect(trayStateOf({ location: defaultLocation, unit: 'F', current: old, nowcast: undefined, hourly: undefined, now, connectivity: 'offline', ...demoAsUsual, ...inEnglish }).freshness).toBe('offline');
  });

  it('has no age without data, and is fresh or offline by the connection alone', () => {
    const none = { location: null, unit: 'C' as const, current: undefined, nowcast: undefined, hourly: undefined, now, ...demoAsUsual, ...inEnglish };
    expect(trayStateOf({ ...none, connectivity: 'online' })).toEqual({
      temperature: null,
      unit: 'C',
      locationName: null,
      conditionPhrase: null,
      precipitationAhead: null,
      freshness: 'fresh',
      ageMinutes: null,
      connectivity: 'online',
      ...demoAsUsual,
    });
    expect(trayStateOf({ ...none, connectivity: 'offline' }).freshness).toBe('offline');
  });

  it('compares states field by field', () => {
    const a = trayStateOf({ location: defaultLocation, unit: 'C', current: undefined, nowcast: undefined, hourly: undefined, now, connectivity: 'online', ...demoAsUsual, ...inEnglish });
    expect(sameTrayState(a, { ...a })).toBe(true);
    expect(sameTrayState(a, { ...a, ageMinutes: 1 })).toBe(false);
    const offline: Attention = { kind: 'offline', summary: { key: 'offlineSummary' }, message: { key: 'offline' }, action: null };
    expect(sameTrayState({ ...a, attention: offline }, { ...a, attention: { ...offline } })).toBe(true);
    expect(sameTrayState({ ...a, attention: offline }, { ...a, attention: { ...offline, kind: 'accountUnconfirmed' } })).toBe(false);
    const spent = (minutes: number): Attention => ({
      kind: 'allowanceSpent',
      summary: { key: 'allowanceSpentSummary' },
      message: { key: 'schedulePaused', values: { allowance: 500, resetIn: { minutesFromNow: minutes } } },
      action: 'openSettings',
    });
    expect(sameTrayState({ ...a, attention: spent(5) }, { ...a, attention: spent(5) })).toBe(true);
    expect(sameTrayState({ ...a, attention: spent(5) }, { ...a, attention: spent(4) })).toBe(false);
  });
});
