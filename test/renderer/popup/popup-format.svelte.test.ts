import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatClock,
  formatClockOrDate,
  formatDegrees,
  formatNumber,
  formatPrecipitation,
  formatDistance,
  formatDistanceFigure,
  formatPressure,
  formatWind,
  formatPrecipitationFigure,
  formatTemperature,
  formatWithUnit,
  missing,
  shownNumber,
  shownPrecipitation,
} from '@renderer/lib/weather/format';
import { dataFromLine, freshnessLine } from '@renderer/popup/freshness';
import { summariseWarnings, warningsLabel } from '@renderer/popup/warnings';
import type { Warning } from '@shared/api/products';
import { pressureRangeText } from '@renderer/dashboard/display';
import { displayOf, displayZone } from '@renderer/lib/weather/display';
import { formatAverage, formatCount } from '@renderer/dashboard/account/usage-summary';
import { wholeDegreeCases } from '../../support/whole-degree-cases';
import { unitPresets } from '@shared/units';
import { clockDisplay } from '../displays';

const metric = unitPresets.metric;
const us = unitPresets.us;

describe('missing values', () => {
  it('show as a dash, never as 0', () => {
    expect(missing).toBe('–');
    for (const value of [null, undefined, Number.NaN]) {
      expect(formatNumber(value, { locale: 'en' })).toBe('–');
      expect(formatDegrees(value, { units: unitPresets.metric, locale: 'en' })).toBe('–');
      expect(formatWithUnit(value, 'hPa', { locale: 'en' })).toBe('–');
      expect(formatDistance(value, { units: metric, locale: 'en' })).toBe('–');
      expect(formatPressure(value, { units: metric, locale: 'en' })).toBe('–');
      expect(formatWind(value, { units: metric, locale: 'en' })).toBe('–');
      expect(formatPrecipitation(value, 'amount', { units: metric, locale: 'en' })).toBe('–');
    }
  });

  it('while a real zero is shown as one', () => {
    expect(formatNumber(0, { locale: 'en' })).toBe('0');
    expect(formatDegrees(0, { units: unitPresets.metric, locale: 'en' })).toBe('0°');
    expect(formatPrecipitation(0, 'amount', { units: metric, locale: 'en' })).toBe('0\u00a0mm');
    expect(formatWithUnit(0, '%', { locale: 'en' })).toBe('0\u00a0%');
  });
});

