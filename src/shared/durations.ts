import { numbersLocale, type InterfaceLanguage } from './i18n/languages';
import { weatherMessages } from './i18n/messages/weather';

/**
 * Lengths of time and times from now as each language writes them, by Intl rather than by
 * catalogue messages: `Intl.DurationFormat` for a length ('2 hr, 15 min', '2 Std., 15 Min.',
 * '2 t, 15 min'), set into the language's 'in …' / '… ago' for a time from now, and
 * `Intl.RelativeTimeFormat`'s word for now. (An age alone, '3 min. ago', is RelativeTimeFormat's:
 * `formatTimeAgo` in the renderer's format.ts.) A figure is held to its unit by a no-break space:
 * CLDR joins them with a plain one, which lets '45' end a line and 'min' start the next.
 *
 * Main (the tray, the schedule's explanation), the browser host and the windows all write them, so
 * this lives in shared. Chromium and Electron's Node have `Intl.DurationFormat`; Node 20 (the browser
 * host, the tests) gets FormatJS's polyfill where it is missing (`ensureDurationFormat`).
 */

const noBreakSpace = '\u00a0';
const minutesPerHour = 60;
const minutesPerDay = 24 * minutesPerHour;

/** Node 20 has no `Intl.DurationFormat`: FormatJS's polyfill fills it in there, and only there. */
export async function ensureDurationFormat(): Promise<void> {
  if (!('DurationFormat' in Intl)) await import('@formatjs/intl-durationformat/polyfill.js');
}

/**
 * One formatter per language, built on first use and kept: Intl formatters are costly to build,
 * and built late, so the polyfill is in place first.
 */
function perLanguage<Format>(build: (language: InterfaceLanguage) => Format): (language: InterfaceLanguage) => Format {
  const built = new Map<InterfaceLanguage, Format>();
  return (language) => {
    let format = built.get(language);
    if (format === undefined) {
      format = build(language);
      built.set(language, format);
    }
    return format;
  };
}

const durationFormat = perLanguage((language) => new Intl.DurationFormat(numbersLocale(language), { style: 'short' }));
const relativeTimeFormat = perLanguage((language) => new Intl.RelativeTimeFormat(numbersLocale(language), { numeric: 'auto' }));

/** Parts joined with the space right after each figure made a no-break one: '45 min' stays on one line. */
function heldToUnits(parts: readonly { type: string; value: string }[]): string {
  return parts.map((part, index) => (part.type === 'literal' && parts[index - 1]?.type === 'integer' ? part.value.replace(/^\s/u, noBreakSpace) : part.value)).join('');
}

/** What a duration shows: whole days, or hours and minutes. */
interface Duration {
  days?: number;
  hours?: number;
  minutes?: number;
}

/** Whole minutes as whole days (two or more), else hours and minutes: what a duration shows. */
function durationOf(minutes: number): Duration {
  const whole = Math.round(Math.abs(minutes));
  if (whole >= 2 * minutesPerDay && whole % minutesPerDay === 0) return { days: whole / minutesPerDay };
  const [hours, rest] = [Math.floor(whole / minutesPerHour), whole % minutesPerHour];
  if (hours === 0) return { minutes: rest };
  return rest === 0 ? { hours } : { hours, minutes: rest };
}

/**
 * A length of time, to the minute: '45 min', '2 hr', '1 hr, 30 min', '49 hr'; whole days from two on
 * ('3 days'). Negative lengths are written as their size.
 */
export function formatDuration(minutes: number, language: InterfaceLanguage): string {
  return heldToUnits(durationFormat(language).formatToParts(durationOf(minutes)));
}

/**
 * How far a moment is from now, `minutesFromNow` minutes (negative: past), to the minute: 'now' as
 * `Intl.RelativeTimeFormat` says it, else the language's 'in {span}' / '{span} ago' around
 * `formatDuration`'s span ('in 45 min', 'in 3 hr, 30 min', 'vor 2 Std.'). Not RelativeTimeFormat's own
 * 'in 45 min.': it cannot write hours and minutes together, its English short forms end in a full stop
 * that doubles at a sentence's end ('… at midnight UTC, in 24 hr..'), and its long forms inflect the
 * noun ('45 minuutin päästä'), so a span of two units around them would read as another set of words.
 */
export function formatTimeFromNow(minutesFromNow: number, language: InterfaceLanguage): string {
  const whole = Math.round(minutesFromNow);
  if (whole === 0) return relativeTimeFormat(language).format(0, 'second');
  return weatherMessages.format(language, whole < 0 ? 'fromNowAgo' : 'fromNowIn', { span: formatDuration(whole, language) });
}
