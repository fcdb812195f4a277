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
  /** Electron's Notification unless a test gives another. */
  Notification?: NotificationShower;
  /** An icon file; Linux notification daemons show a generic one without it. */
  icon?: string;
  logger?: Logger;
}

/**
 * Shows a native notification, with sound and without actions: the rules in core decide what is
 * worth one. Where the system offers no notifications, or showing one fails, nothing happens
 * beyond a log line: a missed notification must never disturb the caller.
 */
export function showDesktopNotification(notification: DesktopNotification, ctx: DesktopNotificationContext = {}): void {
  const NotificationClass = ctx.Notification ?? Notification;
  try {
    if (!NotificationClass.isSupported()) {
      ctx.logger?.info('notifications: not supported here, one was not shown');
      return;
    }
    const options: NotificationConstructorOptions = { title: notification.title, body: notification.body, silent: false };
    if (ctx.icon !== undefined) options.icon = ctx.icon;
    new NotificationClass(options).show();
  } catch (error) {
    ctx.logger?.warn('notifications: one could not be shown', { reason: error instanceof Error ? error.name : 'unknown' });
  }
}
