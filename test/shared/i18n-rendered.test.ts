import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@shared/i18n/languages';
import { minDailyRequests } from '@shared/settings';
import { catalogue, messageAreas } from '../support/catalogues';

/**
 * Every message of every language written out with sample values, read the way a reviewer reads it:
 * nothing of the ICU source left, no empty text, no stray spaces, no "1 hours". Messages are
 * formatted as `MessageArea` formats them (IntlMessageFormat, tags ignored, the language's locale).
 */



type Sample = string | number | Date;

/** The values one argument is tried with: every plural category a count reaches, every select key. */
interface Argument {
  name: string;
  samples: Sample[];
}

const pluralCounts = [0, 1, 2, 5, 21];
const sampleDate = new Date(Date.UTC(2026, 10, 28, 14, 30));

/** A realistic text for a plain argument, guessed from its name: what a caller would pass. */
function textFor(name: string): Sample {
  if (/hours|minutes|seconds|days|count|total|age|size/i.test(name)) return 5;
  if (/time|clock|from|to|start|end|when/i.test(name)) return '14:30';
  if (/day|month|date/i.test(name)) return 'Monday 28 November';
  if (/temperature|low|high|warmest|coldest|lowest|highest/i.test(name)) return '12\u00a0°C';
  if (/rain|snow|sleet|amount|wettest/i.test(name)) return '4.2\u00a0mm';
  if (/wind|speed|rate/i.test(name)) return '6\u00a0m/s';
  if (/distance|height/i.test(name)) return '12\u00a0km';
  if (/chance/i.test(name)) return '40\u00a0%';
  return 'Helsinki';
}

/** A number argument's samples: the day's request allowance is never below the settings' minimum, so never 1. */
function numberSamples(name: string): Sample[] {
  return name === 'allowance' ? [minDailyRequests, 2000] : [12.5, 1];
}

function argumentsOf(elements: MessageFormatElement[], into = new Map<string, Argument>()): Map<string, Argument> {
  const add = (name: string, samples: Sample[]): void => {
    const known = into.get(name);
    if (known === undefined) into.set(name, { name, samples });
    else known.samples = [...new Set([...known.samples, ...samples])];
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.pound:
        break;
      case TYPE.tag:
        argumentsOf(element.children, into);
        break;
      case TYPE.plural:
        add(element.value, pluralCounts);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.select:
        add(element.value, [...Object.keys(element.options).filter((key) => key !== 'other'), 'other']);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.number:
        add(element.value, numberSamples(element.value));
        break;
      case TYPE.date:
      case TYPE.time:
        add(element.value, [sampleDate]);
        break;
      case TYPE.argument:
        add(element.value, [textFor(element.value)]);
        break;
    }
  }
  return into;
}

/** Each argument's samples in turn, the others held at their first sample: every branch is reached once. */
function sampleValueSets(args: Argument[]): Record<string, Sample>[] {
  const first = Object.fromEntries(args.map((arg) => [arg.name, arg.samples[0] as Sample]));
  const sets = [first];
  for (const arg of args) for (const sample of arg.samples.slice(1)) sets.push({ ...first, [arg.name]: sample });
  return sets;
}

function renderings(source: string, language: string): string[] {
  const format = new IntlMessageFormat(source, language, undefined, { ignoreTag: true });
  const args = [...argumentsOf(parse(source, { ignoreTag: true })).values()];
  return sampleValueSets(args).map((values) => {
    const written = format.format(values);
    return Array.isArray(written) ? written.join('') : String(written);
  });
}

/**
 * A unit as the six languages abbreviate it after a figure: time, distance, amounts, pressure,
 * speeds, shares, sizes. Only abbreviations and symbols: '5 days' may break, '5 min' may not.
 * Inches ('in') are left out: the word 'in' follows figures in English sentences; format.ts writes them.
 */
