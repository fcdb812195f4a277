import { dashboardMessages } from '@shared/i18n/messages/dashboard';
import { translator } from '../lib/i18n.svelte';

export const dashboardText = translator(dashboardMessages);
