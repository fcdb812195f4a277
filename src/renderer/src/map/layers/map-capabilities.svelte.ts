import type { MapLayer } from '@shared/api/maps';
import type { AppError } from '@shared/ipc/result';
import { capabilitiesSignature } from './layer-extent';
import type { Timer } from '../timer';
import { mapApi } from '../api';

/** Capabilities roll forward with the radar: a window left open looks again this often. */
export const capabilitiesRefreshMs = 10 * 60_000;
/** After a failure (offline, say) it tries again sooner. */
export const capabilitiesRetryMs = 30_000;

/** The map layers main offers, kept current while the window is open. */
export class MapCapabilities {
  #layers = $state.raw<MapLayer[]>([]);
  #error = $state.raw<AppError | null>(null);

  get layers(): MapLayer[] {
    return this.#layers;
  }

  get error(): AppError | null {
    return this.#error;
  }

  async load(): Promise<void> {
    const answer = await mapApi().map.getCapabilities();
    if (!answer.ok) {
      this.#error = answer.error;
      return;
    }
    this.#error = null;
    // The same layers and times keep the same list, so the frames already loaded stay.
    if (capabilitiesSignature(answer.value.images) !== capabilitiesSignature(this.#layers)) this.#layers = answer.value.images;
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
      if (!stopped) cancel = timer.after(this.#error === null ? capabilitiesRefreshMs : capabilitiesRetryMs, tick);
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
