import { airQualityLanguages, locationLanguages } from '@shared/api/options';
import type { Language } from '@shared/settings';

/** The service's codes ('pt_br') as BCP 47 tags ('pt-BR') for Intl. */
export function languageTag(code: string): string {
  const [language = code, region] = code.split('_');
  return region === undefined ? language : `${language}-${region.toUpperCase()}`;
}

/** "Deutsch (de)": the language's own name, so people find theirs whatever the app's language is. */
export function languageLabel(code: Language): string {
  const tag = languageTag(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name === undefined || name === tag ? code : `${name.charAt(0).toLocaleUpperCase(tag)}${name.slice(1)} (${code})`;
  } catch {
    return code;
  }
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
