import { idsOf, planProducts, type PlanProduct } from '../../shared/products/registry';
import type { Atmosphere } from '../atmosphere/atmosphere';
import type { Account, Accounts } from '../accounts/accounts';
import type { Gazetteer } from '../places/places';
import type { ServiceHabits } from './habits';
import type { Params } from './params';

/** The usage report's API names. */
export type ApiName = 'Weather API' | 'Map API' | 'Administrative';

/** What a plan can include (add-ons are granted per account): the product registry's plan products. */
export const products = idsOf(planProducts);
export type Product = PlanProduct;

/**
 * How a route is authenticated: a token in the bearer header or the `token` query parameter;
 * the token in the query only (capabilities, tiles, legends); the application key credentials.
 */
export type AuthMode = 'token' | 'queryToken' | 'credentials';

export interface ServiceContext {
  /** The atmosphere's seed, for details products derive on their own (identifiers, jitter). */
  seed: number;
  atmosphere: Atmosphere;
  gazetteer: Gazetteer;
  accounts: Accounts;
  /** Whether to answer as the specification says or as the real service was seen answering. */
  habits: ServiceHabits;
  /** The service's clock: fixed in tests, real time otherwise. */
  now(): Date;
  /**
   * Tests only (`startWeatherService({ rewriteText })`): rewrites the free text the service writes,
   * place names, storm names and warning names and texts, to give a client markup it must show as text. The
   * app's demo service and the command line never set it.
   */
  rewriteText?: (text: string) => string;
}

/** A free text as this service writes it: as given, unless a test rewrites it. */
export function freeText(context: ServiceContext, text: string): string {
  return context.rewriteText?.(text) ?? text;
}

export interface RouteRequest {
  method: string;
  /** Decoded path parameters by name, e.g. `location` for `/api/v1/current/:location`. */
  path: Record<string, string>;
  params: Params;
  account: Account;
  /** The instant this request is answered at. */
  now: Date;
  /** The If-None-Match header, for tiles and legends. */
  ifNoneMatch: string | undefined;
}

export interface RouteResponse {
  status?: number;
  /** JSON-serialisable value, or PNG bytes with contentType image/png, or null for no body (204). */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** Billable queries this answer counts: one per location of a multi-location call, one per tile. */
  hits: number;
}

export interface Route {
  methods: readonly ('GET' | 'POST' | 'DELETE')[];
  /** Path with `:name` segments, e.g. `/api/v1/forecast/hourly/:location`. */
  pattern: string;
  api: ApiName;
  /** The product a plan must include; null for account functions. */
  product: Product | null;
  auth: AuthMode;
  /**
   * Set where an answer is a function of the request and floor(now / cacheEpochMs) alone, so the
   * server may serve a repeat from its response cache. Infinity: the answer never changes.
   */
  cacheEpochMs?: number;
  handle(request: RouteRequest, context: ServiceContext): RouteResponse | Promise<RouteResponse>;
}
