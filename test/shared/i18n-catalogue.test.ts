import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@shared/i18n/languages';
import { catalogue, messageAreas } from '../support/catalogues';



/** The arguments a message takes, with their kinds: a translation must take the same ones. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
      continue;
    }
    into.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe.each(messageAreas)('the %s messages', (area) => {
  const english = catalogue(area, 'en');

  it.each(interfaceLanguages)('are all in %s, taking the same arguments as in English', (language) => {
    const translated = catalogue(area, language);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, source] of Object.entries(english)) {
      const message = translated[key] ?? '';
      expect(message.trim(), `${area}.${key} (${language})`).not.toBe('');
      expect([...argumentsOf(parse(message, { ignoreTag: true }))].sort(), `${area}.${key} (${language})`).toEqual(
        [...argumentsOf(parse(source, { ignoreTag: true }))].sort(),
      );
    }
  });

  it('never make a possessive by appending ’s to a name: a name may end in ’s (St. John’s)', () => {
    for (const [key, source] of Object.entries(english)) expect(source, `${area}.${key}`).not.toMatch(/\}['’]s\b/);
  });
});

