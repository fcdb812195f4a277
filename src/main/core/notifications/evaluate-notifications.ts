import type { NotificationState } from './notification-state';
import type { AppNotification, NotificationInput } from './notification-types';
import { evaluateLightning } from './lightning-rule';
import { isQuietTime } from './quiet-hours';
import { evaluateRain } from './rain-rule';
import { evaluateUsage } from './usage-rule';
import { evaluateWarnings } from './warning-rule';

/**
 * Decides what to tell the user now. Pure: the caller passes the state it got last time (or from
 * disk) and keeps the one returned. Quiet hours suppress rather than queue: nothing is recorded as
 * told, so whatever still applies when they end (rain still ahead, a warning still valid, usage
 * still high) is told at the first evaluation after, and what no longer applies is never told.
 */
export function evaluateNotifications(
  input: NotificationInput,
  state: NotificationState,
): { notifications: AppNotification[]; state: NotificationState } {
  const mayNotify = !isQuietTime(input.now, input.rules.quietHours, input.timeZone);
  const rain = evaluateRain(input, state.rain, mayNotify);
  const warnings = evaluateWarnings(input, state.warnings, mayNotify);
  const usage = evaluateUsage(input, state.usage, mayNotify);
  const lightning = evaluateLightning(input, state.lightning, mayNotify);
  const notifications = [
    ...warnings.notifications,
    ...lightning.notifications,
    ...(rain.notification === undefined ? [] : [rain.notification]),
    ...(usage.notification === undefined ? [] : [usage.notification]),
  ];
  return {
    notifications,
    state: { version: 1, rain: rain.state, warnings: warnings.state, usage: usage.state, lightning: lightning.state },
  };
}
