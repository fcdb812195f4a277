import type { SavedLocation } from '@shared/settings';
import { Followed } from './followed.svelte';

/** Main's effective list of places (the default place while the user has saved none), followed once per window. */
export const places = new Followed<SavedLocation[]>({
  listen: (listener) => window.weatherglass.on.locationsChanged(listener),
  get: () => window.weatherglass.locations.list(),
});
