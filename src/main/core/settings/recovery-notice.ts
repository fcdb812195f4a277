import type { InterfaceLanguage } from '@shared/i18n/languages';
import { notificationMessages } from '@shared/i18n/messages/notifications';
import type { SettingsRecovery } from '@shared/settings';
import { resetSettingNames, writeSettingNames } from '@shared/setting-names';

/**
 * The desktop notification of a start that did not use the saved settings as they were: all reset,
 * or only the named ones (a dropped place counts as "Places"), and where the old file went.
 */
export function settingsRecoveryNotice(recovery: SettingsRecovery, language: InterfaceLanguage): { title: string; body: string } {
  const { keptAs } = recovery;
  if (recovery.reason !== 'someFields') {
    return {
      title: notificationMessages.format(language, 'settingsResetTitle'),
      body:
        keptAs === null
          ? notificationMessages.format(language, 'settingsResetBody')
          : notificationMessages.format(language, 'settingsResetBodyKept', { file: keptAs }),
    };
  }
  const names = resetSettingNames(recovery);
  if (recovery.droppedPlaces.length > 0 && !names.includes('setting.locations')) names.push('setting.locations');
  const fields = writeSettingNames(language, names);
  return {
    title: notificationMessages.format(language, 'settingsPartlyResetTitle'),
    body:
      keptAs === null
        ? notificationMessages.format(language, 'settingsPartlyResetBody', { fields })
        : notificationMessages.format(language, 'settingsPartlyResetBodyKept', { fields, file: keptAs }),
  };
}
