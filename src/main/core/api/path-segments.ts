import type { LocationRef } from '@shared/api/options';
import { fail, ok, type Result } from '@shared/ipc/result';
import type { QueryValue } from './api-request';

/** Five decimals are about a metre; more only makes addresses longer, and exponents would be refused. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(5)));
}

/**
 * A location as the service's path wants it: the id, or 'longitude,latitude'. Checked here so a
 * bad value costs no request from the user's allowance.
 */
export function locationSegment(location: LocationRef): Result<string> {
  if ('id' in location) {
    return Number.isSafeInteger(location.id) && location.id > 0
      ? ok(String(location.id))
      : fail('badInput', { key: 'notLocationId', values: { id: String(location.id) } }, { action: 'action.chooseLocationAgain' });
  }
  const { lon, lat } = location;
  if (Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90) {
    return ok(`${coordinate(lon)},${coordinate(lat)}`);
  }
  return fail('badInput', 'coordinatesOutOfRange');
}

/**
 * Text that cannot be a path segment: an empty one, `.` or `..` would address another endpoint
 * (`DELETE /authorize/key/..` is `DELETE /authorize/`). Escaping does not help, as URL parsers
 * read `%2e%2e` as `..` too; so these are refused before any request is made.
 */
function segmentRefusal(text: string, field: SegmentField): Result<string> | undefined {
  if (text === '') return fail('badInput', { key: 'segmentEmpty', values: { field } });
  if (text === '.' || text === '..') return fail('badInput', { key: 'segmentInvalid', values: { text, field } });
  return undefined;
}

/** Which field a path segment came from, as the error's `{field, select, …}` names it. */
export type SegmentField = 'colourScheme' | 'apiKey' | 'day' | 'month' | 'mapTime' | 'placeName';

/** Free text in a path (a search, a key, a colour scheme), every reserved character escaped; `field` names it for the error. */
export function textSegment(text: string, field: SegmentField): Result<string> {
  return segmentRefusal(text, field) ?? ok(encodeURIComponent(text));
}

/** A timestamp in a path keeps its colons, which paths allow, so it reads as the service listed it. */
export function timeSegment(time: string): Result<string> {
  return segmentRefusal(time, 'mapTime') ?? ok(encodeURIComponent(time).replace(/%3A/gi, ':'));
}

/** Option names that differ from the specification's parameter names. */
const parameterNames: Record<string, string> = {
  tempUnit: 'tempunit',
  windUnit: 'windunit',
  precUnit: 'precunit',
  offsetHours: 'offset_hours',
  radiusKm: 'radius',
  groupBy: 'group_by',
};

/** Request options as query parameters under the specification's names. */
export function specQuery(options: object): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(options) as [string, QueryValue][]) {
    query[parameterNames[name] ?? name] = value;
  }
  return query;
}
