import { missing } from '../weather/format';

const formats = new Map<string, Intl.DateTimeFormat>();

const pattern: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function formatIn(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...pattern, timeZone: zone });
    } catch {
      // A zone this Chromium does not know: the computer's own zone beats no time at all.
      format = new Intl.DateTimeFormat('en-GB', pattern);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A frame's time with its day, since frames span days ('Mon 9 Feb, 19:00'), in the zone given (the
 * computer's when undefined).
 */
export function formatFrameTime(time: string, zone: string | undefined): string {
  const at = Date.parse(time);
  return Number.isFinite(at) ? formatIn(zone).format(at) : missing;
}
