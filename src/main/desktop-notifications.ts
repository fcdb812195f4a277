import { Notification, type NotificationConstructorOptions } from 'electron';
import type { Logger } from './core/logger';

export interface DesktopNotification {
  title: string;
  body: string;
}

export interface NotificationShower {
  isSupported(): boolean;
  new (options: NotificationConstructorOptions): { show(): void };
}

export interface DesktopNotificationContext {
  /** The platform the notification is shown on: Linux reads its body as markup. */
  platform: NodeJS.Platform;
  /** Electron's Notification unless a test gives another. */
  Notification?: NotificationShower;
  /** An icon file; Linux notification daemons show a generic one without it. */
  icon?: string;
  logger?: Logger;
}

/**
 * What the desktop is handed as the body. Electron passes it to libnotify unchanged everywhere but
 * macOS and Windows, and freedesktop notification servers read a body as markup (`body-markup`:
 * `<b> <i> <u> <a href> <img>`), so service text such as a warning's name could make a link or an
 * image there: it is escaped. Only `&`, `<` and `>` need escaping, as Canonical's notification
 * guidelines and Chromium's Linux notifications have it: with no `<` left no tag can open, quotes
 * mean nothing outside one, and a server that shows its body as plain text shows the apostrophe of
 * "panel's" rather than `&apos;`. The summary (title) is plain text by the specification and goes
 * as is; macOS and Windows show the body as text, where escaping would show `&lt;`.
 */
function bodyForPlatform(body: string, platform: NodeJS.Platform): string {
  if (platform === 'darwin' || platform === 'win32') return body;
  return body.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Shows a native notification, with sound and without actions: the rules in core decide what is
 * worth one. Where the system offers no notifications, or showing one fails, nothing happens
 * beyond a log line: a missed notification must never disturb the caller.
 */
export function showDesktopNotification(notification: DesktopNotification, ctx: DesktopNotificationContext): void {
  const NotificationClass = ctx.Notification ?? Notification;
  try {
    if (!NotificationClass.isSupported()) {
      ctx.logger?.info('notifications: not supported here, one was not shown');
      return;
    }
    const options: NotificationConstructorOptions = {
      title: notification.title,
      body: bodyForPlatform(notification.body, ctx.platform),
      silent: false,
    };
    if (ctx.icon !== undefined) options.icon = ctx.icon;
    new NotificationClass(options).show();
  } catch (error) {
    ctx.logger?.warn('notifications: one could not be shown', { reason: error instanceof Error ? error.name : 'unknown' });
  }
}
