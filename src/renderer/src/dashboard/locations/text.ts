import { locationsMessages } from '@shared/i18n/messages/locations';
import { translator } from '../../lib/i18n.svelte';

export const locationsText = translator(locationsMessages);
