import { dashboardMessages } from '@shared/i18n/messages/dashboard';
import { translator } from '../lib/i18n.svelte';

export const dashboardText = translator(dashboardMessages);

/** Where an element (a link, an emphasis) sits in a sentence, so that the sentence stays one message. */
export const slot = '\u0000';

/** A sentence written with `slot` as one argument: the text before the element and after it. */
export function aroundSlot(written: string): { before: string; after: string } {
  const [before = '', after = ''] = written.split(slot);
  return { before, after };
}
