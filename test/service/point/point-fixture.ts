import type { Account } from '@service/accounts/accounts';
import { createAtmosphere } from '@service/atmosphere/index';
import { Params } from '@service/http/params';
import { products, type ServiceContext } from '@service/http/route';
import { ServiceError } from '@service/http/service-error';
import { createGazetteer } from '@service/places/index';
import { pointRoutes } from '@service/products/point-routes';

/** The instant every call answers at unless told otherwise: a January morning in Europe. */
export const testNow = new Date('2026-01-15T10:07:00Z');

export const places = {
  helsinki: '24.9384,60.1699',
  chicago: '-87.6298,41.8781',
  nairobi: '36.8219,-1.2921',
  sydney: '151.2093,-33.8688',
  london: '-0.1276,51.5072',
  tokyo: '139.6917,35.6895',
  zermatt: '7.7491,46.0207',
  tromso: '18.9553,69.6492',
  singapore: '103.8198,1.3521',
  phoenix: '-112.0740,33.4484',
} as const;

const atmosphere = createAtmosphere(7);
const context: ServiceContext = {
  seed: 7,
  atmosphere,
  gazetteer: createGazetteer({ elevation: (point) => atmosphere.elevation(point) }),
  // The point routes never touch accounts: the server authenticates before they run.
  accounts: undefined as never,
  habits: 'specification',
  now: () => testNow,
};

const account: Account = {
  user: 'tester',
  plan: { name: 'everything', products, queriesPerSecond: 1000, dailyRequests: null },
  addOns: [],
};

export const endpoints = {
  current: '/api/v1/current/:location',
  minutely: '/api/v1/forecast/minutely/:location',
  quarterHourly: '/api/v1/forecast/15minutely/:location',
  hourly: '/api/v1/forecast/hourly/:location',
  threeHourly: '/api/v1/forecast/3hourly/:location',
  daily: '/api/v1/forecast/daily/:location',
  observations: '/api/v1/observation/latest/:location',
} as const;

export type Endpoint = keyof typeof endpoints;

export interface Answer {
  body: Record<string, unknown>;
  hits: number;
}

/** Calls a point route's handler directly, as the server would after authenticating. */
export async function call(
  endpoint: Endpoint,
  location: string,
  query: Record<string, string> = {},
  { now = testNow, method = 'GET' }: { now?: Date; method?: 'GET' | 'POST' } = {},
): Promise<Answer> {
  const route = pointRoutes.find((candidate) => candidate.pattern === endpoints[endpoint]);
  if (route === undefined) throw new Error(`no route ${endpoints[endpoint]}`);
  const answer = await route.handle(
    { method, path: { location }, params: new Params(Object.entries(query)), account, now, ifNoneMatch: undefined },
    context,
  );
  return { body: answer.body as Record<string, unknown>, hits: answer.hits };
}

/** The status a call fails with, or 200 when it does not. */
export async function statusOf(endpoint: Endpoint, location: string, query: Record<string, string> = {}): Promise<number> {
  try {
    await call(endpoint, location, query);
    return 200;
  } catch (error) {
    if (error instanceof ServiceError) return error.status;
    throw error;
  }
}

export type Item = Record<string, unknown>;
export type NumericItem = Record<string, number>;

export async function forecastOf(endpoint: Endpoint, location: string, query: Record<string, string> = {}): Promise<Item[]> {
  return (await call(endpoint, location, query)).body.forecast as Item[];
}

export function numbersOf(item: Item): number[] {
  return Object.values(item).flatMap((value) => {
    if (typeof value === 'number') return [value];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return numbersOf(value as Item);
    return [];
  });
}

export const atmosphereUnderTest = atmosphere;
