import { weatherMessages } from '@shared/i18n/messages/weather';
import { translator } from '../i18n.svelte';

/** The weather words in the window's interface language, for this folder and lib/status. */
export const weatherText = translator(weatherMessages);
