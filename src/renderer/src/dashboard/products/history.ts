import type { HistoryDailySummary, HistoryObservation, WeatherHistory } from '@shared/api/products';
import type { Display, UnitDisplay } from '../../lib/weather/display';
import { formatPrecipitation, formatPressure, formatSnow, formatTemperature, formatWind, formatWithUnit, missing } from '../../lib/weather/format';
import { formatDate } from '../time';
import { productsText as t } from './text';

/**
 * Weather history delivers every value as a string. A value that is absent, empty, not a number,
 * or one of the -999/-9999 placeholders history feeds use for "no reading" is missing (null),
 * never 0.
 */
export function reading(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '' || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) && number > -999 ? number : null;
}

/** The '0'/'1' flags (fog, rain, snow, hail, thunder, tornado); anything else is unknown. */
export function flag(value: string | null | undefined): boolean | null {
  const text = value?.trim();
  return text === '1' ? true : text === '0' ? false : null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export interface HistoryHourRow {
  /** UTC, ISO 8601. */
  time: string;
  temperature: number | null;
  feelsLike: number | null;
  dewPoint: number | null;
  humidity: number | null;
  windSpeed: number | null;
  gust: number | null;
  windCompass: string | null;
  pressure: number | null;
  precipitation: number | null;
  conditions: string | null;
}

function hourRow(observation: HistoryObservation): HistoryHourRow {
  return {
    time: observation.dtu.iso8601,
    temperature: reading(observation.t),
    feelsLike: reading(observation.tf),
    dewPoint: reading(observation.d),
    humidity: reading(observation.rh),
    windSpeed: reading(observation.ws),
    gust: reading(observation.gust),
    windCompass: text(observation.wn),
    pressure: reading(observation.p),
    precipitation: reading(observation.pr1),
    conditions: text(observation.sT),
  };
}

/** Every observation of every hour, oldest first. */
export function historyHours(history: WeatherHistory): HistoryHourRow[] {
  return history.hourly
    .flatMap((hour) => hour.observations.map(hourRow))
    .filter((row) => Number.isFinite(Date.parse(row.time)))
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

const eventNames = ['fog', 'rain', 'snow', 'hail', 'thunder', 'tornado'] as const;
export type HistoryEvent = (typeof eventNames)[number];

export interface HistoryDayRow {
  /** The station's local day, YYYY-MM-DD. */
  date: string;
  high: number | null;
  low: number | null;
  mean: number | null;
  precipitation: number | null;
  /** The service's rain, sleet or snow; null when none fell or it is not known. */
  precipitationType: string | null;
  windMean: number | null;
  windMax: number | null;
  humidity: number | null;
  pressure: number | null;
  snowDepth: number | null;
  /** What was observed that day ('fog', 'snow'), named in words by `historyColumns`. */
  events: HistoryEvent[];
}

function dayRow(summary: HistoryDailySummary): HistoryDayRow {
  const type = text(summary.prtype);
  return {
    date: `${summary.dt.year}-${summary.dt.month}-${summary.dt.day}`,
    high: reading(summary.tx),
    low: reading(summary.tn),
    mean: reading(summary.ta),
    precipitation: reading(summary.pr24),
    precipitationType: type === null || type === 'none' ? null : type,
    windMean: reading(summary.wsa),
    windMax: reading(summary.wsx),
    humidity: reading(summary.rha),
    pressure: reading(summary.pa),
    snowDepth: reading(summary.snowdepth),
    events: eventNames.filter((name) => flag(summary[name]) === true),
  };
}

export function historyDays(history: WeatherHistory): HistoryDayRow[] {
  return history.dailysummary.map(dayRow);
}

/** One column of the daily summaries: its heading and a day's value in words. */
export interface HistoryColumn {
  id: 'high' | 'low' | 'mean' | 'precipitation' | 'windMean' | 'windMax' | 'humidity' | 'pressure' | 'snowDepth' | 'observed';
  label: string;
  /** Whether the day has a value here (a column no day has a value for is not shown). */
  has(day: HistoryDayRow): boolean;
  text(day: HistoryDayRow): string;
}

/**
 * The daily summaries' columns the station reports something for: a column of dashes tells the
 * user nothing but that the station does not measure it, and pushes the rest out of view.
 */
export function historyColumns(days: readonly HistoryDayRow[], display: Display): HistoryColumn[] {
  const number = (pick: (day: HistoryDayRow) => number | null, unit: string, fractionDigits = 0): HistoryColumn['text'] =>
    (day) => formatWithUnit(pick(day), unit, display, fractionDigits);
  const column = (id: HistoryColumn['id'], pick: (day: HistoryDayRow) => number | null, unit: string, fractionDigits?: number): HistoryColumn => ({
    id,
    label: t(id),
    has: (day) => pick(day) !== null,
    text: number(pick, unit, fractionDigits),
  });
  const temperatureColumn = (id: HistoryColumn['id'], pick: (day: HistoryDayRow) => number | null): HistoryColumn => ({
    ...column(id, pick, ''),
    text: (day) => formatTemperature(pick(day), display, 1),
  });
  // The events are a list of words: the language's own list, which in English is commas only.
  const events = new Intl.ListFormat(display.locale, { type: 'unit', style: 'short' });
  const columns: HistoryColumn[] = [
    temperatureColumn('high', (day) => day.high),
    temperatureColumn('low', (day) => day.low),
    temperatureColumn('mean', (day) => day.mean),
    {
      id: 'precipitation',
      label: t('precipitation'),
      has: (day) => day.precipitation !== null,
      text: (day) =>
        `${formatPrecipitation(day.precipitation, 'amount', display)}${day.precipitationType === null ? '' : `\u00a0(${t('precipitationType', { type: day.precipitationType })})`}`,
    },
    { id: 'windMean', label: t('windMean'), has: (day) => day.windMean !== null, text: (day) => formatWind(day.windMean, display) },
    { id: 'windMax', label: t('windMax'), has: (day) => day.windMax !== null, text: (day) => formatWind(day.windMax, display) },
    column('humidity', (day) => day.humidity, '%'),
    { id: 'pressure', label: t('pressure'), has: (day) => day.pressure !== null, text: (day) => formatPressure(day.pressure, display) },
    { id: 'snowDepth', label: t('snowDepth'), has: (day) => day.snowDepth !== null, text: (day) => formatSnow(day.snowDepth, display) },
    {
      id: 'observed',
      label: t('observed'),
      has: (day) => day.events.length > 0,
      text: (day) => (day.events.length === 0 ? missing : events.format(day.events.map((event) => t('historyEvent', { event })))),
    },
  ];
  return columns.filter((candidate) => days.some((day) => candidate.has(day)));
}

function finite(values: readonly (number | null)[]): number[] {
  return values.filter((value): value is number => value !== null && Number.isFinite(value));
}

/** The chart's one-line summary: where, the temperature range and the total precipitation. */
export function historySummary(history: WeatherHistory, display: UnitDisplay): string {
  const hours = historyHours(history);
  const temperatures = finite(hours.map((hour) => hour.temperature));
  const precipitation = finite(hours.map((hour) => hour.precipitation));
  const span = { days: history.dailysummary.length, station: history.station.name };
  if (temperatures.length === 0) return t('historyNoTemperatures', span);
  const range = {
    ...span,
    lowest: formatTemperature(Math.min(...temperatures), display, 1),
    highest: formatTemperature(Math.max(...temperatures), display, 1),
  };
  if (precipitation.length === 0) return t('historySummaryNoPrecipitation', range);
  return t('historySummary', { ...range, total: formatPrecipitation(precipitation.reduce((sum, value) => sum + value, 0), 'amount', display) });
}

/**
 * Why fewer days came back than were asked for, or null when all did: the service keeps whole days
 * only up to yesterday in the place's zone, so a window reaching today or later is cut short.
 */
export function shortfallText(askedDays: number, answeredDays: number, lastDay: string): string | null {
  if (answeredDays >= askedDays) return null;
  return t('historyShortfall', { answered: answeredDays, asked: askedDays, yesterday: formatDate(lastDay) });
}
