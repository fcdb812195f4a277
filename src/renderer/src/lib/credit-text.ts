import { creditMessages } from '@shared/i18n/messages/credit';
import { translator } from './i18n.svelte';

export const creditText = translator(creditMessages);
