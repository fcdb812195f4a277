import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages, type InterfaceLanguage } from '@shared/i18n/languages';
import { catalogue, messageAreas } from '../support/catalogues';
import { messageArguments, type MessageArgument } from '../support/message-arguments';

/**
 * Every message written out in every language with a distinct value for each argument, and the
 * values found again in the text: they must come out in the English order ("3 to 9 °C", "5 of 12",
 * "from 06:15 until 09:40"), so "9 bis 3 °C" fails. Where a language's grammar puts an argument
 * elsewhere, `reorderings` below names the order it uses instead, with the reason; a reviewer reads
 * that list, and an entry nobody needs any more fails too.
 */

type Value = string | number;

/** Numbers no message writes as a literal, none a part of another: each found again only where its argument is. */
const distinctNumbers = [37, 53, 71, 89, 113, 127, 149, 163, 181, 197, 211, 229, 241, 257];
const distinctTimes = ['06:15', '09:40', '13:05', '17:50', '21:25', '23:10', '04:35', '11:55', '15:20', '19:05', '02:45', '08:30'];
const distinctDays = ['Monday 23 November', 'Tuesday 24 November', 'Wednesday 25 November', 'Thursday 26 November', 'Friday 27 November'];
const distinctNames = ['Helsinki', 'Tampere', 'Turku', 'Oulu', 'Espoo', 'Vaasa', 'Kuopio', 'Lahti', 'Porvoo', 'Kotka', 'Rauma', 'Hamina'];

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('an empty sample list');
  return value;
}

/** A realistic text for a text argument, guessed from the words of its name as a caller would pass it, told apart by its index. */
function textFor(name: string, index: number): Value {
  const words = new Set(name.split(/(?=[A-Z])/).map((word) => word.toLowerCase()));
  const named = (...candidates: string[]): boolean => candidates.some((word) => words.has(word));
  const n = pick(distinctNumbers, index);
  if (named('hours', 'minutes', 'seconds', 'days', 'count', 'total', 'known', 'age', 'size', 'status', 'index')) return n;
  if (named('time', 'clock', 'from', 'to', 'start', 'end', 'when', 'until')) return pick(distinctTimes, index);
  if (named('day', 'month', 'date')) return pick(distinctDays, index);
  if (named('temperature', 'low', 'high', 'warmest', 'coldest', 'lowest', 'highest', 'highs', 'lows')) return `${n} °C`;
  if (named('rain', 'snow', 'sleet', 'amount', 'wettest', 'peak')) return `${n} mm`;
  if (named('wind', 'speed', 'rate')) return `${n} m/s`;
  if (named('distance', 'height')) return `${n} km`;
  if (named('chance')) return `${n} %`;
  return pick(distinctNames, index);
}

/** The value an argument takes when the message writes it: a number where the message counts or formats it. */
function writtenValue(argument: MessageArgument, index: number): Value {
  if (argument.kind === 'date') throw new Error(`${argument.name} is a date: teach this test where to find a date in the text`);
  return argument.kind === 'number' || argument.kind === 'plural' ? pick(distinctNumbers, index) : textFor(argument.name, index);
}

/** One way of writing a message: its values, and the argument at one, which a language may write as a word or leave out. */
interface ValueSet {
  values: Record<string, Value>;
  atOne?: string;
}

/**
 * The value sets a message is written with: every argument at its distinct value (a select not
 * written itself at `other`), then each select key and each plural at one in turn, so every branch
 * is read once.
 */
function valueSets(args: MessageArgument[]): ValueSet[] {
  const base = Object.fromEntries(
    args.map((argument, index) => [argument.name, argument.kind === 'select' && !argument.written ? 'other' : writtenValue(argument, index)]),
  );
  const sets: ValueSet[] = [{ values: base }];
  for (const argument of args) {
    if (argument.kind === 'plural') sets.push({ values: { ...base, [argument.name]: 1 }, atOne: argument.name });
    if (argument.kind === 'select') for (const key of argument.keys) if (key !== 'other') sets.push({ values: { ...base, [argument.name]: key } });
  }
  return sets;
}

