import { datesLocale, numbersLocale } from '@shared/i18n/languages';
import { unitSymbols, type UnitSymbols } from '@shared/unit-symbols';
import { clockParts, convert, fractionDigits, temperatureMarks, type ClockStyle } from '@shared/units';
import { zoneOffsetMinutes } from '@shared/time-zone';
import { wholeDegrees } from '@shared/views/whole-degrees';
import { interfaceLanguage } from '../i18n.svelte';
import type { NumberDisplay, TemperatureDisplay, TimeDisplay, UnitDisplay } from './display';
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

export function formatNumber(value: MaybeNumber, display: NumberDisplay, fractionDigits = 0, digits: Digits = 'shortest'): string {
  return isKnown(value) ? numberFormat(display.locale, fractionDigits, true, digits).format(value) : missing;
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
 * The units here are the services' own abbreviations (hPa, inHg, Bft, mm/h) or their Arabic
 * symbols (`unitSymbols`), most of which Intl's sanctioned unit list lacks, so one joiner for all
 * keeps every unit looking the same; the figure comes first in logical order, as Intl writes it.
 */
export const unitJoiner = '\u00a0';

/** The unit symbols of the interface language: 'km/h' in English, 'كم/س' in Arabic. */
export function symbols(): UnitSymbols {
  return unitSymbols(interfaceLanguage());
}

/**
 * A temperature as it arrived, on the scale chosen, in whole degrees with the scale's mark alone
 * ('4°'): the scale is named once, beside the large figure or in a header (`temperatureLabel`).
 */
export function formatDegrees(value: MaybeNumber, display: TemperatureDisplay): string {
  return isKnown(value) ? formatScaleDegrees(convert.temperature(value, display.units.temperature), display) : missing;
}

/** A temperature already on the scale chosen (an axis tick, a shown figure), in whole degrees with the scale's mark: '4°'. */
export function formatScaleDegrees(value: MaybeNumber, display: TemperatureDisplay): string {
  return isKnown(value) ? `${formatNumber(wholeDegrees(value), display)}${temperatureMarks(display.units.temperature).mark}` : missing;
}

/** The scale's letter after the mark of a large figure: '4°' and then 'C'. */
export function temperatureLetter(display: Pick<TemperatureDisplay, 'units'>): string {
  return symbols().temperatureLetter[display.units.temperature];
}

/** '°C' or '°F'. */
export function temperatureLabel(display: Pick<TemperatureDisplay, 'units'>): string {
  return symbols().temperature[display.units.temperature];
}

/** A temperature as it arrived, on the scale chosen, with its unit: '4 °C', '2.6 °C' to one digit. */
export function formatTemperature(value: MaybeNumber, display: TemperatureDisplay, fractionDigits = 0): string {
  return isKnown(value) ? formatWithUnit(convert.temperature(value, display.units.temperature), temperatureLabel(display), display, fractionDigits) : missing;
}

/** 'm/s', 'km/h', 'kn', 'mph' or 'Bft'. */
export function windLabel(display: Pick<UnitDisplay, 'units'>): string {
  return symbols().wind[display.units.wind];
}

/** A wind speed as it arrived from the service, in the unit chosen: '4 m/s', '3 Bft'. */
export function formatWind(value: MaybeNumber, display: UnitDisplay): string {
  return isKnown(value) ? formatWithUnit(convert.wind(value, display.units.wind), windLabel(display), display) : missing;
}

/** A wind the service gives in m/s whatever unit was asked (a storm's), in the unit chosen. */
export function formatWindFromMetresPerSecond(metresPerSecond: MaybeNumber, display: UnitDisplay): string {
  return isKnown(metresPerSecond) ? formatWithUnit(convert.windFromMetresPerSecond(metresPerSecond, display.units.wind), windLabel(display), display) : missing;
}

/** 'hPa', 'inHg' or 'mmHg'. */
export function pressureLabel(display: Pick<UnitDisplay, 'units'>): string {
  return symbols().pressure[display.units.pressure];
}

/** Pressure arrives in hPa: '1013 hPa', '29.92 inHg', '29.30 inHg' (inches keep both digits), '760 mmHg'. */
export function formatPressure(hPa: MaybeNumber, display: UnitDisplay): string {
  return isKnown(hPa) ? `${formatPressureFigure(hPa, display)}${unitJoiner}${pressureLabel(display)}` : missing;
}

/**
 * The figure of `formatPressure` without its unit ('1013', '29.30'), for a table or a range that
 * names the unit once. Never grouped: every weather service writes 1023 hPa, not 1.023 or 1 023.
 */
export function formatPressureFigure(hPa: MaybeNumber, display: UnitDisplay): string {
  if (!isKnown(hPa)) return missing;
  const { pressure } = display.units;
  return numberFormat(display.locale, fractionDigits.pressure[pressure], false, 'every').format(convert.pressure(hPa, pressure));
}

/** A figure already in `unit` beside it: '12 km', '3 items'. Values the service gives in its own units go through the functions above. */
export function formatWithUnit(value: MaybeNumber, unit: string, display: NumberDisplay, fractionDigits = 0): string {
  return isKnown(value) ? `${formatNumber(value, display, fractionDigits)}${unitJoiner}${unit}` : missing;
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
export function formatPercent(value: MaybeNumber, display: NumberDisplay): string {
  return isKnown(value) ? percentFormat(display.locale).format(value / 100) : missing;
}

/** A range of shares joined as the language joins one ('40% – 60%' in English, '40–60 %' in German); one figure where both ends agree. */
export function formatPercentRange(low: number, high: number, display: NumberDisplay): string {
  const [from, to] = [formatPercent(low, display), formatPercent(high, display)];
  return from === to ? from : percentFormat(display.locale).formatRange(low / 100, high / 100);
}

/** Distances arrive in metres; people read kilometres or miles, with a decimal only when short: '40 km', '4.5 km', '25 mi'. */
export function formatDistance(metres: MaybeNumber, display: UnitDisplay): string {
  return isKnown(metres) ? `${formatDistanceFigure(metres, display)}${unitJoiner}${symbols().distance[display.units.distance]}` : missing;
}

/** The figure of `formatDistance` without its unit ('40', '4.5'), for a table whose header names the unit. */
export function formatDistanceFigure(metres: MaybeNumber, display: UnitDisplay): string {
  if (!isKnown(metres)) return missing;
  const value = convert.distance(metres, display.units.distance);
  return formatNumber(value, display, value < 10 ? 1 : 0);
}

/** Lengths the service gives in km (a resort's slopes, a distance worked out here): '42 km', '26 mi'. */
export function formatKilometres(km: MaybeNumber, display: UnitDisplay): string {
  return isKnown(km) ? formatDistance(km * 1000, display) : missing;
}

/** Snow arrives in cm: '12 cm', '4.7 in'; a decimal below 10 cm, where a few centimetres count. */
export function formatSnow(cm: MaybeNumber, display: UnitDisplay): string {
  if (!isKnown(cm)) return missing;
  const { precipitation } = display.units;
  const value = convert.snow(cm, precipitation);
  const digits = precipitation === 'in' || value < 10 ? 1 : 0;
  return formatWithUnit(value, symbols().snow[precipitation], display, digits);
}

/** A height in metres: '1,850 m', '6,070 ft'; a decimal below 10 ('2.5 m' of waves). */
export function formatHeight(metres: MaybeNumber, display: UnitDisplay): string {
  if (!isKnown(metres)) return missing;
  const value = convert.height(metres, display.units.distance);
  return formatWithUnit(value, heightLabel(display), display, Math.abs(value) < 10 ? 1 : 0);
}

/** 'm' or 'ft'. */
export function heightLabel(display: Pick<UnitDisplay, 'units'>): string {
  return symbols().height[display.units.distance];
}

/** The label of an amount ('mm', 'in') or a rate ('mm/h', 'in/h'). */
export function precipitationLabel(display: Pick<UnitDisplay, 'units'>, per: 'amount' | 'rate'): string {
  const unit = symbols().precipitation[display.units.precipitation];
  return per === 'rate' ? `${unit}${symbols().perHour}` : unit;
}

/**
 * An amount or rate in the unit chosen as its figures show it, to the last digit that tells
 * something from nothing (0.1 mm, 0.01 in): 0 where it reads as 0. Null when unknown.
 */
export function shownPrecipitation(mm: MaybeNumber, display: Pick<UnitDisplay, 'units'>): number | null {
  const { precipitation } = display.units;
  return isKnown(mm) ? shownNumber(convert.precipitation(mm, precipitation), fractionDigits.precipitation[precipitation]) : null;
}

/** The figure of `shownPrecipitation` without its unit ('0', '2.5', '0.12'), for a table whose header names the unit. */
export function formatPrecipitationFigure(mm: MaybeNumber, display: UnitDisplay): string {
  return formatNumber(shownPrecipitation(mm, display), display, fractionDigits.precipitation[display.units.precipitation]);
}

/**
 * Precipitation arrives in mm (amounts) and mm/h (rates). In millimetres a decimal below 10, where it
 * tells drizzle from rain; in inches two; "trace" where less falls than the last digit shows.
 */
export function formatPrecipitation(mm: MaybeNumber, per: 'amount' | 'rate', display: UnitDisplay): string {
  if (!isKnown(mm)) return missing;
  const { precipitation } = display.units;
  const value = convert.precipitation(mm, precipitation);
  const digits = precipitation === 'mm' && value >= 10 ? 0 : fractionDigits.precipitation[precipitation];
  if (value > 0 && shownPrecipitation(mm, display) === 0) return t('trace');
  return formatWithUnit(value, precipitationLabel(display, per), display, digits);
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

/** Clock time ('14:25', or '2:25 pm' on a 12-hour clock) of an instant, in the display's zone (the computer's when undefined). */
export function formatClock(at: number | string, display: TimeDisplay): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateFormat('clock', display.zone, display.units.clock).format(ms) : missing;
}

/** A time of day as the service and the settings write it ('22:00', '08:30') in the clock chosen: '10:00 pm'. */
export function formatClockTime(clockTime: string, display: Pick<TimeDisplay, 'units'>): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clockTime.trim());
  if (match === null) return missing;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? formatClock(Date.UTC(2026, 0, 1, hours, minutes), { units: display.units, zone: 'UTC' }) : missing;
}

