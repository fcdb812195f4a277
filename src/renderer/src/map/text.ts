import { mapMessages } from '@shared/i18n/messages/map';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { translatorFor } from '@shared/i18n/message-area';
import { translator } from '../lib/i18n.svelte';

export const mapText = translator(mapMessages);

/**
 * The map's words in a language given, reading no state: what Leaflet shows is named again only
 * when the language a caller passes changes, not on every settings change that keeps it.
 */
export function mapTextIn(language: InterfaceLanguage): typeof mapText {
  return translatorFor(mapMessages, () => language);
}
