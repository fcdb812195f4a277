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

/** Minutes since local midnight of an `HH:MM` text, or undefined when it is not one. */
export function minutesOfDay(clock: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (match === null) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}