function render(source: string, language: InterfaceLanguage, values: Record<string, Value>): string {
  const written = new IntlMessageFormat(source, language, undefined, { ignoreTag: true }).format(values);
  return Array.isArray(written) ? written.join('') : String(written);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a value is written in a text, or -1: a number only as a whole number, never as a part of a longer or decimal one. */
function positionOf(text: string, value: Value, language: InterfaceLanguage): number {
  const needle = typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : value;
  return new RegExp(`(?<!\\p{N}[.,]?)${escaped(needle)}(?![.,]?\\p{N})`, 'u').exec(text)?.index ?? -1;
}

/** The written arguments, in the order they first come in the text. */
function orderIn(text: string, values: Record<string, Value>, args: MessageArgument[], language: InterfaceLanguage): string[] {
  return args
    .filter((argument) => argument.written)
    .map((argument) => ({ name: argument.name, at: positionOf(text, values[argument.name] ?? '', language) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

interface Reordering {
  /** `area.key` */
  message: string;
  languages: InterfaceLanguage[];
  /** The order these languages write the arguments in; a branch that leaves one out keeps the rest in this order. */
  order: string[];
  reason: string;
}

/**
 * Where a language writes the arguments in another order than English, and why its grammar wants
 * it. No entry may swap the two ends of a range, the two numbers of "X of Y" or a from/until pair.
 */
const reorderings: Reordering[] = [
  ...['errors.gatewayNoAnswer', 'errors.serverProblem', 'errors.requestRefused'].map((message) => ({
    message,
    languages: ['fi'] as InterfaceLanguage[],
    order: ['status', 'what'],
    reason: 'Finnish cannot decline {what} (a noun phrase written elsewhere, in the nominative) inside the sentence, so it names it after a colon at the end',
  })),
  ...['errors.rateLimitedSeconds', 'errors.timedOut'].map((message) => ({
    message,
    languages: ['fi'] as InterfaceLanguage[],
    order: ['seconds', 'what'],
    reason: 'Finnish cannot decline {what} (a noun phrase written elsewhere, in the nominative) inside the sentence, so it names it after a colon at the end',
  })),
  ...['forecast.pressureRiseThenFall', 'forecast.pressureFallThenRise'].map((message) => ({
    message,
    languages: ['de', 'fi', 'sv'] as InterfaceLanguage[],
    order: ['span', 'first', 'turn', 'last'],
    reason: 'German, Finnish and Swedish set the time phrase {span} right after the verb ("steigt in den nächsten 3 Tagen von … auf …"); the three pressures keep their order',
  })),
  {
    message: 'forecast.pressureSteady',
    languages: ['de', 'fi'],
    order: ['span', 'value'],
    reason: 'German and Finnish set the time phrase {span} right after the verb, before the value it stays around',
  },
  ...['forecast.pressureRising', 'forecast.pressureFalling'].map((message) => ({
    message,
    languages: ['de', 'fi'] as InterfaceLanguage[],
    order: ['span', 'range'],
    reason: 'German and Finnish set the time phrase {span} right after the verb; the range is one argument, its ends in order (checked in weather.rangeFromTo)',
  })),
  {
    message: 'forecast.meteogramPrecipitation',
    languages: ['de', 'fi', 'sv', 'fr', 'es'],
    order: ['amount', 'hours', 'day', 'clock'],
    reason: 'these languages name the day before the clock time ("bis Montag 13:05", "le lundi à 13:05"); English says "to 13:05 Monday"',
  },
  {
    message: 'forecast.meteogramWind',
    languages: ['de', 'fi', 'sv', 'fr', 'es'],
    order: ['speed', 'day', 'clock'],
    reason: 'these languages name the day before the clock time ("am Montag um 13:05", "el lunes a las 13:05"); English says "at 13:05 Monday"',
  },
  {
    message: 'locations.noMatchesInCountry',
    languages: ['de', 'sv', 'es'],
    order: ['country', 'text'],
    reason: 'German, Swedish and Spanish attach the country to the subject ("Keine Orte in Finnland passen zu „x“"), which comes before the verb and the searched text',
  },
  {
    message: 'notifications.rainSoonBody',
    languages: ['fi'],
    order: ['place', 'story'],
    reason: 'Finnish cannot decline a place name it did not write (Helsingissä, Oulussa), so it leads with the place and a colon, as a heading',
  },
  {
    message: 'notifications.rainSoonBodyWithPeak',
    languages: ['fi'],
    order: ['place', 'story', 'peakTime'],
    reason: 'Finnish cannot decline a place name it did not write, so it leads with the place and a colon, as a heading',
  },
  {
    message: 'notifications.lightningTitle',
    languages: ['fi'],
    order: ['place', 'distance'],
    reason: 'Finnish cannot decline a place name it did not write, so it leads with the place and a colon, as a heading',
  },
  {
    message: 'popup.chartSummary',
    languages: ['de'],
    order: ['story', 'known', 'total'],
    reason: 'German puts "(X von Y Schritten bekannt)" in brackets after the story, where a long participle phrase reads best; X stays before Y',
  },
  ...['popup.chartSummaryWithPeak', 'popup.chartSummaryWithPeakAround'].map((message) => ({
    message,
    languages: ['de'] as InterfaceLanguage[],
    order: ['story', 'rate', 'time', 'known', 'total'],
    reason: 'German puts "(X von Y Schritten bekannt)" in brackets at the end, where a long participle phrase reads best; X stays before Y',
  })),
  {
    message: 'products.historyNoTemperatures',
    languages: ['de', 'fi', 'es'],
    order: ['station', 'days'],
    reason: 'German and Spanish name the station first, as the place the sentence is about; Finnish leads with "Asema {station}:" since it cannot decline the name',
  },
  {
    message: 'products.historySummary',
    languages: ['es'],
    order: ['station', 'days', 'lowest', 'highest', 'total'],
    reason: 'Spanish heads the summary with the station and then the span ("Helsinki, 5 días:"); the temperatures keep low before high',
  },
  {
    message: 'products.historySummaryNoPrecipitation',
    languages: ['es'],
    order: ['station', 'days', 'lowest', 'highest'],
    reason: 'Spanish heads the summary with the station and then the span ("Helsinki, 5 días:"); the temperatures keep low before high',
  },
];

/** What is wrong with the order of a message's values in one language, in plain words; none is the goal. */
function orderFaults(message: string, english: string, translated: string, language: InterfaceLanguage): string[] {
  const args = messageArguments(english);
  const allowed = reorderings.find((entry) => entry.message === message && entry.languages.includes(language));
  const faults: string[] = [];
  for (const { values, atOne } of valueSets(args)) {
    const englishText = render(english, 'en', values);
    const text = render(translated, language, values);
    // "1 request", "one request", "a request", "طلب واحد": each language writes a single one its own way.
    const written = (order: string[]) => order.filter((name) => name !== atOne);
    const englishOrder = written(orderIn(englishText, values, args, 'en'));
    const order = written(orderIn(text, values, args, language));
    const missing = englishOrder.filter((name) => !order.includes(name));
    if (missing.length > 0) faults.push(`«${text}» does not write ${missing.join(', ')}, which «${englishText}» does`);
    const expected = (allowed?.order ?? englishOrder).filter((name) => order.includes(name));
    if (order.join() !== expected.join()) faults.push(`«${text}» writes ${order.join(', ')}; expected ${expected.join(', ')} as in «${englishText}»`);
  }
  return faults;
}

/** Each area's messages that write two values or more: the others have no order to keep. */
const withOrder = messageAreas
  .map((area) => [area, Object.entries(catalogue(area, 'en')).filter(([, source]) => messageArguments(source).filter((argument) => argument.written).length >= 2)] as const)
  .filter(([, messages]) => messages.length > 0);

describe.each(withOrder)('the %s messages keep the English order of their values', (area, messages) => {
  describe.each(interfaceLanguages.filter((language) => language !== 'en'))('in %s', (language) => {
    const translated = catalogue(area, language);
    for (const [key, source] of messages) {
      it(key, () => {
        expect(orderFaults(`${area}.${key}`, source, translated[key] ?? source, language), `${area}.${key} (${language})`).toEqual([]);
      });
    }
  });
});

describe('the order rule', () => {
  it('fails a range written high to low, and "X of Y" written Y of X', () => {
    expect(orderFaults('test.range', '{low} to {high}', '{high} bis {low}', 'de')).toHaveLength(1);
    expect(orderFaults('test.of', '{known, number} of {total, number}', '{total, number} : {known, number}', 'fr')).toHaveLength(1);
    expect(orderFaults('test.range', '{low} to {high}', '{low} bis {high}', 'de')).toEqual([]);
  });

  it('fails a translation that leaves out a value English writes, in any branch', () => {
    expect(orderFaults('test.count', '{count, plural, one {# hour} other {# hours}} at {place}', '{place}: {count, plural, one {# tunti} other {tunteja}}', 'fi')).not.toEqual([]);
  });

  it('lets a language write a single one as a word, or not at all', () => {
    expect(orderFaults('test.one', '{known, number} of {total, plural, one {# step} other {# steps}}', '{known, number} von {total, plural, one {einem Schritt} other {# Schritten}}', 'de')).toEqual([]);
  });

  it('finds a number only as a whole number, in the language’s digits', () => {
    expect(positionOf('1370 and 37', 37, 'en')).toBe(9);
    expect(positionOf('12.5', 5, 'en')).toBe(-1);
  });
});

describe('the reorderings a reviewer allowed', () => {
  it.each(reorderings.map((entry) => [entry.message, entry] as const))('%s are each still needed, and each gives its reason', (message, entry) => {
    const [area = '', key = ''] = message.split('.');
    const source = catalogue(area, 'en')[key];
    expect(source, `${message} is no message`).toBeDefined();
    expect(entry.reason.length).toBeGreaterThan(20);
    for (const language of entry.languages) {
      const withoutEntry = orderFaults(`unlisted ${message}`, source ?? '', catalogue(area, language)[key] ?? '', language);
      expect(withoutEntry, `${message} (${language}) keeps the English order: drop it from the list`).not.toEqual([]);
    }
  });
});
