import { PopupState } from './popup-state.svelte';

/** Creates the popup's state and ties its subscriptions and timer to the calling component's life. */
export function usePopupState(): PopupState {
  const state = new PopupState();
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
  return state;
}