describe('numbers', () => {
  it('rounds temperatures and never shows -0', () => {
    expect(formatDegrees(-0.4, { units: unitPresets.metric, locale: 'en' })).toBe('0°');
    expect(formatDegrees(-3.6, { units: unitPresets.metric, locale: 'en' })).toBe('-4°');
    expect(formatDegrees(21.5, { units: unitPresets.metric, locale: 'en' })).toBe('22°');
  });

  it.each(wholeDegreeCases)('shows %d as %s°, as the tray icon and its tooltip do, with or without the unit', (temperature, shown) => {
    expect(formatDegrees(temperature, { units: unitPresets.metric, locale: 'en' })).toBe(`${shown}°`);
    expect(formatWithUnit(temperature, '°C', { locale: 'en' })).toBe(`${shown}\u00a0°C`);
  });

  it('shows precipitation to a tenth of a millimetre, and a trace where less falls', () => {
    expect(formatPrecipitation(0.04, 'rate', { units: metric, locale: 'en' })).toBe('trace');
    expect(formatPrecipitation(0.05, 'rate', { units: metric, locale: 'en' })).toBe('0.1\u00a0mm/h');
    expect(formatPrecipitation(0.34, 'amount', { units: metric, locale: 'en' })).toBe('0.3\u00a0mm');
    expect(formatPrecipitation(12.4, 'amount', { units: metric, locale: 'en' })).toBe('12\u00a0mm');
  });

  it('reads visibility in kilometres or miles, with a decimal only when short', () => {
    expect(formatDistance(36_311, { units: metric, locale: 'en' })).toBe('36\u00a0km');
    expect(formatDistance(800, { units: metric, locale: 'en' })).toBe('0.8\u00a0km');
    expect(formatDistance(36_311, { units: us, locale: 'en' })).toBe('23\u00a0mi');
    expect(formatDistance(800, { units: us, locale: 'en' })).toBe('0.5\u00a0mi');
    expect([36_311, 800, 9_960, null].map((metres) => formatDistanceFigure(metres, { units: metric, locale: 'en' }))).toEqual(['36', '0.8', '10', '–']);
  });

  it('converts pressure, precipitation and wind to the units chosen', () => {
    expect(formatPressure(1013.25, { units: metric, locale: 'en' })).toBe('1013\u00a0hPa');
    expect(formatPressure(1013.25, { units: us, locale: 'en' })).toBe('29.92\u00a0inHg');
    // Both digits the README promises, a trailing zero included: 992.2\u00a0hPa is 29.30\u00a0inHg, not 29.3.
    expect(formatPressure(992.2, { units: us, locale: 'en' })).toBe('29.30\u00a0inHg');
    expect(formatPressure(992.2, { units: us, locale: 'de' })).toBe('29,30\u00a0inHg');
    expect(formatPressure(1013.25, { units: { ...unitPresets.metric, pressure: 'mmHg' }, locale: 'en' })).toBe('760\u00a0mmHg');
    expect(formatPrecipitation(2.54, 'amount', { units: us, locale: 'en' })).toBe('0.1\u00a0in');
    expect(formatPrecipitation(12.7, 'rate', { units: us, locale: 'en' })).toBe('0.5\u00a0in/h');
    expect(formatPrecipitation(0.1, 'amount', { units: us, locale: 'en' })).toBe('trace');
    expect(formatWind(7.3, { units: { ...unitPresets.metric, wind: 'BFT' }, locale: 'en' })).toBe('4\u00a0Bft');
    expect(formatWind(7.3, { units: metric, locale: 'en' })).toBe('7\u00a0m/s');
  });

  it('gives the number a figure shows, for arithmetic that must agree with it', () => {
    const cases = [
      [2.64, 1, 2.6],
      [12.45, 1, 12.5],
      [-2.5, 0, -2],
      [-0.04, 1, 0],
      [1013.25, 0, 1013],
      [0.005, 2, 0.01],
    ] as const;
    for (const [value, digits, shown] of cases) {
      expect(shownNumber(value, digits)).toBe(shown);
      // The same figure formatNumber writes, in English and German digits alike.
      expect(formatNumber(shown, { locale: 'en' }, digits)).toBe(formatNumber(value, { locale: 'en' }, digits));
      expect(formatNumber(shown, { locale: 'de' }, digits)).toBe(formatNumber(value, { locale: 'de' }, digits));
    }
    expect(shownNumber(null, 1)).toBeNull();
    expect(shownNumber(Number.NaN)).toBeNull();
  });

  it('reads an amount as nothing exactly where its figure is 0', () => {
    expect([0, 0.04, 0.05, 1.26].map((mm) => shownPrecipitation(mm, { units: metric }))).toEqual([0, 0, 0.1, 1.3]);
    expect([0.1, 0.13, 2.54].map((mm) => shownPrecipitation(mm, { units: us }))).toEqual([0, 0.01, 0.1]);
    expect([0.04, 0.05].map((mm) => formatPrecipitationFigure(mm, { units: metric, locale: 'en' }))).toEqual(['0', '0.1']);
    expect(shownPrecipitation(undefined, { units: metric })).toBeNull();
  });

  it('gives precipitation a decimal below 10', () => {
    expect(formatPrecipitation(0.43, 'rate', { units: metric, locale: 'en' })).toBe('0.4\u00a0mm/h');
    expect(formatPrecipitation(12.4, 'amount', { units: metric, locale: 'en' })).toBe('12\u00a0mm');
  });

  it('writes numbers as the English sentences around them, whatever language the data comes in', () => {
    for (const language of ['de', 'fr', 'pt_br'] as const) {
      const display = displayOf({ timeZone: 'system', language, units: metric }, { timezone: 'Europe/Berlin' });
      expect(pressureRangeText(990, 1023, display)).toBe('990 to 1023\u00a0hPa');
      expect(formatTemperature(6.4, display)).toBe('6\u00a0°C');
      expect(formatPrecipitation(0.5, 'amount', display)).toBe('0.5\u00a0mm');
    }
    expect(formatCount(1252)).toBe('1,252');
    expect(formatAverage(2.35)).toBe('2.4');
  });
});

