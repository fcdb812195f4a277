import type { Language, TemperatureUnit, TimeZonePreference, WindUnit } from '@shared/settings';
import { wholeDegrees } from '@shared/views/whole-degrees';

/** What a value the service did not deliver looks like: never 0, which would be a measurement. */
export const missing = '–';

type MaybeNumber = number | null | undefined;

function isKnown(value: MaybeNumber): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/** The settings' language codes ('pt_br') as a BCP 47 tag Intl understands ('pt-BR'). */
export function localeFor(language: Language): string {
  const [base = 'en', region] = language.split('_');
  return region === undefined ? base : `${base}-${region.toUpperCase()}`;
}

/** Building an Intl format costs far more than using one: a window formats hundreds of values. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    // 'negative': a value that rounds to zero from below shows as 0, not -0. 'halfCeil' rounds
    // halves up as `wholeDegrees` and the tray do (−2.5 → −2), where Intl's default gives −3.
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits, signDisplay: 'negative', roundingMode: 'halfCeil' });
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: MaybeNumber, locale: string, fractionDigits = 0): string {
  return isKnown(value) ? numberFormat(locale, fractionDigits).format(value) : missing;
}

/** Degrees in whichever unit the data came in; the unit is shown once, beside the large figure. */
export function formatDegrees(value: MaybeNumber, locale: string): string {
  return isKnown(value) ? `${formatNumber(wholeDegrees(value), locale)}°` : missing;
}

/** '°C' or '°F'. */
export function degreesLabel(unit: TemperatureUnit): string {
  return `°${unit}`;
}

export const windUnitLabels: Record<WindUnit, string> = { MS: 'm/s', KMH: 'km/h', KTS: 'kn', MPH: 'mph' };

export function formatWithUnit(value: MaybeNumber, unit: string, locale: string, fractionDigits = 0): string {
  return isKnown(value) ? `${formatNumber(value, locale, fractionDigits)} ${unit}` : missing;
}

/** Visibility arrives in metres; people read it in kilometres, with a decimal only when it is short. */
export function formatVisibility(metres: MaybeNumber, locale: string): string {
  if (!isKnown(metres)) return missing;
  const km = metres / 1000;
  return formatWithUnit(km, 'km', locale, km < 10 ? 1 : 0);
}

/** Below this, precipitation is there but would read "0.0": a trace. */
export const traceBelowMm = 0.05;

/** mm/h and mm: a decimal below 10, where it tells drizzle from rain; "trace" for less than shows. */
export function formatPrecipitation(value: MaybeNumber, unit: 'mm' | 'mm/h', locale: string): string {
  if (!isKnown(value)) return missing;
  if (value > 0 && value < traceBelowMm) return 'trace';
  return formatWithUnit(value, unit, locale, value < 10 ? 1 : 0);
}

/** The IANA zone times are shown in, or undefined for the computer's own. */
export function displayZone(preference: TimeZonePreference, locationZone: string): string | undefined {
  if (preference === 'system') return undefined;
  return preference === 'location' ? locationZone : preference;
}

/**
 * The zone for times that belong to no place (an API key's creation, a usage check): the IANA zone
 * chosen in Settings, otherwise the computer's own (undefined), since "the place's" names no place here.
 */
export function personalZone(preference: TimeZonePreference): string | undefined {
  return preference === 'system' || preference === 'location' ? undefined : preference;
}

type Pattern = 'clock' | 'clockWithDate' | 'day' | 'dateTime';

const patterns: Record<Pattern, Intl.DateTimeFormatOptions> = {
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  clockWithDate: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An English (en-GB, 24-hour) date-time format in a zone (undefined: the computer's own), built once
 * per options and zone.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, zone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${zone ?? ''}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    } catch {
      // A zone this Chromium does not know: the computer's own zone beats no time at all.
      format = new Intl.DateTimeFormat('en-GB', options);
    }
    dateFormats.set(key, format);
  }
  return format;
}

function dateFormat(pattern: Pattern, zone: string | undefined): Intl.DateTimeFormat {
  return dateTimeFormat(patterns[pattern], zone);
}

/**
 * Builds the formats a window will need first. The first Intl format of a page loads the locale's
 * ICU data (tens of ms on a slow machine): done while the window waits for main's answers, it is
 * off the path from data to screen.
 */
export function warmUpFormats(locale: string): void {
  numberFormat(locale, 0);
  numberFormat(locale, 1);
  dateFormat('clock', undefined);
}

export function instant(at: number | string): number {
  return typeof at === 'number' ? at : Date.parse(at);
}

/** 24-hour clock time ('14:25') of an instant, in the zone given (the computer's when undefined). */
export function formatClock(at: number | string, zone: string | undefined): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateFormat('clock', zone).format(ms) : missing;
}

/** A date with the year and the time ('21 Nov 2026, 09:00'), for instants that may be years away. */
export function formatDateTime(at: number | string, zone: string | undefined): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateFormat('dateTime', zone).format(ms) : missing;
}

/** A clock time, with the date in front ('20 Nov, 10:42') when it is not the same day as `now`. */
export function formatClockOrDate(at: number | string, now: number, zone: string | undefined): string {
  const ms = instant(at);
  if (!Number.isFinite(ms)) return missing;
  const sameDay = dateFormat('day', zone).format(ms) === dateFormat('day', zone).format(now);
  return sameDay ? dateFormat('clock', zone).format(ms) : dateFormat('clockWithDate', zone).format(ms);
}

const minute = 60_000;

/** How old something is, as people say it: 'just now', '3 min ago', '2 h ago', '4 days ago'. */
export function formatAge(ageMs: number): string {
  const minutes = Math.floor(Math.max(0, ageMs) / minute);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
