import { parse, TYPE, type MessageFormatElement, type PluralElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@shared/i18n/languages';
import { catalogue, messageAreas } from '../support/catalogues';

const languages = ['en', ...interfaceLanguages.filter((language) => language !== 'en')];

/** The counts a reader meets: none, one, two, a few, and one that ends in 1 without being one. */
const sampleCounts = [0, 1, 2, 5, 21];


interface Shape {
  plurals: PluralElement[];
  /** Each select's name with its keys, so every branch gets rendered. */
  selects: Map<string, Set<string>>;
  /** Arguments formatted by ICU as numbers, dates or times, which need a value of that kind. */
  numbers: Set<string>;
  dates: Set<string>;
  plain: Set<string>;
}

function shapeOf(elements: MessageFormatElement[], shape: Shape = { plurals: [], selects: new Map(), numbers: new Set(), dates: new Set(), plain: new Set() }): Shape {
  for (const element of elements) {
    if (element.type === TYPE.tag) shapeOf(element.children, shape);
    else if (element.type === TYPE.argument) shape.plain.add(element.value);
    else if (element.type === TYPE.number) shape.numbers.add(element.value);
    else if (element.type === TYPE.date || element.type === TYPE.time) shape.dates.add(element.value);
    else if (element.type === TYPE.plural) {
      shape.plurals.push(element);
      for (const option of Object.values(element.options)) shapeOf(option.value, shape);
    } else if (element.type === TYPE.select) {
      const keys = shape.selects.get(element.value) ?? new Set<string>();
      for (const [key, option] of Object.entries(element.options)) {
        keys.add(key);
        shapeOf(option.value, shape);
      }
      shape.selects.set(element.value, keys);
    }
  }
  return shape;
}

/** Every combination of select branches, so a plural inside any branch is reached. */
function branchChoices(selects: Map<string, Set<string>>): Record<string, string>[] {
  let choices: Record<string, string>[] = [{}];
  for (const [name, keys] of selects) choices = choices.flatMap((choice) => [...keys].map((key) => ({ ...choice, [name]: key })));
  return choices;
}

/**
 * The categories a language's cardinal (or ordinal) rules give the whole numbers a count can take
 * here. French and Spanish also have `many`, but only for millions (CLDR: "1 000 000 de jours"),
 * which no count in this app reaches.
 */
function categoriesNeeded(language: string, ordinal: boolean): string[] {
  const rules = new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' });
  const reached = new Set<string>();
  for (let count = 0; count <= 10_000; count += 1) reached.add(rules.select(count));
  return [...reached].sort();
}

const pluralMessages = messageAreas.flatMap((area) =>
  languages.flatMap((language) =>
    Object.entries(catalogue(area, language))
      .map(([key, message]) => ({ area, language, key, message, shape: shapeOf(parse(message)) }))
      .filter(({ shape }) => shape.plurals.length > 0),
  ),
);

function render(message: string, language: string, shape: Shape, count: number, branches: Record<string, string>): string {
  const values: Record<string, string | number | Date> = { ...branches };
  for (const name of shape.plain) values[name] ??= String(count);
  for (const name of shape.numbers) values[name] = count;
  for (const name of shape.dates) values[name] = new Date(Date.UTC(2026, 10, 28, 10));
  for (const plural of shape.plurals) values[plural.value] = count;
  return String(new IntlMessageFormat(message, language).format(values));
}

describe('plural messages', () => {
  it.each(languages)('in %s have every plural category the language needs', (language) => {
    const missing = pluralMessages
      .filter((message) => message.language === language)
      .flatMap(({ area, key, shape }) =>
        shape.plurals.flatMap((plural) =>
          categoriesNeeded(language, plural.pluralType === 'ordinal')
            .filter((category) => !(category in plural.options))
            .map((category) => `${area}.${key}: {${plural.value}} lacks ${category}`),
        ),
      );
    expect(missing).toEqual([]);
  });

  it.each(languages)('in %s render with 0, 1, 2, 5 and 21 in every branch, with no argument left raw', (language) => {
    for (const { area, key, message, shape } of pluralMessages.filter((entry) => entry.language === language)) {
      for (const branches of branchChoices(shape.selects)) {
        for (const count of sampleCounts) {
          const text = render(message, language, shape, count, branches);
          expect(text, `${area}.${key} (${language}) with ${count}`).not.toMatch(/[{}#]/);
        }
      }
    }
  });

  it('in English never say "1 hours": a count beside a plural noun is always a plural', () => {
    const wrong: string[] = [];
    for (const { area, key, message, shape } of pluralMessages.filter((entry) => entry.language === 'en')) {
      for (const branches of branchChoices(shape.selects)) {
        const text = render(message, 'en', shape, 1, branches);
        // "1 hours", "1 days", "1 steps": a 1 followed by a word ending in s that is not "is"/"as".
        for (const match of text.matchAll(/(?<![\d.,])1 ([a-z]+s)\b/g)) if (!['is', 'as', 'was', 'has'].includes(match[1] ?? '')) wrong.push(`${area}.${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Argument names that hold a count of something: the names the catalogues use for counts. */
const countName = /count|total|allowed|spent|asked|answered|known|before|after|extra|hours|days|minutes|seconds|frames|steps/i;

/** A count argument written straight before a plural noun ("{count} hours") outside any plural. */
function countsBesideNouns(elements: MessageFormatElement[], insidePlural: boolean, found: string[] = []): string[] {
  elements.forEach((element, index) => {
    const next = elements[index + 1];
    if ((element.type === TYPE.argument || element.type === TYPE.number) && countName.test(element.value) && !insidePlural && next?.type === TYPE.literal && /^ [a-z]+s\b/.test(next.value)) {
      found.push(`{${element.value}}${next.value.split(/(?<=^ [a-z]+s\b)/)[0] ?? ''}`);
    }
    if (element.type === TYPE.tag) countsBesideNouns(element.children, insidePlural, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) countsBesideNouns(option.value, insidePlural || element.type === TYPE.plural, found);
    }
  });
  return found;
}

describe.each(messageAreas)('the English %s messages', (area) => {
  it('write every count beside a noun as a plural, never as a plain argument', () => {
    const found = Object.entries(catalogue(area, 'en')).flatMap(([key, message]) => countsBesideNouns(parse(message), false).map((text) => `${key}: ${text}`));
    expect(found).toEqual([]);
  });
});
