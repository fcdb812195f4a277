import { forecastMessages } from '@shared/i18n/messages/forecast';
import { translator } from '../../lib/i18n.svelte';

export const forecastText = translator(forecastMessages);
