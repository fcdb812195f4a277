import { settingsMessages } from '@shared/i18n/messages/settings';
import { translator } from '../../lib/i18n.svelte';

export const settingsText = translator(settingsMessages);
