import type { TileProviderId } from '@shared/tile-providers';
import type { BillerId } from '../schedule/billers';
import type { Session } from '../session/session';
import { serveTileProvider, type ServedTileProvider, type TileBudget, type TileProvider } from './tile-provider';
import { weatherDataTiles } from './weather-data-tiles';

/** A provider as the table keeps it, whatever its request type: what it is, and how to serve it for a session. */
export interface RegisteredTileProvider {
  readonly id: TileProviderId;
  readonly routes: readonly string[];
  readonly cacheNamePrefixes: readonly string[];
  readonly biller: BillerId;
  serve(session: Session, budget: TileBudget): ServedTileProvider;
}

function registered<Request>(provider: TileProvider<Request>): RegisteredTileProvider {
  const { id, routes, cacheNamePrefixes, biller } = provider;
  return { id, routes, cacheNamePrefixes, biller, serve: (session, budget) => serveTileProvider(provider, { budget, fetch: provider.fetcher(session) }) };
}

/** Every tile provider, one per id of `@shared/tile-providers`: a new id does not compile until it is here. */
export const tileProviders: { readonly [Id in TileProviderId]: RegisteredTileProvider } = {
  weatherData: registered(weatherDataTiles),
};

/** Each provider served for the session, with the budget of its biller. */
export async function servedTileProviders(session: Session, budgetOf: (biller: BillerId) => Promise<TileBudget>): Promise<ServedTileProvider[]> {
  return Promise.all(Object.values(tileProviders).map(async (provider) => provider.serve(session, await budgetOf(provider.biller))));
}
