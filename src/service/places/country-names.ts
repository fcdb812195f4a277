import { createRequire } from 'node:module';
import type * as CountriesModule from 'i18n-iso-countries';

// Required, not imported: the package's Node entry registers every locale it ships, and its
// CommonJS exports have no named ES exports for Node to find.
const countries = createRequire(import.meta.url)('i18n-iso-countries') as typeof CountriesModule;

const namedLanguages = new Set(countries.getSupportedLanguages());
const latinOnly = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u;

/**
 * The language names are given in for a requested language code: its base language where the
 * country name tables have it (zh_TW and zh_CN → zh, pt_br → pt), English otherwise.
 */
export function namesLanguage(lang: string): string {
  const base = lang.toLowerCase().split(/[_-]/)[0] ?? '';
  return namedLanguages.has(base) ? base : 'en';
}

/** The language to name countries in when names must stay in Latin letters: English for ru, ko, th, zh. */
export function latinScriptLanguage(language: string): string {
  return latinOnly.test(countryName('FI', language)) ? language : 'en';
}

/** The country's name in the language, in English where the tables lack it, the code as the last resort. */
export function countryName(code: string, language: string): string {
  return countries.getName(code, language) ?? countries.getName(code, 'en') ?? code;
}

/** An ISO 3166-1 alpha-2 code, any letter case. */
export function isCountryCode(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && countries.isValid(code.toUpperCase());
}
