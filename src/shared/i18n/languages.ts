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

/** The locale dates and clock times are written in: English as in Britain (day before month, 24-hour), else the language's own. */
export function datesLocale(language: InterfaceLanguage): string {
  return language === 'en' ? 'en-GB' : language;
}

/** Each interface language named in its own words, as language pickers do. */
export const interfaceLanguageNames: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fi: 'Suomi',
  sv: 'Svenska',
  fr: 'Français',
  es: 'Español',
};
