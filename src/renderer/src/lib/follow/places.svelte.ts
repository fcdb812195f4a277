import type { SavedLocation } from '@shared/settings';
import { Followed } from './followed.svelte';
import { commonApi } from '../common-api';

/** Main's effective list of places (the default place while the user has saved none), followed once per window. */
export const places = new Followed<SavedLocation[]>({
  listen: (listener) => commonApi().on.locationsChanged(listener),
  get: () => commonApi().locations.list(),
});
