import type { Result } from '@shared/ipc/result';
import type { TileProviderId } from '@shared/tile-providers';
import type { RequestBudget } from '../schedule/request-budget';
import type { BillerId } from '../schedule/billers';
import type { Session } from '../session/session';
import type { TileAddress } from './wg-tile-address';

/** The daily allowance a provider's biller keeps, and the map's share of it: a tile or legend sent is one hit. */
export type TileBudget = Pick<RequestBudget, 'charge' | 'canSpend'>;

export interface FetchedMapImage {
  bytes: Uint8Array;
}

/**
 * Fetches one image a provider's address asked for; a provider that needs a token adds it there,
 * never in the address. Once `signal` aborts, a request not answered yet is dropped and fails.
 */
export type FetchMapImage<Request> = (request: Request, signal?: AbortSignal) => Promise<Result<FetchedMapImage>>;

export type ParsedTileAddress<Request> = { ok: true; request: Request } | { ok: false; reason: string };

/**
 * One source of map images. Its addresses are `wg-tile://{route}/…` for the routes it lists; it
 * reads them (refusing anything else), names the cache file of each (its names start with one of
 * its `cacheNamePrefixes`, so two providers never share a file), fetches over the session, and says
 * who bills it. Register it in `tile-providers.ts`.
 */
export interface TileProvider<Request> {
  readonly id: TileProviderId;
  readonly routes: readonly string[];
  readonly cacheNamePrefixes: readonly string[];
  readonly biller: BillerId;
  parse(address: TileAddress): ParsedTileAddress<Request>;
  /** Letters, digits, `_` and `-` only, from validated fields: never anything secret. */
  cacheName(request: Request, now: Date): string;
  fetcher(session: Session): FetchMapImage<Request>;
}

/** What the proxy has of an address once its provider read it: whatever the provider, a name, a fetch and a budget. */
export interface MapImage {
  readonly cacheName: string;
  readonly budget: TileBudget;
  fetch(signal: AbortSignal): Promise<Result<FetchedMapImage>>;
}

/** A provider with the budget of its biller and its fetcher: what the proxy serves. */
export interface ServedTileProvider {
  readonly routes: readonly string[];
  read(address: TileAddress, now: Date): ParsedTileAddress<MapImage>;
}

/** Binds a provider to its budget and fetcher; its request type stays inside. */
export function serveTileProvider<Request>(
  provider: TileProvider<Request>,
  { budget, fetch }: { budget: TileBudget; fetch: FetchMapImage<Request> },
): ServedTileProvider {
  return {
    routes: provider.routes,
    read(address, now) {
      const parsed = provider.parse(address);
      if (!parsed.ok) return parsed;
      const { request } = parsed;
      return { ok: true, request: { cacheName: provider.cacheName(request, now), budget, fetch: (signal) => fetch(request, signal) } };
    },
  };
}
