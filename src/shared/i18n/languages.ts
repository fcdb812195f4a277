import { interfaceLanguages, type InterfaceLanguage, type InterfaceLanguageChoice, type Language } from '../settings';

export { interfaceLanguages, type InterfaceLanguage };

export function isInterfaceLanguage(language: string): language is InterfaceLanguage {
  return (interfaceLanguages as readonly string[]).includes(language);
}

/**
 * The language the windows, tray and notifications speak: the user's own choice, else the data
 * language where a catalogue has it, else English (so Italian weather data gets English menus).
 */
export function interfaceLanguageOf(settings: { language: Language; interfaceLanguage: InterfaceLanguageChoice }): InterfaceLanguage {
  if (settings.interfaceLanguage !== 'data') return settings.interfaceLanguage;
  return isInterfaceLanguage(settings.language) ? settings.language : 'en';
}

/**
 * The locale a language's numbers are written in (Intl and every catalogue message). Arabic keeps the
 * Latin digits 0–9, as the Arab national weather services show figures on screen (Saudi and UAE NCM,
 * Egyptian Meteorological Authority: "32°", "15 كم/س", "1013 hPa"), and as the service's map legends
 * and chart axes write them; Intl's `ar` default has changed between ICU versions, so it is named.
 */
export function numbersLocale(language: InterfaceLanguage): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}

/** The locale dates and clock times are written in: English as in Britain (day before month, 24-hour), else the language's own. */
export function datesLocale(language: InterfaceLanguage): string {
  return language === 'en' ? 'en-GB' : numbersLocale(language);
}

/** Which way a language's lines run: `<html dir>` in every window. */
export function textDirection(language: InterfaceLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Each interface language named in its own words, as language pickers do. */
export const interfaceLanguageNames: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fi: 'Suomi',
  sv: 'Svenska',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
};
