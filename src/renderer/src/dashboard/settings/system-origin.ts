import { wordsLocale } from '../../lib/weather/format';

/**
 * A system locale in the interface language's words, as Settings says where a choice came from:
 * 'de-AT' → "Deutsch (Österreich)" in German, "German (Austria)" in English. The tag itself where
 * the engine cannot name it.
 */
export function localeName(tag: string): string {
  try {
    return new Intl.DisplayNames([wordsLocale()], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** A region code ('AT') in the interface language's words: "Österreich". */
export function regionName(region: string): string {
  try {
    return new Intl.DisplayNames([wordsLocale()], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