/**
 * The day, time and zone of an instant ('Mon 9 Feb, 20:45 EET'), in the zone given (the computer's
 * when undefined). Intl's short zone name, placed where the language writes it: the same string
 * `zoneName` gives (measured over every zone Intl lists, in the app's languages, winter and summer).
 */
export function formatDayTimeZoned(at: number | string, display: TimeDisplay): string {
  const ms = instant(at);
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', ...clockParts(display.units.clock), timeZoneName: 'short' };
  return Number.isFinite(ms) ? dateTimeFormat(options, display.zone).format(ms) : missing;
}

function timeZoneNamePart(style: 'short' | 'shortOffset', zone: string | undefined, at: number): string | undefined {
  return dateTimeFormat({ timeZoneName: style }, zone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * How a time's zone is named, in every window and at every place on the map: Intl's short name in
 * the interface's locale, which is the zone's abbreviation where the locale has a real one ('EET',
 * 'OEZ' in German, 'EST'), else its offset as the locale writes it ('GMT+5:30', 'UTC+5.30' in
 * Finnish). The same zone at the same instant is always the same string.
 */
export function zoneName(zone: string | undefined, at: number): string {
  return timeZoneNamePart('short', zone, at) ?? '';
}

/** A zone keeping each offset with minutes (India's +5:30), found once: no Etc zone has one. */
const zonesKeeping = new Map<number, string>();

function zoneKeeping(minutes: number, at: number): string | undefined {
  // Etc/GMT zones are named with the sign turned round: Etc/GMT-2 is two hours ahead of UTC.
  if (minutes % 60 === 0) return minutes === 0 ? 'Etc/GMT' : `Etc/GMT${minutes < 0 ? '+' : '-'}${Math.abs(minutes) / 60}`;
  const known = zonesKeeping.get(minutes);
  if (known !== undefined && zoneOffsetMinutes(known, at) === minutes) return known;
  const found = Intl.supportedValuesOf('timeZone').find((zone) => zoneOffsetMinutes(zone, at) === minutes);
  if (found !== undefined) zonesKeeping.set(minutes, found);
  return found;
}

/**
 * The name of a clock known only by its offset from UTC at an instant: the offset as the locale
 * writes a zone with no abbreviation ('GMT+2', 'UTC+5.30', 'UTC' for none), which is what
 * `zoneName` says of such a zone.
 */
export function offsetZoneName(minutes: number, at: number): string {
  const zone = zoneKeeping(minutes, at);
  const named = zone === undefined ? undefined : timeZoneNamePart(minutes === 0 ? 'short' : 'shortOffset', zone, at);
  if (named !== undefined) return named;
  const size = Math.abs(minutes);
  const rest = size % 60 === 0 ? '' : `:${String(size % 60).padStart(2, '0')}`;
  return `GMT${minutes < 0 ? '-' : '+'}${Math.floor(size / 60)}${rest}`;
}

const writtenOffset = /(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * The clock of a service time in the offset it is written with ('…T14:00+02:00' is '14:00'). The
 * point forecasts come in the place's own zone, so this is the place's local time, step by step
 * across a change of summer time. Its zone is named as the zone shown keeps that offset then ('EET'
 * beside the time bar's 'EET'), else by the offset ('GMT+2'). No offset, no way to tell whose
 * time: missing.
 */
export function formatWrittenClock(time: string, display: TimeDisplay): { clock: string; zone: string } {
  const match = writtenOffset.exec(time);
  const ms = Date.parse(time);
  if (match === null || !Number.isFinite(ms)) return { clock: missing, zone: '' };
  const [, sign, hours, minutes] = match;
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  const zone = zoneOffsetMinutes(display.zone, ms) === offset ? zoneName(display.zone, ms) : offsetZoneName(offset, ms);
  return { clock: formatClock(ms + offset * minute, { units: display.units, zone: 'UTC' }), zone };
}

/** A date with the year and the time ('21 Nov 2026, 09:00'), for instants that may be years away. */
export function formatDateTime(at: number | string, display: TimeDisplay): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateFormat('dateTime', display.zone, display.units.clock).format(ms) : missing;
}

/** A clock time, with the date in front ('20 Nov, 10:42') when it is not the same day as `now`. */
export function formatClockOrDate(at: number | string, now: number, display: TimeDisplay): string {
  const ms = instant(at);
  if (!Number.isFinite(ms)) return missing;
  const { zone } = display;
  const sameDay = dateFormat('day', zone).format(ms) === dateFormat('day', zone).format(now);
  return dateFormat(sameDay ? 'clock' : 'clockWithDate', zone, display.units.clock).format(ms);
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
