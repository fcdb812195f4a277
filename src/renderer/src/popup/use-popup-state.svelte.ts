import { PopupState, type PopupClock } from './popup-state.svelte';

/** Creates the popup's state and ties its subscriptions, timer and the place shown to the calling component's life. */
export function usePopupState(clock?: PopupClock): PopupState {
  const state = new PopupState(clock);
  $effect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    void state.start().then((stopState) => {
      if (stopped) stopState();
      else stop = stopState;
    });
    return () => {
      stopped = true;
      stop?.();
    };
  });
  // Whenever the place shown changes (main's list changed, or the user chose one), its weather is read.
  $effect(() => {
    void state.show();
  });
  return state;
}
