import { isErrorMessageKey, writeErrorText, type ErrorMessageKey } from './i18n/messages/errors';
import type { InterfaceLanguage } from './i18n/languages';
import type { SettingsRecovery } from './settings';

/** A setting's name in words a person reads ("Request budget"), from the errors catalogue. */
export type SettingNameKey = Extract<ErrorMessageKey, `setting.${string}`>;

/**
 * The most precise name the catalogue has for a setting given by its dotted path: 'budget.dailyRequests'
 * has its own, 'map.zoom' is named by its section ("Map view and layers"); a field Weatherglass does
 * not know is one of "Settings this Weatherglass does not know".
 */
export function settingNameKey(path: string): SettingNameKey {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const key = `setting.${segments.slice(0, length).join('.')}`;
    if (isErrorMessageKey(key)) return key as SettingNameKey;
  }
  return 'setting.unknown';
}

/** The names of the settings a recovery set back to their defaults, each once, in the file's order. */
export function resetSettingNames(recovery: SettingsRecovery): SettingNameKey[] {
  if (recovery.reason !== 'someFields') return [];
  return [...new Set(recovery.resetFields.map(settingNameKey))];
}

/** Words in a list, as the language writes one ("A, B and C"). */
export function writeList(language: InterfaceLanguage, words: readonly string[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
}

/** Settings named in a sentence's list, in a language. */
export function writeSettingNames(language: InterfaceLanguage, keys: readonly SettingNameKey[]): string {
  return writeList(
    language,
    keys.map((key) => writeErrorText(language, { key })),
  );
}
