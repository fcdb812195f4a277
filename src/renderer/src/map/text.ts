import { mapMessages } from '@shared/i18n/messages/map';
import { translator } from '../lib/i18n.svelte';

export const mapText = translator(mapMessages);
