import type { ErrorMessageKey } from '@shared/i18n/messages/errors';
import { fail, type AppError, type ErrorKind, type Result } from '@shared/ipc/result';
import type { Logger } from '../logger';
import type { MapRefusal } from '@shared/views/map-refusal';
import { billedHits, tileRefusalOf } from '../schedule/request-budget';
import type { TileCache } from './tile-cache';
import type { FetchedMapImage, MapImage, ServedTileProvider } from './tile-provider';
import { readTileAddress } from './wg-tile-address';

export type TileAnswer =
  | { kind: 'image'; bytes: Buffer; source: 'cache' | 'network' }
  | { kind: 'badRequest'; reason: string }
  /** Not an error: the day's share or allowance is spent, and what is not cached waits (`MapRefusal`). */
  | { kind: 'budgetExhausted'; refusal: MapRefusal }
  | { kind: 'fetchFailed'; error: AppError };

/**
 * What serves `wg-tile://` addresses: the proxy, or the engine's handle on the session's proxy.
 * `signal` aborts when the map window drops the request (a frame or layer left behind).
 */
export interface TileSource {
  serve(url: string, signal?: AbortSignal): Promise<TileAnswer>;
}

/** One image being answered, and how many askers still wait for it. */
interface InFlight {
  answer: Promise<TileAnswer>;
  controller: AbortController;
  waiting: number;
}

export interface TileProxyOptions {
  cache: TileCache;
  /** Every provider, with its biller's budget and its fetcher (`servedTileProviders`); no two share a route. */
  providers: readonly ServedTileProvider[];
  now?: () => Date;
  logger?: Logger;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function failed(kind: ErrorKind, message: ErrorMessageKey): TileAnswer {
  return { kind: 'fetchFailed', error: fail(kind, message).error };
}

const noLongerWanted = (): TileAnswer => failed('internal', 'mapImageNotWanted');

/**
 * Serves the map window's `wg-tile://` requests: the address's route names the provider that reads
 * it. From the disk cache when it can, with no request at all; otherwise within the budget of the
 * provider's biller through the provider's fetcher, storing what it gets.
 * Concurrent requests for the same image share one fetch, which is abandoned once every one of
 * them has been: the service is not asked (or its unanswered request is dropped) and, with nothing
 * billed, nothing is charged. Every outcome is a value, never a throw.
 */
export class TileProxy {
  readonly #options: TileProxyOptions;
  readonly #now: () => Date;
  readonly #inFlight = new Map<string, InFlight>();
  readonly #byRoute = new Map<string, ServedTileProvider>();

  constructor(options: TileProxyOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
    for (const provider of options.providers) {
      for (const route of provider.routes) {
        if (this.#byRoute.has(route)) throw new Error(`tile proxy: two providers claim the route ${route}`);
        this.#byRoute.set(route, provider);
      }
    }
  }

  serve(url: string, signal?: AbortSignal): Promise<TileAnswer> {
    const parsed = this.#read(url);
    if (!parsed.ok) return Promise.resolve({ kind: 'badRequest', reason: parsed.reason });
    if (signal?.aborted === true) return Promise.resolve(noLongerWanted());
    const image = parsed.request;
    const name = image.cacheName;
    let entry = this.#inFlight.get(name);
    if (entry === undefined) {
      const controller = new AbortController();
      const answer = this.#answer(image, controller.signal).finally(() => this.#inFlight.delete(name));
      entry = { answer, controller, waiting: 0 };
      this.#inFlight.set(name, entry);
    }
    const shared = entry;
    shared.waiting += 1;
    signal?.addEventListener(
      'abort',
      () => {
        shared.waiting -= 1;
        if (shared.waiting === 0) shared.controller.abort();
      },
      { once: true },
    );
    return shared.answer;
  }

  #read(url: string): { ok: true; request: MapImage } | { ok: false; reason: string } {
    const read = readTileAddress(url);
    if (!read.ok) return read;
    const provider = this.#byRoute.get(read.address.route);
    if (provider === undefined) return { ok: false, reason: `no map provider answers wg-tile://${read.address.route}/` };
    return provider.read(read.address, this.#now());
  }

  async #answer(image: MapImage, signal: AbortSignal): Promise<TileAnswer> {
    const { cache, logger } = this.#options;
    const { cacheName: name, budget } = image;
    try {
      const cached = await cache.get(name);
      if (cached !== undefined) return { kind: 'image', bytes: cached, source: 'cache' };
      if (signal.aborted) return noLongerWanted();
      const charge = budget.charge(1, 'tiles');
      if (charge === undefined) return { kind: 'budgetExhausted', refusal: tileRefusalOf(budget) };
      const fetched = await this.#fetch(image, signal);
      charge.settle(billedHits(fetched));
      if (!fetched.ok) return { kind: 'fetchFailed', error: fetched.error };
      const bytes = Buffer.from(fetched.value.bytes);
      if (!bytes.subarray(0, pngSignature.length).equals(pngSignature)) {
        return failed('serverError', 'mapNotAnImage');
      }
      await cache.put(name, bytes);
      return { kind: 'image', bytes, source: 'network' };
    } catch (error) {
      logger?.error('tile proxy: unexpected failure', { name, reason: error instanceof Error ? error.name : 'unknown' });
      return failed('internal', 'mapImageNotLoaded');
    }
  }

  async #fetch(image: MapImage, signal: AbortSignal): Promise<Result<FetchedMapImage>> {
    try {
      return await image.fetch(signal);
    } catch {
      return fail('internal', 'mapImageNotLoaded');
    }
  }
}
