import { datesLocale, type InterfaceLanguage } from '@shared/i18n/languages';
import { clockParts, type ClockStyle } from '@shared/units';

/**
 * Wall-clock readings in the user's zone, in a language's way (English as en-GB, as the windows
 * write it). An unknown zone name falls back to UTC rather than throwing, so a bad setting can cost
 * the right hour but never the notifications themselves.
 */
function clockFormat(timeZone: string, clock: ClockStyle = '24h', language: InterfaceLanguage = 'en'): Intl.DateTimeFormat {
  const options = clockParts(clock);
  const locale = datesLocale(language);
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
}

/** `HH:MM`, 24-hour, in the zone. */
export function clockTime(at: Date, timeZone: string): string {
  const parts = clockFormat(timeZone).formatToParts(at);
  const part = (type: 'hour' | 'minute') => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** A clock time for people to read, in the clock they chose and their language: '14:25' or '2:25 pm'; Finnish '14.25'. */
export function spokenTime(at: Date, timeZone: string, clock: ClockStyle, language: InterfaceLanguage): string {
  return clockFormat(timeZone, clock, language).format(at);
}

/** Minutes since local midnight of an `HH:MM` text, or undefined when it is not one. */
export function minutesOfDay(clock: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (match === null) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}
