import type { TrayState } from '@shared/views/status';
import type { Logger } from '../logger';
import type { Clock, TimerHandle } from '../schedule/clock';
import { sameTrayState } from '../tray/tray-state';

/** How often the tray's age and "rain in N min" are brought up to date between answers. */
export const trayTickMs = 60_000;

export interface TrayFeedOptions {
  /** The tray state as the data stands now. */
  compute(): TrayState;
  clock: Clock;
  logger: Logger;
  /** Every change, for the windows (the popup shows the same). */
  onChange(state: TrayState): void;
}

/** The tray state, told to its listeners when it changes: after answers, settings, connectivity, and each minute. */
export class TrayFeed {
  readonly #options: TrayFeedOptions;
  readonly #listeners = new Set<(state: TrayState) => void>();
  #state: TrayState;
  #timer: TimerHandle | undefined;

  constructor(options: TrayFeedOptions) {
    this.#options = options;
    this.#state = options.compute();
  }

  get state(): TrayState {
    return this.#state;
  }

  listen(listener: (state: TrayState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  update(): void {
    const next = this.#options.compute();
    if (sameTrayState(next, this.#state)) return;
    this.#state = next;
    this.#options.onChange(next);
    for (const listener of this.#listeners) {
      try {
        listener(next);
      } catch (error) {
        this.#options.logger.warn('tray: a listener failed', { error: error instanceof Error ? error.name : typeof error });
      }
    }
  }

  startTicking(): void {
    this.#timer = this.#options.clock.setTimeout(() => {
      this.update();
      this.startTicking();
    }, trayTickMs);
  }

  stop(): void {
    if (this.#timer !== undefined) this.#options.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
