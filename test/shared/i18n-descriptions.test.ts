import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@shared/i18n/languages';
import { catalogue, messageAreas, messagesRoot } from '../support/catalogues';


interface Description {
  description: string;
  room: string;
  arguments?: Record<string, string>;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The names of the arguments a message takes (a plural's `#` is not one). */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentNames(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
  }
  return into;
}

describe.each(messageAreas)('the translators’ descriptions of the %s messages', (area) => {
  const english = catalogue(area, 'en');
  const descriptions = readJson<Record<string, Description>>(`${messagesRoot}/${area}/en.descriptions.json`);

  it('describe every English message, and no message that is gone', () => {
    expect.soft(Object.keys(english).filter((key) => !(key in descriptions)), 'messages without a description').toEqual([]);
    expect.soft(Object.keys(descriptions).filter((key) => !(key in english)), 'descriptions of messages that are gone').toEqual([]);
  });

  it('say where each message shows and the room it has, and nothing else', () => {
    for (const [key, entry] of Object.entries(descriptions)) {
      expect(Object.keys(entry).filter((field) => !['description', 'room', 'arguments'].includes(field)), `${area}.${key}`).toEqual([]);
      expect(entry.description.trim(), `${area}.${key}: description`).not.toBe('');
      expect(entry.room.trim(), `${area}.${key}: room`).not.toBe('');
    }
  });

  it('describe exactly the arguments each message takes', () => {
    for (const [key, source] of Object.entries(english)) {
      const entry = descriptions[key];
      if (entry === undefined) continue;
      const taken = [...argumentNames(parse(source, { ignoreTag: true }))].sort();
      expect.soft(Object.keys(entry.arguments ?? {}).sort(), `${area}.${key}: arguments described`).toEqual(taken);
      for (const [name, meaning] of Object.entries(entry.arguments ?? {})) {
        expect(meaning.trim(), `${area}.${key}: argument ${name}`).not.toBe('');
      }
    }
  });

  it('stay out of the app: the area imports only its language catalogues', () => {
    const index = readFileSync(`${messagesRoot}/${area}/index.ts`, 'utf8');
    const jsonImports = [...index.matchAll(/['"](\.[^'"]*\.json)['"]/g)].map((match) => match[1]);
    const catalogues = ['en', ...interfaceLanguages].map((language) => `./${language}.json`);
    expect(jsonImports.length).toBeGreaterThan(0);
    expect(jsonImports.filter((path) => !catalogues.includes(path ?? ''))).toEqual([]);
  });
});

/** Every source file under a folder: what the app's bundles are built from. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js|mjs|svelte)$/.test(entry.name) ? [path] : [];
  });
}

it('no source file of the app names a descriptions file, so none is bundled', () => {
  const naming = sourceFiles('src').filter((path) => readFileSync(path, 'utf8').includes('descriptions.json'));
  expect(naming).toEqual([]);
});
