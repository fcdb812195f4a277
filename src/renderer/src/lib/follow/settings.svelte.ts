import type { Settings } from '@shared/settings';
import { Followed } from './followed.svelte';
import { commonApi } from '../common-api';

/** The settings, as any window last changed them, followed once per window. */
export const settings = new Followed<Settings>({
  listen: (listener) => commonApi().on.settingsChanged(listener),
  get: () => commonApi().settings.get(),
});
