import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogue, messageAreas } from '../support/catalogues';
import { pseudoCatalogues, pseudoMessage, pseudoText } from '../support/pseudo-locale';

/** A message's shape without its words: every argument, plural and select with its keys, in order. */
function skeleton(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    switch (element.type) {
      case TYPE.literal:
        return [];
      case TYPE.pound:
        return ['#'];
      case TYPE.plural:
      case TYPE.select:
        return [`${element.value}:${element.type}`, ...Object.entries(element.options).sort(([a], [b]) => a.localeCompare(b)).flatMap(([key, option]) => [key, ...skeleton(option.value), '/'])];
      case TYPE.tag:
        return [`<${element.value}>`, ...skeleton(element.children)];
      default:
        return [`${element.value}:${element.type}`];
    }
  });
}

/** How many letters a message's own words hold: argument names and select keys are not words. */
function wordLetters(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === TYPE.literal) return sum + element.value.replace(/[^\p{L}]/gu, '').length;
    if (element.type === TYPE.plural || element.type === TYPE.select) return sum + Object.values(element.options).reduce((inner, option) => inner + wordLetters(option.value), 0);
    if (element.type === TYPE.tag) return sum + wordLetters(element.children);
    return sum;
  }, 0);
}

describe('the pseudo-locale', () => {
  it('accents and lengthens words, keeps spaces, digits and punctuation, and brackets the whole', () => {
    expect(pseudoText('Settings')).toBe('Šéééţţíííñĝš');
    expect(pseudoText('in 5 min, ok')).toBe('ííñ 5 ɱíííñ, ööķ');
    expect(pseudoMessage('Map')).toBe('[Ṁáááþ]');
  });

  it('keeps every argument, plural, select and # as they are', () => {
    const message = '{count, plural, one {# hour} other {# hours}} of {kind, select, rain {rain} other {snow}} at {time}';
    const pseudo = pseudoMessage(message);
    expect(skeleton(parse(pseudo, { ignoreTag: true }))).toEqual(skeleton(parse(message, { ignoreTag: true })));
    expect(new IntlMessageFormat(pseudo, 'en').format({ count: 1, kind: 'rain', time: '14:30' })).toBe('[1 ĥööûûŕ ööƒ ŕááííñ ááţ 14:30]');
  });

  const catalogues = pseudoCatalogues();
  it.each(messageAreas)('writes every %s message with the English arguments, its words 1.4 times as long', (area) => {
    const english = catalogue(area, 'en');
    const pseudo = catalogues[area] ?? {};
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    for (const [key, message] of Object.entries(english)) {
      const [written, source] = [parse(pseudo[key] ?? '', { ignoreTag: true }), parse(message, { ignoreTag: true })];
      expect(skeleton(written), `${area}.${key}`).toEqual(skeleton(source));
      expect(wordLetters(written), `${area}.${key}`).toBeGreaterThanOrEqual(Math.floor(wordLetters(source) * 1.4));
    }
  });
});
