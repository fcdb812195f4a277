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

/**
 * Which other parts of the data come in another language: place names and air-quality advice are
 * offered in fewer languages than forecasts (main falls back to English for them).
 */
export function partsInEnglish(code: Language): string[] {
  const base = code.split('_')[0] ?? code;
  const inList = (list: readonly string[]): boolean => list.includes(code) || list.includes(base);
  const parts: string[] = [];
  if (!inList(locationLanguages)) parts.push('place names');
  if (!inList(airQualityLanguages)) parts.push('air-quality advice');
  return parts;
}
