import type { InterfaceLanguage, Language } from './settings';
import type { ClockStyle, UnitPresetName } from './units';

/**
 * What the host reads of the computer's languages and region, handed to the core as an option (the
 * core reads no globals). Tags are BCP 47 as the system gives them ('de-AT', 'zh-Hant-HK'); ones that
 * are not valid tags are ignored.
 */
export interface SystemLanguages {
  /** Most preferred first: Electron's `app.getPreferredSystemLanguages()`, or LANGUAGE/LC_ALL/LC_MESSAGES/LANG. */
  preferred: readonly string[];
  /** The region and format locale (Electron's `app.getSystemLocale()`, or LC_ALL/LC_TIME/LANG); null when none is set. */
  formats: string | null;
}

/** No languages and no region: English, metric, 24-hour, as before the system was read. */
export const noSystemLanguages: SystemLanguages = { preferred: [], formats: null };

/**
 * What the system's languages and region suggest for each choice that can follow it, and which of
 * the system's locales each came from, so Settings can say so ("From your system: Deutsch (Österreich)").
 */
export interface SystemLocale {
  language: Language;
  interfaceLanguage: InterfaceLanguage;
  units: UnitPresetName;
  clock: ClockStyle;
  /** The preferred system language the data language was matched from; null: none matched (English). */
  languageFrom: string | null;
  /** The preferred system language the interface language was matched from; null: none has a catalogue (English). */
  interfaceLanguageFrom: string | null;
  /** The region ('AT') the units follow; null: the system names none (metric). */
  region: string | null;
  /** The locale whose hour cycle the clock follows; null: none (24-hour). */
  clockFrom: string | null;
}

/** What a system that names no language and no region suggests (noSystemLanguages): English, metric, 24-hour. */
export const defaultSystemLocale: SystemLocale = {
  language: 'en',
  interfaceLanguage: 'en',
  units: 'metric',
  clock: '24h',
  languageFrom: null,
  interfaceLanguageFrom: null,
  region: null,
  clockFrom: null,
};
