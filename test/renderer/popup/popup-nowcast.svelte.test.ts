import { describe, expect, it } from 'vitest';
import {
  chartSummary,
  nowcastBars,
  nowcastHeadline,
  resolutionLabel,
} from '@renderer/popup/nowcast';
import type { Nowcast } from '@shared/api/forecasts';

const zone = 'Europe/Helsinki';
/** 14:11 in Helsinki: the first step of every nowcast here. */
const start = Date.parse('2026-01-15T14:11:00+02:00');
const minute = 60_000;

/** One-minute steps from `start`, as the service writes them (local time with offset). */
function nowcast(rates: (number | null)[], resolution = 1): Nowcast {
  return {
    resolution,
    forecast: rates.map((precipRate, i) => {
      const local = new Date(start + i * minute + 2 * 3_600_000).toISOString().slice(0, 16);
      return { time: `${local}+02:00`, precipRate };
    }),
  };
}

const dry = (count: number) => Array.from({ length: count }, () => 0);
const wet = (count: number, rate = 1) => Array.from({ length: count }, () => rate);
const headline = (rates: (number | null)[], now = start, kind: 'rain' | 'sleet' | 'snow' | null = null) =>
  nowcastHeadline(nowcast(rates), now, { timeZone: zone, kind });

describe('nowcastHeadline', () => {
  it('says when rain starts and when it is heaviest, in the location’s zone', () => {
    const rates = [...dry(12), 0.4, 1.5, 4.2, 2, 0.3, ...dry(43)];
    expect(headline(rates)).toEqual({ kind: 'starting', text: 'Rain starting in 12 min, heaviest around 14:25' });
    expect(nowcastHeadline(nowcast(rates), start, { timeZone: 'America/New_York', kind: null }).text).toBe(
      'Rain starting in 12 min, heaviest around 07:25',
    );
  });

  it('counts minutes from now, not from the first step', () => {
    const rates = [...dry(12), 2, ...dry(47)];
    expect(headline(rates, start + 5 * minute + 20_000).text).toBe('Rain starting in 7 min, heaviest around 14:23');
  });

  it('names what falls when the symbols say so', () => {
    expect(headline([...dry(3), 1, ...dry(56)], start, 'snow').text).toBe('Snow starting in 3 min, heaviest around 14:14');
    expect(headline(dry(60), start, 'sleet').text).toBe('No sleet in the next hour');
  });

  it('says how long rain that is falling now lasts', () => {
    expect(headline(wet(60))).toEqual({ kind: 'ongoing', text: 'Rain for the next hour' });
    expect(headline([...wet(20), ...wet(10, 3), ...wet(30)]).text).toBe('Rain for the next hour, heaviest around 14:31');
  });

  it('admits when the nowcast ends before the hour does', () => {
    expect(headline(wet(40))).toEqual({ kind: 'ongoing', text: 'Rain for the next 40 min' });
    expect(headline([...wet(40), ...Array.from({ length: 20 }, () => null)]).text).toBe('Rain for the next 40 min');
  });

  it('says when rain stops', () => {
    expect(headline([...wet(15), ...dry(45)])).toEqual({ kind: 'stopping', text: 'Rain stopping in 15 min' });
  });

  it('says there is no rain, and for how long it knows', () => {
    expect(headline(dry(60))).toEqual({ kind: 'none', text: 'No rain in the next hour' });
    expect(headline(dry(30)).text).toBe('No rain in the next 30 min');
    // The service's own threshold: below 0.1 mm/h it reports no precipitation.
    expect(headline([0.05, ...dry(59)]).kind).toBe('none');
  });

  it('does not call missing values dry', () => {
    expect(headline([...dry(50), null, null, null, null, null, null, null, null, null, null]).text).toBe(
      'No rain in the next hour; 10 min without data',
    );
    expect(headline(Array.from({ length: 60 }, () => null))).toEqual({
      kind: 'unknown',
      text: 'Precipitation for the next hour is not known yet',
    });
    expect(nowcastHeadline(null, start, { timeZone: zone }).kind).toBe('unknown');
  });

  it('tells nothing from a nowcast that has run out', () => {
    expect(headline(wet(60), start + 61 * minute).kind).toBe('unknown');
  });

  it('lets a missing value in a wet spell end what it knows, not claim a stop', () => {
    expect(headline([...wet(10), null, ...dry(49)])).toEqual({ kind: 'ongoing', text: 'Rain for the next 10 min' });
  });
});

describe('nowcastBars', () => {
  it('keeps the step under way and the steps up to an hour ahead, in time order', () => {
    const data = nowcast([...dry(5), 0.7, ...dry(64)]);
    data.forecast.reverse();
    const bars = nowcastBars(data, start + 2 * minute + 30_000);
    // Half a minute in: the step under way, 59 whole ones, and the one the hour ends in.
    expect(bars).toHaveLength(61);
    expect(bars[0]?.at).toBe(start + 2 * minute);
    expect(bars[3]?.rate).toBe(0.7);
    expect(bars.every((bar) => bar.lengthMs === minute)).toBe(true);
  });

  it('keeps missing values as null, for the chart to mark', () => {
    expect(nowcastBars(nowcast([null, 0]), start).map((bar) => bar.rate)).toEqual([null, 0]);
  });
});

describe('resolutionLabel', () => {
  it('tells radar from the interpolated model', () => {
    expect(resolutionLabel(1)).toBe('1-minute radar');
    expect(resolutionLabel(60)).toBe('hourly model, interpolated');
    expect(resolutionLabel(5)).toBe('5-minute steps');
  });
});

describe('chartSummary', () => {
  it('gives the headline, how much is known and the peak in one line', () => {
    const data = nowcast([...dry(12), 0.4, 1.5, 4.2, 2, 0.3, ...dry(41), null, null]);
    const bars = nowcastBars(data, start);
    const line = chartSummary(bars, nowcastHeadline(data, start, { timeZone: zone }), 'en', zone);
    expect(line).toBe(
      'Precipitation over the next hour, 58 of 60 steps known: Rain starting in 12 min, heaviest around 14:25; the most is 4.2 mm/h at 14:25.',
    );
  });

  it('has no peak to tell when it stays dry', () => {
    const bars = nowcastBars(nowcast(dry(60)), start);
    expect(chartSummary(bars, { kind: 'none', text: 'No rain in the next hour' }, 'en', zone)).toBe(
      'Precipitation over the next hour, 60 of 60 steps known: No rain in the next hour.',
    );
  });
});
