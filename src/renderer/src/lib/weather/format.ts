import { datesLocale, numbersLocale } from '@shared/i18n/languages';
import type { TimeZonePreference } from '@shared/settings';
import { clockParts, convert, fractionDigits, unitLabels, type ClockStyle, type TemperatureUnit, type Units } from '@shared/units';
import { wholeDegrees } from '@shared/views/whole-degrees';
import { interfaceLanguage } from '../i18n.svelte';
import { weatherText as t } from './text';

/** What a value the service did not deliver looks like: never 0, which would be a measurement. */
export const missing = '–';

type MaybeNumber = number | null | undefined;

function isKnown(value: MaybeNumber): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/**
 * The locale numbers and dates are written in: that of the windows' own words, the interface
 * language. The data language (settings.language) only names places and warnings, so German data
 * under English menus must not give "990 to 1.023 hPa" inside an English sentence.
 */
export function wordsLocale(): string {
  return numbersLocale(interfaceLanguage());
}

/** Building an Intl format costs far more than using one: a window formats hundreds of values. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** 'shortest' drops trailing zeros (0.5 mm); 'every' keeps each digit (29.30 inHg), where the digits are the promise. */
export type Digits = 'shortest' | 'every';

function numberFormat(locale: string, fractionDigits: number, useGrouping = true, digits: Digits = 'shortest'): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}|${useGrouping}|${digits}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    // 'negative': a value that rounds to zero from below shows as 0, not -0. 'halfCeil' rounds
    // halves up as `wholeDegrees` and the tray do (−2.5 → −2), where Intl's default gives −3.
    const minimumFractionDigits = digits === 'every' ? fractionDigits : 0;
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits: fractionDigits, signDisplay: 'negative', roundingMode: 'halfCeil', useGrouping });
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: MaybeNumber, locale: string, fractionDigits = 0, digits: Digits = 'shortest'): string {
  return isKnown(value) ? numberFormat(locale, fractionDigits, true, digits).format(value) : missing;
}

/**
 * The number a reader sees when `formatNumber` writes `value` to `fractionDigits` digits (2.64 to
 * one digit is 2.6, −0.04 is 0), rounded by the same Intl rules in every language; null when unknown.
 * Arithmetic on what is shown (a difference beside two figures, whether an amount reads as
 * nothing) starts from this, so it agrees with the figures the reader can check it against.
 */
export function shownNumber(value: MaybeNumber, fractionDigits = 0): number | null {
  return isKnown(value) ? Number(numberFormat('en-US', fractionDigits, false).format(value)) : null;
}

/**
 * What joins a figure to its unit: a no-break space, so '992 hPa' never breaks across two lines.
 * The units here are the services' own abbreviations (hPa, inHg, Bft, mm/h), most of which Intl's
 * sanctioned unit list lacks, so one joiner for all keeps every unit looking the same.
 */
export const unitJoiner = '\u00a0';

/** Degrees in whichever unit the data came in; the unit is shown once, beside the large figure. */
export function formatDegrees(value: MaybeNumber, locale: string): string {
  return isKnown(value) ? `${formatNumber(wholeDegrees(value), locale)}°` : missing;
}

/** '°C' or '°F'. */
export function degreesLabel(unit: TemperatureUnit): string {
  return `°${unit}`;
}

/** 'm/s', 'km/h', 'kn', 'mph' or 'Bft'. */
export function windLabel(units: Pick<Units, 'wind'>): string {
  return unitLabels.wind[units.wind];
}

/** A wind speed as it arrived from the service, in the unit chosen: '4 m/s', '3 Bft'. */
export function formatWind(value: MaybeNumber, units: Pick<Units, 'wind'>, locale: string): string {
  return isKnown(value) ? formatWithUnit(convert.wind(value, units.wind), windLabel(units), locale) : missing;
}

/** A wind the service gives in m/s whatever unit was asked (a storm's), in the unit chosen. */
export function formatWindFromMetresPerSecond(metresPerSecond: MaybeNumber, units: Pick<Units, 'wind'>, locale: string): string {
  return isKnown(metresPerSecond) ? formatWithUnit(convert.windFromMetresPerSecond(metresPerSecond, units.wind), windLabel(units), locale) : missing;
}

