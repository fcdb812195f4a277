import { AppState } from './app-state.svelte';
import { applyTheme } from './theme';

/** The window's AppState, and the page theme following its settings for the calling component's life. */
export function useAppState(): AppState {
  const state = new AppState();
  $effect(() => applyTheme(state.settings?.theme ?? 'system'));
  return state;
}
