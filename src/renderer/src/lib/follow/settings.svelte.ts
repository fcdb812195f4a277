import type { Settings } from '@shared/settings';
import { Followed } from './followed.svelte';

/** The settings, as any window last changed them, followed once per window. */
export const settings = new Followed<Settings>({
  listen: (listener) => window.weatherglass.on.settingsChanged(listener),
  get: () => window.weatherglass.settings.get(),
});
