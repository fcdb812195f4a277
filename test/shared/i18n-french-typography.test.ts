import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogue, messageAreas } from '../support/catalogues';

/*
 * French typography, as the Imprimerie nationale and Météo-France write it: a narrow no-break space
 * (U+202F) before : ; ! ?, a no-break space (U+00A0) inside « », and a no-break space between a number
 * and its unit. A plain space lets the mark or the unit start a line; U+00A0 before the mark is too wide.
 */

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';
/** Stands for whatever an argument writes: a name, a number, a time. */
const ARGUMENT = '\ufffc';
/** An argument that writes a unit (`{unit}`) stands as one, so a plain space before it is found. */
const UNIT_ARGUMENT = 'km';

/** Every text the message can show, one per branch of its plurals and selects, arguments as ARGUMENT. */
function renderings(elements: MessageFormatElement[]): string[] {
  let texts = [''];
  for (const element of elements) {
    let parts: string[];
    if (element.type === TYPE.literal) parts = [element.value];
    else if (element.type === TYPE.tag) parts = renderings(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      parts = [...new Set(Object.values(element.options).flatMap((option) => renderings(option.value)))];
    } else parts = [element.type !== TYPE.pound && /unit$/i.test(element.value) ? UNIT_ARGUMENT : ARGUMENT];
    texts = [...new Set(texts.flatMap((text) => parts.map((part) => text + part)))];
  }
  return texts;
}

/**
 * A punctuation mark is : ; ! ? followed by a space, a closing mark or the end: so "14:00", "https://"
 * and "::1" are not. A sign quoted on its own («\u00a0?\u00a0») is not punctuation either.
 */
const punctuation = /[:;!?](?=[\s)\]»]|$)/gu;

function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  for (const match of text.matchAll(punctuation)) {
    const at = match.index;
    const before = text.slice(Math.max(0, at - 2), at);
    if (before === `«${NBSP}` && text.slice(at + 1, at + 3) === `${NBSP}»`) continue;
    if (!before.endsWith(NARROW_NBSP)) faults.push(`“${match[0]}” without U+202F before it: …${text.slice(Math.max(0, at - 12), at + 2)}…`);
  }
  for (const match of text.matchAll(/«(?!\u00a0)|(?<!\u00a0)»/gu)) faults.push(`« » without U+00A0 inside: …${text.slice(Math.max(0, match.index - 8), match.index + 9)}…`);
  for (const match of text.matchAll(/[\d\ufffc][ \u202f]?(?:%|km\/h|km|m\/s|mm|cm|hPa|min|m|h|s)(?![\p{L}\d/])/gu)) {
    if (match[0][1] !== NBSP) faults.push(`number and unit without U+00A0 between: …${text.slice(Math.max(0, match.index - 8), match.index + match[0].length + 2)}…`);
  }
  return faults;
}


describe('French typography', () => {
  it('finds the faults it is there to find, and leaves times, addresses and quoted signs alone', () => {
    const faults = (message: string) => renderings(parse(message, { ignoreTag: true })).flatMap(typographyFaults);
    expect(faults('Hors ligne : données de {time}')).toHaveLength(1);
    expect(faults(`Hors ligne${NBSP}: données de {time}`)).toHaveLength(1);
    expect(faults('{place}: pas encore de données')).toHaveLength(1);
    expect(faults(`Supprimer cette clé ?`)).toHaveLength(1);
    expect(faults(`{n} requêtes{extra, plural, =0 {} other {; {extra} de plus}}`)).toHaveLength(1);
    expect(faults(`Aucun lieu ne correspond à « {text} »`)).toHaveLength(2);
    expect(faults('dans {minutes} min')).toHaveLength(1);
    expect(faults('{from} à {to} {unit}')).toHaveLength(1);
    expect(faults(`{share}${NARROW_NBSP}% du quota`)).toHaveLength(1);
    expect(faults(`Hors ligne${NARROW_NBSP}: données de 14:00, voir https://example.com/a?b (::1)`)).toEqual([]);
    expect(faults(`ni «${NBSP}?${NBSP}» ni «${NBSP}#${NBSP}»${NARROW_NBSP}: l’adresse de base`)).toEqual([]);
    expect(faults(`dans {minutes}${NBSP}min, {n} minutes, {skeleton, number, ::group-off}${NBSP}s, {to}${NBSP}{unit} ({unit})`)).toEqual([]);
  });

  it.each(messageAreas)('in the %s messages: U+202F before : ; ! ?, U+00A0 inside « » and between a number and its unit', (area) => {
    const faults = Object.entries(catalogue(area, 'fr')).flatMap(([key, message]) =>
      renderings(parse(message, { ignoreTag: true }))
        .flatMap(typographyFaults)
        .map((fault) => `${area}.${key}: ${fault}`),
    );
    expect([...new Set(faults)]).toEqual([]);
  });
});
