import type { z } from 'zod';
import type { MapImage } from '@shared/api/maps';
import type { RawAnswer, Reading } from './api-request';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as JSON; a cut-off or non-JSON body is a problem, never a thrown exception. */
export function parseJsonBody(answer: RawAnswer): Reading<unknown> {
  if (answer.status === 304) return { ok: false, problem: 'answered 304 Not Modified to a data request' };
  try {
    return { ok: true, value: JSON.parse(utf8.decode(answer.body)) as unknown };
  } catch (error) {
    return { ok: false, problem: `body is not JSON (${error instanceof Error ? error.name : 'unreadable'})` };
  }
}

/** Where and why the value does not fit the schema: paths and zod's wording, never the values. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length === 0 ? '(root)' : issue.path.join('.')}: ${issue.message}`)
    .join('; ');
}

export function validate<T>(schema: z.ZodType<T, unknown>, value: unknown): Reading<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: describeIssues(parsed.error) };
}

export function readJson<T>(schema: z.ZodType<T, unknown>): (answer: RawAnswer) => Reading<T> {
  return (answer) => {
    const json = parseJsonBody(answer);
    return json.ok ? validate(schema, json.value) : json;
  };
}

/** For calls that answer 204 No Content (key delete): any success is the answer. */
export function readNothing(): Reading<undefined> {
  return { ok: true, value: undefined };
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function maxAgeSeconds(headers: Headers): number | null {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(headers.get('cache-control') ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Tiles and legends: PNG bytes with their ETag, or "not modified" to a conditional request. */
export function readImage(answer: RawAnswer): Reading<MapImage> {
  const etag = answer.headers.get('etag');
  if (answer.status === 304) return { ok: true, value: { status: 'notModified', etag, maxAgeSeconds: maxAgeSeconds(answer.headers) } };
  const isPng = pngSignature.every((byte, index) => answer.body[index] === byte);
  if (!isPng) return { ok: false, problem: `expected a PNG image, got ${answer.headers.get('content-type') ?? 'no content type'}` };
  return { ok: true, value: { status: 'image', bytes: answer.body, etag, maxAgeSeconds: maxAgeSeconds(answer.headers) } };
}
