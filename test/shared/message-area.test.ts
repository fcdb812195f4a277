import { describe, expect, it } from 'vitest';
import { MessageArea } from '@shared/i18n/message-area';
import { interfaceLanguageOf } from '@shared/i18n/languages';

const area = new MessageArea<'updated' | 'places'>('sample', {
  en: { updated: 'Updated {minutes, plural, one {# minute} other {# minutes}} ago', places: '{count, number} places' },
  de: { updated: 'Vor {minutes, plural, one {# Minute} other {# Minuten}} aktualisiert' },
  fi: {},
  sv: {},
  fr: {},
  es: {},
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
