import { accountMessages } from '@shared/i18n/messages/account';
import { translator } from '../../lib/i18n.svelte';

export const accountText = translator(accountMessages);
