import type { ClockStyle } from '@shared/units';

/**
 * Wall-clock readings in the user's zone. An unknown zone name falls back to UTC rather than
 * throwing, so a bad setting can cost the right hour but never the notifications themselves.
 */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  }
}

/** `HH:MM`, 24-hour, in the zone. */
export function clockTime(at: Date, timeZone: string): string {
  const parts = clockFormat(timeZone).formatToParts(at);
  const part = (type: 'hour' | 'minute') => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** A clock time for people to read, in the clock they chose: '14:25' or '2:25 pm'. */
export function spokenTime(at: Date, timeZone: string, clock: ClockStyle): string {
  if (clock === '24h') return clockTime(at, timeZone);
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at);
  }
}

/** Minutes since local midnight of an `HH:MM` text, or undefined when it is not one. */
export function minutesOfDay(clock: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (match === null) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}
