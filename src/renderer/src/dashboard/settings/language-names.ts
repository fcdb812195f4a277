import { airQualityLanguages, locationLanguages } from '@shared/api/options';
import autonyms from '@shared/i18n/language-autonyms.json' with { type: 'json' };
import type { Language } from '@shared/settings';

/** The service's codes ('pt_br') as BCP 47 tags ('pt-BR') for Intl. */
export function languageTag(code: string): string {
  const [language = code, region] = code.split('_');
  return region === undefined ? language : `${language}-${region.toUpperCase()}`;
}

/**
 * The language's name in its own words ('suomi', 'português (Brasil)'): Intl's, where the engine
 * has data for that language; else CLDR's name of the language alone, from
 * `@shared/i18n/language-autonyms.json` (Chromium's ICU data, which Electron ships, has none for
 * Albanian or Icelandic, and Intl answers in its default locale's English). The code in the
 * label still tells regional variants apart where only the language's name is had.
 */
export function ownLanguageName(code: Language): string | undefined {
  const tag = languageTag(code);
  try {
    const names = new Intl.DisplayNames([tag], { type: 'language' });
    const answeredIn = new Intl.Locale(names.resolvedOptions().locale).language;
    const name = names.of(tag);
    if (answeredIn === new Intl.Locale(tag).language && name !== undefined && name !== tag) return name;
  } catch {
    // A tag this engine cannot read: CLDR's name below.
  }
  return (autonyms as Readonly<Record<string, string | undefined>>)[code.split('_')[0] ?? code];
}

/** "Deutsch (de)": the language's own name, so people find theirs whatever the app's language is. */
export function languageLabel(code: Language): string {
  const name = ownLanguageName(code);
  if (name === undefined) return code;
  return `${name.charAt(0).toLocaleUpperCase(languageTag(code))}${name.slice(1)} (${code})`;
}

/** Which parts of the data stay in English in a data language: the select of the note that says so. */
export type PartsInEnglish = 'none' | 'placeNames' | 'airQuality' | 'both';

/**
 * Which other parts of the data come in English: place names and air-quality advice are offered in
 * fewer languages than forecasts (main falls back to English for them).
 */
export function partsInEnglish(code: Language): PartsInEnglish {
  const base = code.split('_')[0] ?? code;
  const inList = (list: readonly string[]): boolean => list.includes(code) || list.includes(base);
  const placeNames = !inList(locationLanguages);
  const airQuality = !inList(airQualityLanguages);
  if (placeNames && airQuality) return 'both';
  if (placeNames) return 'placeNames';
  return airQuality ? 'airQuality' : 'none';
}
