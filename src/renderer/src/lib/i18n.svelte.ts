import { interfaceLanguageOf, isInterfaceLanguage, type InterfaceLanguage } from '@shared/i18n/languages';
import { translatorFor, type MessageArea, type Translate } from '@shared/i18n/message-area';
import { settings } from './follow/settings.svelte';

/** The language main opened the window in (`?lang=`), spoken until the settings are read. */
const openedIn = ((): InterfaceLanguage => {
  const asked = new URLSearchParams(location.search).get('lang');
  return asked !== null && isInterfaceLanguage(asked) ? asked : 'en';
})();

/**
 * The window's interface language, from the settings main owns. Read inside a component or effect
 * it follows them, so every message and Intl format changes when the user picks another language.
 */
export function interfaceLanguage(): InterfaceLanguage {
  const current = settings.value;
  return current === undefined ? openedIn : interfaceLanguageOf(current);
}

/** An area's `t`: each folder that owns messages makes its own in `text.ts`. */
export function translator<Key extends string>(area: MessageArea<Key>): Translate<Key> {
  return translatorFor(area, interfaceLanguage);
}

/** Keeps `<html lang>` the interface language, for screen readers, hyphenation and axe. */
export function followDocumentLanguage(): void {
  $effect.root(() => {
    $effect(() => {
      document.documentElement.lang = interfaceLanguage();
    });
  });
}
