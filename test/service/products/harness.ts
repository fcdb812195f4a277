import { createAtmosphere } from '@service/atmosphere/index';
import { Params } from '@service/http/params';
import type { RouteResponse, ServiceContext } from '@service/http/route';
import { ServiceError } from '@service/http/service-error';
import { createGazetteer } from '@service/places/index';
import { productRoutes } from '@service/products/other-routes';

/** A winter and a summer clock, fixed so every run sees the same weather. */
export const winter = new Date('2026-02-09T10:17:00Z');
export const summer = new Date('2026-07-15T10:17:00Z');

export const places = {
  helsinki: '24.94,60.17',
  vienna: '16.37,48.21',
  seville: '-5.98,37.39',
  newYork: '-74.01,40.71',
  madrid: '-3.70,40.42',
  innsbruck: '11.39,47.27',
  northSea: '3.00,56.00',
  pacific: '-150.00,0.00',
} as const;

const atmosphere = createAtmosphere(1);
const gazetteer = createGazetteer({ elevation: (point) => atmosphere.elevation(point) });

export function serviceContext(now: Date): ServiceContext {
  return { seed: 1, atmosphere, gazetteer, accounts: undefined as never, habits: 'specification', now: () => now };
}

/** Calls the product route with this pattern as the server would, without HTTP. */
export async function call(
  pattern: string,
  path: Record<string, string>,
  query: Record<string, string>,
  now: Date,
): Promise<RouteResponse> {
  const route = productRoutes.find((candidate) => candidate.pattern === pattern);
  if (route === undefined) throw new Error(`no route ${pattern}`);
  return route.handle(
    { method: 'GET', path, params: new Params(Object.entries(query)), account: undefined as never, now, ifNoneMatch: undefined },
    serviceContext(now),
  );
}

/** The body of a successful call, typed loosely for field checks. */
export async function body<T = Record<string, unknown>>(
  pattern: string,
  path: Record<string, string>,
  query: Record<string, string>,
  now: Date,
): Promise<T> {
  const response = await call(pattern, path, query, now);
  return response.body as T;
}

/** The status of the ServiceError a call throws; fails when it succeeds. */
export async function failure(
  pattern: string,
  path: Record<string, string>,
  query: Record<string, string>,
  now: Date,
): Promise<number> {
  try {
    await call(pattern, path, query, now);
  } catch (error) {
    if (error instanceof ServiceError) return error.status;
    throw error;
  }
  throw new Error(`${pattern} ${JSON.stringify(query)} succeeded`);
}

export { atmosphere, gazetteer };

export const localTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
export const utcMinutesPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/;
export const utcSecondsPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
export const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Asserts every field has the type the table gives it ('number', 'string', 'boolean', 'number|null', ...). */
export function fieldTypes(item: Record<string, unknown>, types: Record<string, string>): Record<string, string> {
  const actual: Record<string, string> = {};
  for (const [field, expected] of Object.entries(types)) {
    const value = item[field];
    const type = value === null ? 'null' : typeof value;
    actual[field] = expected.split('|').includes(type) ? expected : `${type} (expected ${expected})`;
  }
  return actual;
}