/** Pressure arrives in hPa: '1013 hPa', '29.92 inHg', '29.30 inHg' (inches keep both digits), '760 mmHg'. */
export function formatPressure(hPa: MaybeNumber, units: Pick<Units, 'pressure'>, locale: string): string {
  return isKnown(hPa) ? `${formatPressureFigure(hPa, units, locale)}${unitJoiner}${unitLabels.pressure[units.pressure]}` : missing;
}

/**
 * The figure of `formatPressure` without its unit ('1013', '29.30'), for a table or a range that
 * names the unit once. Never grouped: every weather service writes 1023 hPa, not 1.023 or 1 023.
 */
export function formatPressureFigure(hPa: MaybeNumber, units: Pick<Units, 'pressure'>, locale: string): string {
  if (!isKnown(hPa)) return missing;
  return numberFormat(locale, fractionDigits.pressure[units.pressure], false, 'every').format(convert.pressure(hPa, units.pressure));
}

export function formatWithUnit(value: MaybeNumber, unit: string, locale: string, fractionDigits = 0): string {
  return isKnown(value) ? `${formatNumber(value, locale, fractionDigits)}${unitJoiner}${unit}` : missing;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

function percentFormat(locale: string): Intl.NumberFormat {
  let format = percentFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'negative', roundingMode: 'halfCeil' });
    percentFormats.set(locale, format);
  }
  return format;
}

/** A share out of 100 as the language writes it: '30%' in English, '30 %' in German and Finnish, '30 %' in French. */
export function formatPercent(value: MaybeNumber, locale: string): string {
  return isKnown(value) ? percentFormat(locale).format(value / 100) : missing;
}

/** A range of shares joined as the language joins one ('40% – 60%' in English, '40–60 %' in German); one figure where both ends agree. */
export function formatPercentRange(low: number, high: number, locale: string): string {
  const [from, to] = [formatPercent(low, locale), formatPercent(high, locale)];
  return from === to ? from : percentFormat(locale).formatRange(low / 100, high / 100);
}

/** Distances arrive in metres; people read kilometres or miles, with a decimal only when short: '40 km', '4.5 km', '25 mi'. */
export function formatDistance(metres: MaybeNumber, units: Pick<Units, 'distance'>, locale: string): string {
  return isKnown(metres) ? `${formatDistanceFigure(metres, units, locale)}${unitJoiner}${unitLabels.distance[units.distance]}` : missing;
}

/** The figure of `formatDistance` without its unit ('40', '4.5'), for a table whose header names the unit. */
export function formatDistanceFigure(metres: MaybeNumber, units: Pick<Units, 'distance'>, locale: string): string {
  if (!isKnown(metres)) return missing;
  const value = convert.distance(metres, units.distance);
  return formatNumber(value, locale, value < 10 ? 1 : 0);
}

/** Lengths the service gives in km (a resort's slopes, a distance worked out here): '42 km', '26 mi'. */
export function formatKilometres(km: MaybeNumber, units: Pick<Units, 'distance'>, locale: string): string {
  return isKnown(km) ? formatDistance(km * 1000, units, locale) : missing;
}

/** Snow arrives in cm: '12 cm', '4.7 in'; a decimal below 10 cm, where a few centimetres count. */
export function formatSnow(cm: MaybeNumber, units: Pick<Units, 'precipitation'>, locale: string): string {
  if (!isKnown(cm)) return missing;
  const value = convert.snow(cm, units.precipitation);
  const digits = units.precipitation === 'in' || value < 10 ? 1 : 0;
  return formatWithUnit(value, unitLabels.snow[units.precipitation], locale, digits);
}

/** A height in metres: '1,850 m', '6,070 ft'; a decimal below 10 ('2.5 m' of waves). */
export function formatHeight(metres: MaybeNumber, units: Pick<Units, 'distance'>, locale: string): string {
  if (!isKnown(metres)) return missing;
  const value = convert.height(metres, units.distance);
  return formatWithUnit(value, unitLabels.height[units.distance], locale, Math.abs(value) < 10 ? 1 : 0);
}

