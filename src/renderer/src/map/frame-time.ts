import { clockParts, type ClockStyle } from '@shared/units';
import { dateTimeFormat, missing } from '../lib/weather/format';

/**
 * A frame's time with its day, since frames span days ('Mon 9 Feb, 19:00'), in the zone given (the
 * computer's when undefined).
 */
export function formatFrameTime(time: string, zone: string | undefined, clock: ClockStyle): string {
  const at = Date.parse(time);
  return Number.isFinite(at) ? dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short', ...clockParts(clock) }, zone).format(at) : missing;
}
