import type { NotificationConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDesktopNotification, type NotificationShower } from '@main/desktop-notifications';
import { createRecordingLogger } from '../support/recording-logger';
import { installFakeElectron, type FakeElectron, type FakeNotification } from './fake-electron';

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

    showDesktopNotification(rain);

    expect(show).toHaveBeenCalledOnce();
    expect((show.mock.contexts[0] as FakeNotification | undefined)?.options).toEqual({ ...rain, silent: false });
  });

  it('passes the icon it is given', () => {
    const { Notification, shown } = recordingNotifications(true);

    showDesktopNotification(rain, { Notification, icon: '/opt/Weatherglass/resources/icon.png' });

    expect(shown).toEqual([{ ...rain, silent: false, icon: '/opt/Weatherglass/resources/icon.png' }]);
  });

  it('does nothing but log where notifications are not supported', () => {
    const { Notification, shown } = recordingNotifications(false);
    const logger = createRecordingLogger();

    showDesktopNotification(rain, { Notification, logger });

    expect(shown).toEqual([]);
    expect(logger.entries.map((entry) => entry.level)).toEqual(['info']);
  });

  it('never throws when showing fails, and logs no notification text', () => {
    const { Notification } = recordingNotifications(true, true);
    const logger = createRecordingLogger();

    expect(() => showDesktopNotification(rain, { Notification, logger })).not.toThrow();
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'notifications: one could not be shown', fields: { reason: 'Error' } },
    ]);
  });
});
