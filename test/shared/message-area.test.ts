import { describe, expect, it } from 'vitest';
import { MessageArea, type TranslationLoaders } from '@shared/i18n/message-area';
import { interfaceLanguageOf } from '@shared/i18n/languages';

type SampleKey = 'updated' | 'places';

const english = { updated: 'Updated {minutes, plural, one {# minute} other {# minutes}} ago', places: '{count, number} places' };

/** Loaders that count their calls: German has one message, Finnish cannot be loaded. */
function sampleLoaders() {
  const calls: string[] = [];
  const loaders: TranslationLoaders<SampleKey> = {
    de: async () => {
      calls.push('de');
      return { default: { updated: 'Vor {minutes, plural, one {# Minute} other {# Minuten}} aktualisiert' } };
    },
    fi: async () => {
      calls.push('fi');
      throw new Error('chunk missing');
    },
    sv: async () => ({ default: {} }),
    fr: async () => ({ default: {} }),
    es: async () => ({ default: {} }),
  };
  return { loaders, calls };
}

const area = new MessageArea<SampleKey>('sample', english, sampleLoaders().loaders);
await area.load('de');

describe('loading a language', () => {
  it('writes English until the language has arrived, then the language', async () => {
    const { loaders } = sampleLoaders();
    const fresh = new MessageArea<SampleKey>('fresh', english, loaders);
    expect(fresh.has('de')).toBe(false);
    expect(fresh.format('de', 'updated', { minutes: 3 })).toBe('Updated 3 minutes ago');
    await fresh.load('de');
    expect(fresh.has('de')).toBe(true);
    expect(fresh.format('de', 'updated', { minutes: 3 })).toBe('Vor 3 Minuten aktualisiert');
  });

  it('loads a language once, however often and however soon it is asked for', async () => {
    const { loaders, calls } = sampleLoaders();
    const fresh = new MessageArea<SampleKey>('fresh', english, loaders);
    await Promise.all([fresh.load('de'), fresh.load('de')]);
    await fresh.load('de');
    await fresh.load('en');
    expect(calls).toEqual(['de']);
  });

  it('says when a language cannot be loaded, keeps English, and tries again when asked again', async () => {
    const { loaders, calls } = sampleLoaders();
    const fresh = new MessageArea<SampleKey>('fresh', english, loaders);
    await expect(fresh.load('fi')).rejects.toThrow('chunk missing');
    expect(fresh.has('fi')).toBe(false);
    expect(fresh.format('fi', 'places', { count: 2 })).toBe('2 places');
    await expect(fresh.load('fi')).rejects.toThrow('chunk missing');
    expect(calls).toEqual(['fi', 'fi']);
  });
});

describe('a message area', () => {
  it('writes plurals by the language’s own rules', () => {
    expect(area.format('en', 'updated', { minutes: 1 })).toBe('Updated 1 minute ago');
    expect(area.format('de', 'updated', { minutes: 3 })).toBe('Vor 3 Minuten aktualisiert');
  });

  it('formats numbers in the interface locale', () => {
    expect(area.format('en', 'places', { count: 1234 })).toBe('1,234 places');
  });

  it('falls back to English message by message', () => {
    expect(area.format('de', 'places', { count: 1234 })).toBe('1,234 places');
  });

  it('still says something when a value is missing', () => {
    expect(area.format('de', 'updated')).toBe('updated');
  });
});

describe('the interface language', () => {
  it('follows the data language where there is a catalogue, else English', () => {
    expect(interfaceLanguageOf({ language: 'de', interfaceLanguage: 'data' })).toBe('de');
    expect(interfaceLanguageOf({ language: 'it', interfaceLanguage: 'data' })).toBe('en');
    expect(interfaceLanguageOf({ language: 'de', interfaceLanguage: 'en' })).toBe('en');
  });
});

describe("English written in a test's pseudo-locale", () => {
  it('writes the replacement from then on, a message already written included, and English where the replacement lacks a key', () => {
    const pseudo = new MessageArea<SampleKey>('pseudo', english, sampleLoaders().loaders);
    expect(pseudo.format('en', 'places', { count: 3 })).toBe('3 places');
    pseudo.replaceEnglish({ places: '[{count, number} þļááçéé]' });
    expect(pseudo.format('en', 'places', { count: 3 })).toBe('[3 þļááçéé]');
    expect(pseudo.format('en', 'updated', { minutes: 1 })).toBe('Updated 1 minute ago');
  });
});
