import { productsMessages } from '@shared/i18n/messages/products';
import { translator } from '../../lib/i18n.svelte';

export const productsText = translator(productsMessages);