describe('times', () => {
  const at = Date.parse('2026-01-15T12:25:00Z');

  it('writes 24-hour clock times in the zone asked for', () => {
    expect(formatClock(at, clockDisplay('Europe/Helsinki', '24h'))).toBe('14:25');
    expect(formatClock('2026-01-15T14:25+02:00', clockDisplay('America/New_York', '24h'))).toBe('07:25');
    expect(formatClock('not a time', clockDisplay('Europe/Helsinki', '24h'))).toBe('–');
  });

  it('writes 12-hour clock times when chosen', () => {
    expect(formatClock(at, clockDisplay('Europe/Helsinki', '12h'))).toBe('2:25 pm');
    expect(formatClockOrDate(at, at + 86_400_000, clockDisplay('Europe/Helsinki', '12h'))).toBe('15 Jan, 2:25 pm');
  });

  it('falls back to the computer’s zone for a zone it does not know', () => {
    expect(formatClock(at, clockDisplay('Not/AZone', '24h'))).toBe(formatClock(at, clockDisplay(undefined, '24h')));
  });

  it('adds the date only when it is another day', () => {
    expect(formatClockOrDate(at, at + 3_600_000, clockDisplay('Europe/Helsinki', '24h'))).toBe('14:25');
    expect(formatClockOrDate(at, at + 86_400_000, clockDisplay('Europe/Helsinki', '24h'))).toBe('15 Jan, 14:25');
  });

  it('takes the zone from the setting', () => {
    expect(displayZone('location', 'Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(displayZone('system', 'Africa/Nairobi')).toBeUndefined();
    expect(displayZone('Asia/Tokyo', 'Africa/Nairobi')).toBe('Asia/Tokyo');
  });

  it('says ages the way people do', () => {
    expect(formatAge(20_000)).toBe('just now');
    expect(formatAge(3 * 60_000 + 59_000)).toBe('3\u00a0min. ago');
    expect(formatAge(125 * 60_000)).toBe('2\u00a0hr. ago');
    expect(formatAge(3 * 86_400_000)).toBe('3\u00a0days ago');
    expect(formatAge(-5_000)).toBe('just now');
  });
});

describe('freshnessLine', () => {
  const fetchedAt = '2026-01-15T08:42:00Z';
  const now = Date.parse(fetchedAt) + 3 * 60_000;

  it('tells the age while fresh or stale, and when the data is from while offline', () => {
    expect(freshnessLine('fresh', fetchedAt, now, clockDisplay('Europe/Helsinki', '24h'))).toEqual({ state: 'fresh', text: 'Updated 3\u00a0min. ago' });
    expect(freshnessLine('stale', fetchedAt, now + 2 * 3_600_000, clockDisplay('Europe/Helsinki', '24h'))).toEqual({
      state: 'stale',
      text: 'Stale: updated 2\u00a0hr. ago',
    });
    expect(freshnessLine('offline', fetchedAt, now, clockDisplay('Europe/Helsinki', '24h'))).toEqual({
      state: 'offline',
      text: 'Offline: data from 10:42',
    });
    expect(freshnessLine('offline', fetchedAt, now, clockDisplay('Europe/Helsinki', '12h')).text).toBe('Offline: data from 10:42 am');
  });

  it('says there is no data yet, without a promise', () => {
    expect(freshnessLine(null, null, now, clockDisplay(undefined, '24h'))).toEqual({ state: 'none', text: 'No data yet' });
  });
});

describe('dataFromLine', () => {
  const fetchedAt = '2026-01-15T08:20:00Z';
  const now = Date.parse(fetchedAt) + 22 * 60_000;

  it('gives a part its own time and age: a nowcast 22 min old says so, whatever the conditions say', () => {
    expect(dataFromLine('fresh', fetchedAt, now, clockDisplay('Europe/Helsinki', '24h'))).toEqual({ state: 'fresh', text: 'Data from 10:20 (22\u00a0min. ago)' });
    expect(dataFromLine('stale', fetchedAt, now + 3_600_000, clockDisplay('Europe/Helsinki', '12h'))).toEqual({
      state: 'stale',
      text: 'Stale: data from 10:20 am (1\u00a0hr. ago)',
    });
    expect(dataFromLine('offline', fetchedAt, now, clockDisplay('Europe/Helsinki', '24h')).text).toBe('Offline: data from 10:20 (22\u00a0min. ago)');
    expect(dataFromLine('fresh', 'not a time', now, clockDisplay('Europe/Helsinki', '24h'))).toEqual({ state: 'none', text: 'No data yet' });
  });
});

function warning(significance: string, validUntil: string, significanceDescription = significance): Warning {
  return {
    type: 'wind',
    significance,
    significanceDescription,
    attribution: null,
    attributionUrl: null,
    validFrom: '2026-01-15T00:00:00Z',
    validUntil,
    sent: '2026-01-14T20:00:00Z',
    description: [],
    link: 'https://example.invalid',
    name: 'Wind warning',
  };
}

describe('warnings', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');

  it('counts the warnings not yet over and finds the most severe', () => {
    const summary = summariseWarnings(
      [
        warning('Y', '2026-01-16T00:00:00Z'),
        warning('R', '2026-01-15T06:00:00Z', 'Severe'),
        warning('O', '2026-01-15T18:00:00Z', 'Moderate'),
      ],
      now,
    );
    expect(summary).toEqual({ count: 2, highest: 'O', highestDescription: 'Moderate' });
    expect(warningsLabel(summary)).toBe('2 warnings, highest orange (Moderate)');
  });

  it('says when there are none', () => {
    const summary = summariseWarnings([], now);
    expect(summary).toEqual({ count: 0, highest: null, highestDescription: null });
    expect(warningsLabel(summary)).toBe('No weather warnings');
  });

  it('counts a warning of an unknown significance without ranking it', () => {
    const summary = summariseWarnings([warning('X', '2026-01-16T00:00:00Z')], now);
    expect(warningsLabel(summary)).toBe('1 warning');
  });
});
