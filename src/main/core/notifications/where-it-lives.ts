import { interfaceLanguageOf } from '@shared/i18n/languages';
import { notificationMessages, type NotificationMessageKey } from '@shared/i18n/messages/notifications';
import type { SettingsService } from '../settings/settings-service';
import type { Notify } from './notification-center';

/** Where each system keeps a tray icon, and so which words say where to find it. */
const bodies: Partial<Record<NodeJS.Platform, NotificationMessageKey>> = {
  win32: 'whereItLivesWindows',
  darwin: 'whereItLivesMac',
};

export interface WhereItLivesPorts {
  settings: Pick<SettingsService, 'current' | 'update'>;
  notify: Notify;
  platform: NodeJS.Platform;
}

/**
 * The app went on in the tray alone (its last window closed and it did not quit). The first time,
 * a notification says where its icon is: a new user who closes the welcome would otherwise think
 * it quit, or not find an icon that Windows hides in the overflow. Said once for good, remembered
 * in the settings (`firstRun.toldWhereItLives`), whether or not the system showed it.
 */
export function tellWhereItLivesOnce({ settings, notify, platform }: WhereItLivesPorts): void {
  if (settings.current.firstRun.toldWhereItLives) return;
  settings.update({ firstRun: { toldWhereItLives: true } });
  const language = interfaceLanguageOf(settings.current);
  notify({
    id: 'where-it-lives',
    kind: 'app',
    title: notificationMessages.format(language, 'whereItLivesTitle'),
    body: notificationMessages.format(language, bodies[platform] ?? 'whereItLivesLinux'),
  });
}
