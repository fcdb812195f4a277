import type { NotificationConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDesktopNotification, type NotificationShower } from '@main/desktop-notifications';
import { createRecordingLogger } from '../support/recording-logger';
import { session, warning } from './core/notifications/notification-fixtures';
import { fakeDesktopKinds, installFakeElectron, type FakeElectron, type FakeNotification } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

const rain = { title: 'Rain in 12 min', body: 'Helsinki: light rain from 14:20' };

let electron: FakeElectron;

beforeEach(() => {
  electron = installFakeElectron();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A Notification class that records what it was asked to show. */
function recordingNotifications(supported: boolean, failOnShow = false) {
  const shown: NotificationConstructorOptions[] = [];
  const Notification: NotificationShower = class {
    static isSupported(): boolean {
      return supported;
    }

    constructor(readonly options: NotificationConstructorOptions) {}

    show(): void {
      if (failOnShow) throw new Error('no notification daemon');
      shown.push(this.options);
    }
  };
  return { Notification, shown };
}

describe('showDesktopNotification', () => {
  it('shows the title and body, with sound and no actions, through Electron', () => {
    const show = vi.spyOn(electron.Notification.prototype, 'show');

    showDesktopNotification(rain, { platform: electron.desktop.platform });

    expect(show).toHaveBeenCalledOnce();
    expect((show.mock.contexts[0] as FakeNotification | undefined)?.options).toEqual({ ...rain, silent: false });
  });

  it('passes the icon it is given', () => {
    const { Notification, shown } = recordingNotifications(true);

    showDesktopNotification(rain, { platform: 'linux', Notification, icon: '/opt/Weatherglass/resources/icon.png' });

    expect(shown).toEqual([{ ...rain, silent: false, icon: '/opt/Weatherglass/resources/icon.png' }]);
  });

  it('does nothing but log where notifications are not supported', () => {
    const { Notification, shown } = recordingNotifications(false);
    const logger = createRecordingLogger();

    showDesktopNotification(rain, { platform: 'linux', Notification, logger });

    expect(shown).toEqual([]);
    expect(logger.entries.map((entry) => entry.level)).toEqual(['info']);
  });

  it('never throws when showing fails, and logs no notification text', () => {
    const { Notification } = recordingNotifications(true, true);
    const logger = createRecordingLogger();

    expect(() => showDesktopNotification(rain, { platform: 'linux', Notification, logger })).not.toThrow();
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'notifications: one could not be shown', fields: { reason: 'Error' } },
    ]);
  });
});

/** Service text that is markup: a warning's name and text, and a place's name, as the service might send them. */
const markupName = '<b>Storm</b> & <a href="https://x">';
const markupText = '<img src=x onerror=alert(1)>';
const markupPlace = "<i>Kallio</i> & Töölö's <u>shore</u>";

/** The warning rule's own notification for a warning whose name, text and place are markup. */
function markupWarning() {
  const [told] = session().evaluate({
    now: new Date('2026-06-10T11:00:00Z'),
    warnings: [
      { locationId: 'loc-1', locationName: markupPlace, warnings: [warning({ name: markupName, description: [{ lang: 'en', text: markupText }] })] },
    ],
  });
  if (told === undefined) throw new Error('the warning rule told nothing');
  return told;
}

describe('service text in a notification', () => {
  it.each(fakeDesktopKinds.filter((kind) => kind.startsWith('linux')))(
    'reaches the body escaped on %s, whose notification server reads the body as markup',
    (kind) => {
      electron = installFakeElectron(kind);
      const told = markupWarning();

      showDesktopNotification(told, { platform: electron.desktop.platform });

      expect(electron.Notification.shown).toEqual([
        {
          // The summary is plain text to every freedesktop server: as it came.
          title: `${markupName} — ${markupPlace}`,
          body: '&lt;img src=x onerror=alert(1)&gt;',
          silent: false,
        },
      ]);
    },
  );

  it('escapes an ampersand, a tag and a link in a body on Linux, and leaves quotes and apostrophes', () => {
    electron = installFakeElectron('linux-wayland');

    showDesktopNotification({ title: 'Wind', body: `${markupName} ${markupPlace}` }, { platform: electron.desktop.platform });

    expect(electron.Notification.shown.map(({ body }) => body)).toEqual([
      '&lt;b&gt;Storm&lt;/b&gt; &amp; &lt;a href="https://x"&gt; &lt;i&gt;Kallio&lt;/i&gt; &amp; Töölö\'s &lt;u&gt;shore&lt;/u&gt;',
    ]);
  });

  it.each(['darwin', 'win32'] as const)('reaches the body literally on %s, which shows the body as text', (kind) => {
    electron = installFakeElectron(kind);
    const told = markupWarning();

    showDesktopNotification(told, { platform: electron.desktop.platform });

    expect(electron.Notification.shown).toEqual([{ title: `${markupName} — ${markupPlace}`, body: markupText, silent: false }]);
  });
});
