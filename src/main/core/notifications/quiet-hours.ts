import { clockTime, minutesOfDay } from './local-time';
import type { QuietHours } from '@shared/settings';

/**
 * Whether `at` falls in the quiet hours, read on the user's wall clock. The start is inside, the
 * end outside; an end earlier than the start spans midnight; equal or malformed times mean none.
 */
export function isQuietTime(at: Date, quietHours: QuietHours, timeZone: string): boolean {
  if (!quietHours.enabled) return false;
  const start = minutesOfDay(quietHours.from);
  const end = minutesOfDay(quietHours.until);
  const now = minutesOfDay(clockTime(at, timeZone));
  if (start === undefined || end === undefined || now === undefined || start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}
