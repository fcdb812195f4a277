import { AppState } from './app-state.svelte';
import { applyTheme } from './theme';

/** Creates the window's AppState and ties its lifetime and the page theme to the calling component. */
export function useAppState(): AppState {
  const state = new AppState();
  $effect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    void state.start().then((stop) => {
      if (stopped) stop();
      else unsubscribe = stop;
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  });
  $effect(() => applyTheme(state.settings?.theme ?? 'system'));
  return state;
}
