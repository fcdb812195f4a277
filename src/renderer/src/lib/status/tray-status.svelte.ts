import type { TrayState } from '../../../../shared/views/status';

/**
 * Main's summary of the data in use (the tray's state): which mode, how fresh, and what stands in
 * the way of fresh data. Followed through tray:stateChanged; the dashboard reads it from here.
 */
export class TrayStatus {
  #state = $state.raw<TrayState | null>(null);

  get state(): TrayState | null {
    return this.#state;
  }

  /** Loads the state and follows its changes; returns the stop. */
  start(): () => void {
    let stopped = false;
    const stop = window.weatherglass.on.trayStateChanged((state) => {
      this.#state = state;
    });
    void window.weatherglass.tray.getState().then((answer) => {
      // A change heard meanwhile is newer than this answer.
      if (!stopped && answer.ok) this.#state ??= answer.value;
    });
    return () => {
      stopped = true;
      stop();
    };
  }
}
