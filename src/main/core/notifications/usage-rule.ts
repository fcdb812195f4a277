import { notificationMessages } from '@shared/i18n/messages/notifications';
import type { NotificationState } from './notification-state';
import type { AppNotification, NotificationInput } from './notification-types';

type ToldUsage = NotificationState['usage'];

/** A last call before the allowance runs out, whatever the first threshold chosen. */
const finalWarningPercent = 95;

/** The chosen share, and 95 % as a second notice when the chosen one is lower. */
export function usageThresholds(atPercent: number): number[] {
  return atPercent < finalWarningPercent ? [atPercent / 100, finalWarningPercent / 100] : [atPercent / 100];
}

/**
 * Daily usage nearing the allowance: each threshold (see usageThresholds) once per budget day. When usage jumps past
 * several at once only the highest is told, and the lower ones count as told.
 */
export function evaluateUsage(
  input: NotificationInput,
  previous: ToldUsage,
  mayNotify: boolean,
): { notification?: AppNotification; state: ToldUsage } {
  const { usage, rules } = input;
  if (usage === undefined || !rules.usage.enabled) return { state: previous };
  const told = previous?.day === usage.day ? previous.told : [];
  const state = { day: usage.day, told };
  if (!(usage.allowance > 0)) return { state };

  const fraction = usage.used / usage.allowance;
  const crossed = usageThresholds(rules.usage.atPercent).filter((threshold) => fraction >= threshold && !told.includes(threshold));
  if (crossed.length === 0 || !mayNotify) return { state };
  const highest = Math.max(...crossed);

  const percent = Math.floor(fraction * 100);
  return {
    notification: {
      id: `usage:${usage.day}:${highest}`,
      kind: 'usage',
      title: notificationMessages.format(input.interfaceLanguage, 'usageTitle', { percent }),
      body: notificationMessages.format(input.interfaceLanguage, 'usageBody', { used: Math.round(usage.used), allowance: Math.round(usage.allowance) }),
    },
    state: { day: usage.day, told: [...told, ...crossed].sort((a, b) => a - b) },
  };
}