const unitAfterFigure = /\d (?:min|Min\.|s|h|hr|t|tim|Std\.|Tg\.|pv|vrk|d|j|ms|km|m|mm|cm|mi|ft|hPa|inHg|mmHg|°C|°F|°|%|m\/s|km\/h|mph|kn|kt|W\/m²|µg\/m³|MB|KB|kB|GB|px)(?![\p{L}\d’'])/u;

/** What a reviewer would flag in one rendered message, in plain words; none is the goal. */
function faultsIn(text: string, language: string): string[] {
  const faults: string[] = [];
  if (text.trim() === '') faults.push('empty');
  if (/[{}]/.test(text)) faults.push(`ICU syntax or a raw argument left: «${text}»`);
  if (/ {2}/.test(text)) faults.push(`doubled space: «${text}»`);
  if (/ [,.]/.test(text)) faults.push(`space before , or .: «${text}»`);
  // A figure and its unit on two lines ('992 / hPa'): the space between them must be a no-break one.
  if (unitAfterFigure.test(text)) faults.push(`plain space between a figure and its unit: «${text}»`);
  // French sets a narrow no-break space before ; : ! ? (checked in i18n-french-typography); elsewhere no space.
  if (language !== 'fr' && /[ \u00a0\u202f][;:!?](?!:)/.test(text)) faults.push(`space before ; : ! ?: «${text}»`);
  if (language === 'fr' && / [;:!?](?!:)/.test(text)) faults.push(`plain space before ; : ! ? (French wants U+202F): «${text}»`);
  if (language === 'en') {
    const singularAsPlural = /(?<![\d.,])1 (?!(?:mm|cm|hPa|km|ms|mi|in)\b)([a-z]{2,}[^s\s]s)\b/.exec(text);
    if (singularAsPlural !== null) faults.push(`"1 …s" plural fault: «${text}»`);
    const pluralAsSingular = /(?<![\d.,])(?:0|2|5|21) (hour|minute|second|day|week|month|year|flash|place|location|time)\b(?!s)/.exec(text);
    if (pluralAsSingular !== null) faults.push(`count with a singular noun: «${text}»`);
  }
  return faults;
}

describe.each(messageAreas)('the %s messages, written out with sample values', (area) => {
  const english = catalogue(area, 'en');
  describe.each(interfaceLanguages)('in %s', (language) => {
    const messages = catalogue(area, language);
    for (const key of Object.keys(english)) {
      const id = `${area}.${key} (${language})`;
      it(`${key} reads cleanly for every sample`, () => {
        const source = messages[key] ?? english[key] ?? '';
        const faults = renderings(source, language).flatMap((text) => faultsIn(text, language));
        expect(faults, id).toEqual([]);
      });
    }
  });
});

describe('the reviewer rules', () => {
  it('catch a raw argument, a doubled space, a stray space and "1 hours"', () => {
    expect(faultsIn('Updated {time}', 'en')).toHaveLength(1);
    expect(faultsIn('Rain  later', 'en')).toHaveLength(1);
    expect(faultsIn('Rain later .', 'en')).toHaveLength(1);
    expect(faultsIn('In 1 hours', 'en')).toHaveLength(1);
    expect(faultsIn('In 5 hour', 'en')).toHaveLength(1);
    expect(faultsIn('Pluie : demain', 'fr')).toHaveLength(1);
    expect(faultsIn('Pluie\u202f: demain', 'fr')).toEqual([]);
    expect(faultsIn('In 1 hour, 4.2\u00a0mm', 'en')).toEqual([]);
    expect(faultsIn('Pressure 992 hPa', 'en')).toHaveLength(1);
    expect(faultsIn('in 45 min', 'en')).toHaveLength(1);
    expect(faultsIn('vor 2 Std.', 'de')).toHaveLength(1);
    expect(faultsIn('in 5 days, 992\u00a0hPa, 45\u00a0min', 'en')).toEqual([]);
  });

  it('reach every plural category and select key', () => {
    const texts = renderings('{count, plural, one {# hour} other {# hours}} {kind, select, rain {rain} other {weather}}', 'en');
    expect(texts).toEqual(expect.arrayContaining(['0 hours rain', '1 hour rain', '21 hours rain', '0 hours weather']));
  });
});
