import { isDeepStrictEqual } from 'node:util';
import type { Logger } from '../logger';
import type { JsonFile } from '../persistence/json-file';
import { evaluateNotifications } from './evaluate-notifications';
import { initialNotificationState, type NotificationState } from './notification-state';
import type { AppNotification, NotificationInput, NotificationKind } from './notification-types';

/** What the desktop shows: the rules' notifications, and the app's own notices (settings reset, no keychain). */
export interface DesktopNotification extends Omit<AppNotification, 'kind'> {
  kind: NotificationKind | 'app';
}

export type Notify = (notification: DesktopNotification) => void;

/**
 * Runs the notification rules over the latest data and hands what is new to the desktop. What was
 * told is remembered on disk, so a restart tells nothing twice.
 */
export class NotificationCenter {
  readonly #file: JsonFile<NotificationState>;
  readonly #notify: Notify;
  readonly #logger: Logger;
  #state: NotificationState = initialNotificationState();

  constructor(file: JsonFile<NotificationState>, notify: Notify, logger: Logger) {
    this.#file = file;
    this.#notify = notify;
    this.#logger = logger;
  }

  async load(): Promise<void> {
    this.#state = (await this.#file.load()) ?? initialNotificationState();
  }

  evaluate(input: NotificationInput): void {
    const { notifications, state } = evaluateNotifications(input, this.#state);
    if (!isDeepStrictEqual(state, this.#state)) {
      this.#state = state;
      this.#file.save(state);
    }
    for (const notification of notifications) this.tell(notification);
  }

  /** Shows one notification; a failing desktop never stops the rules. */
  tell(notification: DesktopNotification): void {
    try {
      this.#notify(notification);
    } catch (error) {
      this.#logger.warn('notifications: the desktop did not take a notification', {
        kind: notification.kind,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
  }

  flush(): Promise<void> {
    return this.#file.flush();
  }
}
