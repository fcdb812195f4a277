import { z } from 'zod';
import type { Located } from '@shared/api/forecasts';
import type { LocationRef } from '@shared/api/options';
import { ok, type Result } from '@shared/ipc/result';
import type { RawAnswer, Reading } from './api-request';
import { locationSegment } from './path-segments';
import { parseJsonBody, validate } from './response-readers';

/** The specification's limit of locations in one forecast request. */
export const maxLocationsPerRequest = 50;

/**
 * The multi-location answer (gaps-and-decisions.md): {"locations": [{"location": <item as
 * requested>, ...the single-location answer's fields}]} in request order.
 */
const multiEnvelope = z.object({
  locations: z.array(z.looseObject({ location: z.union([z.string(), z.number()]) })),
});

/** The same place whatever the service did to the text: '24.9400,60.17' is '24.94,60.17'. */
function samePlace(answered: string | number, requested: string): boolean {
  const numbers = (text: string) => text.split(',').map(Number).join(',');
  return numbers(String(answered)) === numbers(requested);
}

/**
 * Reads one request's answer for the `requested` location segments. A request for one location
 * gets the single-location shape; either shape is taken whatever was asked.
 */
export function readPerLocation<T>(schema: z.ZodType<T, unknown>, requested: readonly string[]) {
  return (answer: RawAnswer): Reading<T[]> => {
    const json = parseJsonBody(answer);
    if (!json.ok) return json;
    const envelope = multiEnvelope.safeParse(json.value);
    if (!envelope.success) {
      if (requested.length !== 1) return { ok: false, problem: `expected {locations: [...]} for ${requested.length} locations` };
      const single = validate(schema, json.value);
      return single.ok ? { ok: true, value: [single.value] } : single;
    }
    const items = envelope.data.locations;
    if (items.length !== requested.length) {
      return { ok: false, problem: `asked for ${requested.length} locations, got ${items.length}` };
    }
    const values: T[] = [];
    for (const [index, item] of items.entries()) {
      if (!samePlace(item.location, requested[index] ?? '')) return { ok: false, problem: `locations.${index}: not in request order` };
      const reading = validate(schema, item);
      if (!reading.ok) return { ok: false, problem: `locations.${index}: ${reading.problem}` };
      values.push(reading.value);
    }
    return { ok: true, value: values };
  };
}

/**
 * Asks for many locations in requests of at most 50, one after another (a failure stops there,
 * saving the allowance), and answers each location's result with the location as given.
 */
export async function inLocationChunks<T extends object>(
  locations: readonly LocationRef[],
  fetchChunk: (segments: string[]) => Promise<Result<T[]>>,
): Promise<Result<Located<T>[]>> {
  const segments: string[] = [];
  for (const location of locations) {
    const segment = locationSegment(location);
    if (!segment.ok) return segment;
    segments.push(segment.value);
  }
  const located: Located<T>[] = [];
  for (let start = 0; start < segments.length; start += maxLocationsPerRequest) {
    const answers = await fetchChunk(segments.slice(start, start + maxLocationsPerRequest));
    if (!answers.ok) return answers;
    answers.value.forEach((answer, index) => {
      const location = locations[start + index];
      if (location !== undefined) located.push({ ...answer, location });
    });
  }
  return ok(located);
}
