import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppMode } from '@shared/app-info';
import type { AccountConnection } from '@shared/views/account';
import type { Credentials } from '../auth/credentials';
import type { Logger } from '../logger';
import type { BillerId } from '../schedule/billers';
import type { RequestBudget } from '../schedule/request-budget';
import { demoCredentials, type StartDemoService } from '../session/demo-service';
import type { ServiceAddress } from '../session/service-address';
import { Session, type ApiTuning } from '../session/session';
import { TileCache } from '../tiles/tile-cache';
import { TileProxy } from '../tiles/tile-proxy';
import { servedTileProviders } from '../tiles/tile-providers';

export interface SessionSources {
  userDataDir: string;
  /** The stored credentials if they may go to this address, else null; asked at every token and key request. */
  credentialsFor: (address: ServiceAddress) => Promise<Credentials | null>;
  startDemoService: StartDemoService;
  /** Where the account's requests go; undefined while no address is entered (account mode needs one). */
  accountService: () => ServiceAddress | undefined;
  api?: ApiTuning;
  /** Each biller's budget in this mode: the map's tile providers charge theirs. */
  budgetOf: (biller: BillerId) => Promise<RequestBudget>;
  logger: Logger;
  now: () => number;
  onConnectionChange: (connection: AccountConnection) => void;
  onReachable: (reachable: boolean) => void;
}

export interface OpenedSession {
  session: Session;
  /** Absent when the tile cache could not be opened: the map then shows no weather layer. */
  tiles: TileProxy | undefined;
}

/** The demo account's plan takes far more; this keeps a runaway loop from swamping the app's own process. */
const demoQueriesPerSecond = 50;

/**
 * Drops the tiles of accounts other than `source` (and of the one folder all accounts once shared):
 * one account's map is never shown as another's, and an old account's tiles take no disk.
 */
async function dropOtherAccountsTiles(directory: string, source: string, logger: Logger): Promise<void> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return; // no tile cache yet
  }
  for (const name of names.filter((candidate) => candidate.startsWith('account') && candidate !== source)) {
    await rm(join(directory, name), { recursive: true, force: true }).catch((error: unknown) =>
      logger.warn('tiles: an earlier account’s tiles could not be removed', { error: error instanceof Error ? error.name : typeof error }),
    );
  }
}

/**
 * A session for the mode: demo starts the local service and signs in as its demo account; account
 * uses the stored credentials against the account's service. Each data source (`dataSourceOf`) has
 * its own tile cache, so synthetic radar never passes for real, nor one account's map for another's.
 */
export async function openSession(mode: AppMode, source: string, budget: RequestBudget, sources: SessionSources): Promise<OpenedSession> {
  const { logger, now, onConnectionChange, onReachable } = sources;
  const common = { mode, budget, logger, now, onConnectionChange, onReachable, ...(sources.api === undefined ? {} : { api: sources.api }) };
  let session: Session;
  if (mode === 'demo') {
    const demo = await sources.startDemoService();
    session = new Session({
      ...common,
      // The demo service runs in this process: no plan's rate applies, and a map loop loads at once.
      api: { queriesPerSecond: demoQueriesPerSecond, ...sources.api },
      address: { dataBaseUrl: demo.url },
      credentials: async () => demoCredentials,
      release: () => demo.close(),
    });
  } else {
    const address = sources.accountService();
    if (address === undefined) throw new Error('account mode without a service address');
    session = new Session({ ...common, address, credentials: () => sources.credentialsFor(address) });
  }
  let tiles: TileProxy | undefined;
  try {
    const tileCaches = join(sources.userDataDir, 'tile-cache');
    if (mode === 'account') await dropOtherAccountsTiles(tileCaches, source, logger);
    const cache = await TileCache.open({ directory: join(tileCaches, source), logger });
    const providers = await servedTileProviders(session, sources.budgetOf);
    tiles = new TileProxy({ cache, providers, logger, now: () => new Date(now()) });
  } catch (error) {
    logger.warn('tiles: the tile cache could not be opened', { error: error instanceof Error ? error.name : typeof error });
  }
  return { session, tiles };
}
