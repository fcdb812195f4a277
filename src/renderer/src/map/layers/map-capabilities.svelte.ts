import type { MapLayer } from '@shared/api/maps';
import { ok, type AppError, type Result } from '@shared/ipc/result';
import { LatestAnswer } from '@renderer/lib/data/latest-answer.svelte';
import { capabilitiesSignature } from './layer-extent';
import type { Timer } from '../timer';
import { mapApi } from '../api';

/** Capabilities roll forward with the radar: a window left open looks again this often. */
export const capabilitiesRefreshMs = 10 * 60_000;
/** After a failure (offline, say) it tries again sooner. */
export const capabilitiesRetryMs = 30_000;

const noLayers: MapLayer[] = [];

/**
 * The map layers main offers, kept current while the window is open. A look overtaken by a later
 * one (the data mode switched while main answered) is dropped: its layers are the other mode's.
 */
export class MapCapabilities {
  readonly #latest: LatestAnswer<void, MapLayer[]> = new LatestAnswer(async (): Promise<Result<MapLayer[]>> => {
    const answer = await mapApi().map.getCapabilities();
    if (!answer.ok) return answer;
    // The same layers and times keep the same list, so the frames already loaded stay.
    const held = this.#latest.value;
    return ok(held !== null && capabilitiesSignature(answer.value.images) === capabilitiesSignature(held) ? held : answer.value.images);
  });

  /** What main offered last; kept through a failure, so what was there stays on the map. */
  get layers(): MapLayer[] {
    return this.#latest.value ?? noLayers;
  }

  get error(): AppError | null {
    return this.#latest.error;
  }

  async load(): Promise<void> {
    await this.#latest.load();
  }

  /**
   * Loads again every `capabilitiesRefreshMs` (`capabilitiesRetryMs` after a failure) whenever
   * `mayReload` allows: a new frame list would stop an animation, so that waits for a pause.
   * Returns the stop.
   */
  follow(timer: Timer, mayReload: () => boolean): () => void {
    let stopped = false;
    let cancel = () => {};
    const schedule = () => {
      if (!stopped) cancel = timer.after(this.error === null ? capabilitiesRefreshMs : capabilitiesRetryMs, tick);
    };
    const tick = () => {
      if (mayReload()) void this.load().then(schedule);
      else schedule();
    };
    schedule();
    return () => {
      stopped = true;
      cancel();
    };
  }
}
