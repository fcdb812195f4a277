import { describe, expect, it } from 'vitest';
import { tellWhereItLivesOnce } from '@main/core/notifications/where-it-lives';
import type { DesktopNotification } from '@main/core/notifications/notification-center';
import { createMemorySettingsStorage, SettingsService } from '@main/core/settings/settings-service';
import { notificationMessages } from '@shared/i18n/messages/notifications';
import { createRecordingLogger } from '../../../support/recording-logger';

function told(platform: NodeJS.Platform, saved?: Record<string, unknown>) {
  const settings = new SettingsService(createMemorySettingsStorage(saved), createRecordingLogger());
  const shown: DesktopNotification[] = [];
  const tell = () => tellWhereItLivesOnce({ settings, notify: (notification) => shown.push(notification), platform });
  return { settings, shown, tell };
}

describe('tellWhereItLivesOnce', () => {
  it.each([
    ['win32', 'whereItLivesWindows'],
    ['darwin', 'whereItLivesMac'],
    ['linux', 'whereItLivesLinux'],
    ['freebsd', 'whereItLivesLinux'],
  ] as const)('on %s says where the icon is with %s, as an app notice', (platform, body) => {
    const { shown, tell } = told(platform);

    tell();

    expect(shown).toEqual([
      {
        id: 'where-it-lives',
        kind: 'app',
        title: notificationMessages.format('en', 'whereItLivesTitle'),
        body: notificationMessages.format('en', body),
      },
    ]);
  });

  it('says it once, and remembers that in the settings', () => {
    const { settings, shown, tell } = told('win32');

    tell();
    tell();

    expect(shown).toHaveLength(1);
    expect(settings.current.firstRun.toldWhereItLives).toBe(true);
  });

  it('says nothing where stored settings remember it was said', () => {
    const { shown, tell } = told('darwin', { version: 1, firstRun: { toldWhereItLives: true } });

    tell();

    expect(shown).toEqual([]);
  });

  it('speaks the interface language of the moment', () => {
    const { shown, tell } = told('linux', { version: 1, interfaceLanguage: 'fi' });

    tell();

    expect(shown[0]?.title).toBe('Weatherglass on yhä käynnissä');
    expect(shown[0]?.body).toMatch(/^Sen kuvake on paneelin tila-alueella/);
  });
});
