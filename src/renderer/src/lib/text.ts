import { commonMessages } from '@shared/i18n/messages/common';
import { translator } from './i18n.svelte';

export const commonText = translator(commonMessages);