/** The label of an amount ('mm', 'in') or a rate ('mm/h', 'in/h'). */
export function precipitationLabel(units: Pick<Units, 'precipitation'>, per: 'amount' | 'rate'): string {
  const unit = unitLabels.precipitation[units.precipitation];
  return per === 'rate' ? `${unit}/h` : unit;
}

/**
 * An amount or rate in the unit chosen as its figures show it, to the last digit that tells
 * something from nothing (0.1 mm, 0.01 in): 0 where it reads as 0. Null when unknown.
 */
export function shownPrecipitation(mm: MaybeNumber, units: Pick<Units, 'precipitation'>): number | null {
  return isKnown(mm) ? shownNumber(convert.precipitation(mm, units.precipitation), fractionDigits.precipitation[units.precipitation]) : null;
}

/** The figure of `shownPrecipitation` without its unit ('0', '2.5', '0.12'), for a table whose header names the unit. */
export function formatPrecipitationFigure(mm: MaybeNumber, units: Pick<Units, 'precipitation'>, locale: string): string {
  return formatNumber(shownPrecipitation(mm, units), locale, fractionDigits.precipitation[units.precipitation]);
}

/**
 * Precipitation arrives in mm (amounts) and mm/h (rates). In millimetres a decimal below 10, where it
 * tells drizzle from rain; in inches two; "trace" where less falls than the last digit shows.
 */
