import { interfaceLanguageOf, isInterfaceLanguage, type InterfaceLanguage } from '@shared/i18n/languages';
import type { Language } from '@shared/settings';
import { isInterfaceLanguageLoaded, loadInterfaceLanguage, replaceEnglish, translatorFor, type MessageArea, type Translate } from '@shared/i18n/message-area';
import { untrack } from 'svelte';
import { SvelteSet } from 'svelte/reactivity';
import { settings } from './follow/settings.svelte';

/** The language main opened the window in (`?lang=`): its messages are loaded before the window starts. */
const openedIn = ((): InterfaceLanguage => {
  const asked = new URLSearchParams(location.search).get('lang');
  return asked !== null && isInterfaceLanguage(asked) ? asked : 'en';
})();

/** The languages whose messages this window holds: English is bundled, another arrives when it is first spoken. */
class WindowLanguages {
  /** Those this window loaded; read first, so words written meanwhile are written again when one arrives. */
  readonly #arrived = new SvelteSet<InterfaceLanguage>();

  /** Arrived here, or loaded already (English is bundled). */
  has(language: InterfaceLanguage): boolean {
    return this.#arrived.has(language) || isInterfaceLanguageLoaded(language);
  }

  async load(language: InterfaceLanguage): Promise<void> {
    if (isInterfaceLanguageLoaded(language)) return;
    await loadInterfaceLanguage(language);
    this.#arrived.add(language);
  }
}

const windowLanguages = new WindowLanguages();

/** The language the settings main owns ask for; until they are read, the one the window was opened in. */
function wantedLanguage(): InterfaceLanguage {
  const current = settings.value;
  return current === undefined ? openedIn : interfaceLanguageOf(current);
}

/**
 * The window's interface language. Read inside a component or effect it follows the settings, so
 * every message and Intl format changes when the user picks another language, once that language's
 * messages have arrived (a moment; meanwhile the window goes on in the language it opened in).
 */
export function interfaceLanguage(): InterfaceLanguage {
  const wanted = wantedLanguage();
  return windowLanguages.has(wanted) ? wanted : openedIn;
}

/**
 * The language the service writes its phrases in (`settings.language`), followed like the interface
 * language; English until the settings are read, as main asks the service before then.
 */
export function dataLanguage(): Language {
  return settings.value?.language ?? 'en';
}

/** An area's `t`: each folder that owns messages makes its own in `text.ts`. */
export function translator<Key extends string>(area: MessageArea<Key>): Translate<Key> {
  return translatorFor(area, interfaceLanguage);
}

function reportUnloaded(language: InterfaceLanguage, error: unknown): void {
  console.error(`The ${language} messages could not be loaded; the window goes on in its language of the moment.`, error);
}

type Catalogues = Record<string, Record<string, string>>;

function isCatalogues(value: unknown): value is Catalogues {
  const isRecord = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null;
  return isRecord(value) && Object.values(value).every((messages) => isRecord(messages) && Object.values(messages).every((message) => typeof message === 'string'));
}

/**
 * The layout tests' pseudo-locale (longer, accented English): catalogues a test puts on the page
 * before it loads (Playwright's `addInitScript`, test/support/pseudo-locale.ts), written in English's
 * place. Nothing in the app sets them, and the pages' content security policy lets no other script in.
 */
function followTestPseudoLocale(): void {
  const catalogues = (globalThis as { weatherglassPseudoLocale?: unknown }).weatherglassPseudoLocale;
  if (isCatalogues(catalogues)) replaceEnglish(catalogues);
}

/**
 * Starts the window's language: the messages of the one it opened in, awaited before it mounts so
 * its first paint is in its own words; then each language the settings ask for, as they ask; and
 * `<html lang>` kept the interface language, for screen readers, hyphenation and axe.
 */
export async function startInterfaceLanguage(): Promise<void> {
  followTestPseudoLocale();
  $effect.root(() => {
    $effect(() => {
      const wanted = wantedLanguage();
      untrack(() => windowLanguages.load(wanted)).catch((error: unknown) => reportUnloaded(wanted, error));
    });
    $effect(() => {
      document.documentElement.lang = interfaceLanguage();
    });
  });
  await windowLanguages.load(openedIn).catch((error: unknown) => reportUnloaded(openedIn, error));
}
