import { popupMessages } from '@shared/i18n/messages/popup';
import { translator } from '../lib/i18n.svelte';

export const popupText = translator(popupMessages);