export function formatPrecipitation(mm: MaybeNumber, per: 'amount' | 'rate', units: Pick<Units, 'precipitation'>, locale: string): string {
  if (!isKnown(mm)) return missing;
  const value = convert.precipitation(mm, units.precipitation);
  const digits = units.precipitation === 'mm' && value >= 10 ? 0 : fractionDigits.precipitation[units.precipitation];
  if (value > 0 && shownPrecipitation(mm, units) === 0) return t('trace');
  return formatWithUnit(value, precipitationLabel(units, per), locale, digits);
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

function patternOf(pattern: Pattern, clock: ClockStyle): Intl.DateTimeFormatOptions {
  switch (pattern) {
    case 'clock':
      return clockParts(clock);
    case 'clockWithDate':
      return { day: 'numeric', month: 'short', ...clockParts(clock) };
    case 'day':
      return { year: 'numeric', month: '2-digit', day: '2-digit' };
    case 'dateTime':
      return { day: 'numeric', month: 'short', year: 'numeric', ...clockParts(clock) };
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time format in the interface language (English as en-GB) in a zone (undefined: the
 * computer's own), built once per language, options and zone.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, zone: string | undefined): Intl.DateTimeFormat {
  const locale = datesLocale(interfaceLanguage());
  const key = `${locale}|${JSON.stringify(options)}|${zone ?? ''}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    } catch {
      // A zone this Chromium does not know: the computer's own zone beats no time at all.
      format = new Intl.DateTimeFormat(locale, options);
    }
    dateFormats.set(key, format);
  }
  return format;
}

function dateFormat(pattern: Pattern, zone: string | undefined, clock: ClockStyle = '24h'): Intl.DateTimeFormat {
  return dateTimeFormat(patternOf(pattern, clock), zone);
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

const minute = 60_000;

export function instant(at: number | string): number {
  return typeof at === 'number' ? at : Date.parse(at);
}

/** Clock time ('14:25', or '2:25 pm' on a 12-hour clock) of an instant, in the zone given (the computer's when undefined). */
export function formatClock(at: number | string, zone: string | undefined, clock: ClockStyle): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateFormat('clock', zone, clock).format(ms) : missing;
}

/** A time of day as the service and the settings write it ('22:00', '08:30') in the clock chosen: '10:00 pm'. */
export function formatClockTime(clockTime: string, clock: ClockStyle): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clockTime.trim());
  if (match === null) return missing;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? formatClock(Date.UTC(2026, 0, 1, hours, minutes), 'UTC', clock) : missing;
}

/**
 * The day, time and zone of an instant ('Mon 9 Feb, 20:45 EET'), in the zone given (the computer's
 * when undefined). The zone is Intl's short name: an abbreviation where it has a real one, else
 * the offset ('GMT-5'), so a time that belongs to no place still says whose clock it is.
 */
export function formatDayTimeZoned(at: number | string, zone: string | undefined, clock: ClockStyle): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short', ...clockParts(clock), timeZoneName: 'short' }, zone).format(ms) : missing;
}

const writtenOffset = /(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * An offset in minutes named as Intl names a zone it has no abbreviation for: 'GMT', 'GMT+2',
 * 'GMT-3:30'; in another language as Intl writes whole hours there (French 'UTC+2', Swedish 'GMT−10').
 */
export function offsetZoneName(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const size = Math.abs(minutes);
  const [hours, rest] = [Math.floor(size / 60), size % 60];
  const minutesPart = rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`;
  const english = `GMT${minutes < 0 ? '-' : '+'}${hours}${minutesPart}`;
  if (wordsLocale() === 'en' || hours === 0) return english;
  // Etc/GMT zones are named with the sign turned round: Etc/GMT-2 is two hours ahead of UTC.
  const zone = `Etc/GMT${minutes < 0 ? '+' : '-'}${hours}`;
  const named = dateTimeFormat({ timeZoneName: 'short' }, zone).formatToParts(0).find((part) => part.type === 'timeZoneName')?.value;
  return named === undefined ? english : `${named}${minutesPart}`;
}

/**
 * The clock of a service time in the offset it is written with ('…T14:00+02:00' is '14:00', zone
 * 'GMT+2'). The point forecasts come in the place's own zone, so this is the place's local time,
 * step by step across a change of summer time. No offset, no way to tell whose time: missing.
 */
export function formatWrittenClock(time: string, clock: ClockStyle): { clock: string; zone: string } {
  const match = writtenOffset.exec(time);
  const ms = Date.parse(time);
  if (match === null || !Number.isFinite(ms)) return { clock: missing, zone: '' };
  const [, sign, hours, minutes] = match;
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return { clock: formatClock(ms + offset * minute, 'UTC', clock), zone: offsetZoneName(offset) };
}

/** A date with the year and the time ('21 Nov 2026, 09:00'), for instants that may be years away. */
export function formatDateTime(at: number | string, zone: string | undefined, clock: ClockStyle): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateFormat('dateTime', zone, clock).format(ms) : missing;
}

/** A clock time, with the date in front ('20 Nov, 10:42') when it is not the same day as `now`. */
export function formatClockOrDate(at: number | string, now: number, zone: string | undefined, clock: ClockStyle): string {
  const ms = instant(at);
  if (!Number.isFinite(ms)) return missing;
  const sameDay = dateFormat('day', zone).format(ms) === dateFormat('day', zone).format(now);
  return dateFormat(sameDay ? 'clock' : 'clockWithDate', zone, clock).format(ms);
}

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * '3 min ago', 'vor 2 Std.', '4 pv sitten' as Intl writes them in the interface language, with the
 * figure held to its unit: CLDR joins them with a plain space, which lets '3' end one line.
 */
export function formatTimeAgo(amount: number, unit: 'minute' | 'hour' | 'day', locale: string): string {
  let format = relativeTimeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' });
    relativeTimeFormats.set(locale, format);
  }
  const parts = format.formatToParts(-amount, unit);
  const lastFigure = parts.findLastIndex((part) => part.type !== 'literal');
  return parts.map((part, index) => (index === lastFigure + 1 ? part.value.replace(/^\s/u, unitJoiner) : part.value)).join('');
}

/** How old something is, as people say it: 'just now', '3 min. ago', '2 hr. ago', '4 days ago'. */
export function formatAge(ageMs: number): string {
  const minutes = Math.floor(Math.max(0, ageMs) / minute);
  if (minutes < 1) return t('justNow');
  if (minutes < 60) return formatTimeAgo(minutes, 'minute', wordsLocale());
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return formatTimeAgo(hours, 'hour', wordsLocale());
  return formatTimeAgo(Math.floor(hours / 24), 'day', wordsLocale());
}
