import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { catalogue, messageAreas } from './catalogues';

/**
 * The pseudo-locale en-XA, built from the English catalogues when a test asks for it and never
 * shipped: each message's own words accented and about 40 % longer, the whole in brackets so a cut
 * end shows, every argument, plural, select and `#` kept as it is. A window in it shows at once a
 * string that does not fit, before any translator sees it. Messages are walked as ICU ASTs (FormatJS's
 * parser, as `MessageArea` formats them: tags ignored), so no argument name or select key is touched.
 */
export const pseudoLocaleTag = 'en-XA';

const accents: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter]),
);

/** How much longer a word grows: German and Finnish run 30–40 % past English, short words more. */
const growth = 0.4;

/** A word accented and lengthened by repeating its vowels (its last letter when it has none): no new place to break. */
function pseudoWord(word: string): string {
  const letters = [...word];
  const extra = Math.ceil(letters.length * growth);
  const vowels = letters.map((letter, index) => (/[aeiouyAEIOUY]/.test(letter) ? index : -1)).filter((index) => index >= 0);
  const stretched = vowels.length === 0 ? [letters.length - 1] : vowels;
  const repeats = new Map<number, number>();
  for (let added = 0; added < extra; added += 1) {
    const at = stretched[added % stretched.length] ?? 0;
    repeats.set(at, (repeats.get(at) ?? 0) + 1);
  }
  return letters.map((letter, index) => (accents[letter] ?? letter).repeat(1 + (repeats.get(index) ?? 0))).join('');
}

/** A literal's words made pseudo; spaces, digits and punctuation kept. */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, pseudoWord);
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: pseudoText(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }])),
        };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      default:
        return element;
    }
  });
}

/** One ICU message in the pseudo-locale: '{count, plural, one {# hour} other {# hours}}' → '[{count, plural, one {# ĥööûŕ} other {# ĥööûûŕš}}]'. */
export function pseudoMessage(message: string): string {
  const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });
  return printAST([literal('['), ...pseudoElements(parse(message, { ignoreTag: true })), literal(']')]);
}

/** Every area's English catalogue in the pseudo-locale, by area name: what a window is given in English's place. */
export function pseudoCatalogues(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    messageAreas.map((area) => [area, Object.fromEntries(Object.entries(catalogue(area, 'en')).map(([key, message]) => [key, pseudoMessage(message)]))]),
  );
}
