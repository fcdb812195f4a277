import { DateTime } from 'luxon';
import type { Params, TempUnit, WindUnit } from '@service/http/params';
import { locationLanguages, tempUnits, windUnits } from '@service/http/params';
import { badParameter } from '@service/http/service-error';

/** Weather history starts in January 2009. */
const firstDay = '2009-01-01';
const maxDays = 14;

export interface HistoryQuery {
  lon: number;
  lat: number;
  /** The first day, YYYY-MM-DD. */
  date: string;
  days: number;
  tempUnit: TempUnit;
  windUnit: WindUnit;
  precipUnit: 'MM' | 'IN';
  lang: string;
}

function coordinate(params: Params, name: 'lon' | 'lat', limit: number): number {
  const value = params.optionalNumber(name, -limit, limit);
  if (value === undefined) throw badParameter(name, 'is required');
  return value;
}

/** `days`: 1 or more, clamped to 14 like periods elsewhere. */
function dayCount(params: Params): number {
  const raw = params.get('days');
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badParameter('days', 'must be a whole number of 1 or more');
  return Math.min(Number(raw), maxDays);
}

/**
 * The history query. `date` is a real calendar day (YYYYMMDD) from 2009-01-01 up to yesterday in
 * the place's zone; days that would reach today or later are left out, so only whole observed
 * days are returned.
 */
export function parseHistoryQuery(params: Params, now: Date, zoneAt: (lon: number, lat: number) => string): HistoryQuery {
  const lon = coordinate(params, 'lon', 180);
  const lat = coordinate(params, 'lat', 90);
  const raw = params.required('date');
  const start = /^\d{8}$/.test(raw) ? DateTime.fromFormat(raw, 'yyyyMMdd', { zone: 'UTC' }) : null;
  if (start === null || !start.isValid) throw badParameter('date', `'${raw}' is not a calendar day shaped YYYYMMDD`);
  const date = start.toFormat('yyyy-MM-dd');
  const yesterday = DateTime.fromJSDate(now, { zone: zoneAt(lon, lat) }).minus({ days: 1 }).toFormat('yyyy-MM-dd');
  if (date < firstDay) throw badParameter('date', 'history is available from 20090101');
  if (date > yesterday) throw badParameter('date', `history is available up to yesterday (${yesterday.replaceAll('-', '')})`);
  const available = Math.round(DateTime.fromISO(yesterday).diff(DateTime.fromISO(date), 'days').days) + 1;
  return {
    lon,
    lat,
    date,
    days: Math.min(dayCount(params), available),
    tempUnit: params.oneOf('tempunit', tempUnits, 'C'),
    windUnit: params.oneOf('windunit', [...windUnits, 'BFT'] as const, 'MS'),
    precipUnit: params.oneOf('precunit', ['MM', 'IN'] as const, 'MM'),
    lang: params.oneOf('lang', locationLanguages, 'en'),
  };
}
