import { dateTimeFormat, missing } from '../lib/weather/format';

const pattern: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function formatIn(zone: string | undefined): Intl.DateTimeFormat {
  return dateTimeFormat(pattern, zone);
}

/**
 * A frame's time with its day, since frames span days ('Mon 9 Feb, 19:00'), in the zone given (the
 * computer's when undefined).
 */
export function formatFrameTime(time: string, zone: string | undefined): string {
  const at = Date.parse(time);
  return Number.isFinite(at) ? formatIn(zone).format(at) : missing;
}
