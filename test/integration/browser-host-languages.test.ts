import { describe, expect, it } from 'vitest';
import { systemLanguagesFromEnvironment, tagOfPosixLocale } from '../../src/browser-host/system-languages';
import { systemLocaleOf } from '@main/core/settings/system-locale';

describe('a POSIX locale name as a BCP 47 tag', () => {
  it.each([
    ['de_DE.UTF-8', 'de-DE'],
    ['de_AT', 'de-AT'],
    ['fi', 'fi'],
    ['pt_BR.utf8', 'pt-BR'],
    ['sr_RS@latin', 'sr-Latn-RS'],
    ['de_DE@euro', 'de-DE'],
    ['C', null],
    ['C.UTF-8', null],
    ['POSIX', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (locale, tag) => {
    expect(tagOfPosixLocale(locale)).toBe(tag);
  });
});

describe('the browser preview’s system languages, read from its environment', () => {
  it('takes LANG for the language and the region', () => {
    expect(systemLanguagesFromEnvironment({ LANG: 'de_DE.UTF-8' })).toEqual({ preferred: ['de-DE'], formats: 'de-DE' });
  });

  it('lets LC_ALL win over LC_MESSAGES and LANG, and LC_MESSAGES over LANG for the language only', () => {
    expect(systemLanguagesFromEnvironment({ LC_ALL: 'sv_FI.UTF-8', LC_MESSAGES: 'de_DE', LANG: 'en_US' })).toEqual({ preferred: ['sv-FI'], formats: 'sv-FI' });
    expect(systemLanguagesFromEnvironment({ LC_MESSAGES: 'de_DE', LC_TIME: 'en_GB.UTF-8', LANG: 'en_US' })).toEqual({ preferred: ['de-DE'], formats: 'en-GB' });
  });

  it('puts GNU LANGUAGE’s list first, in its order, and passes over its empty entries', () => {
    expect(systemLanguagesFromEnvironment({ LANGUAGE: 'nb:de::en_GB', LANG: 'nb_NO.UTF-8' })).toEqual({
      preferred: ['nb', 'de', 'en-GB', 'nb-NO'],
      formats: 'nb-NO',
    });
  });

  it('ignores LANGUAGE where the locale is C, as gettext does, and names nothing for C or an empty environment', () => {
    expect(systemLanguagesFromEnvironment({ LANGUAGE: 'de', LANG: 'C.UTF-8' })).toEqual({ preferred: [], formats: null });
    expect(systemLanguagesFromEnvironment({ LC_ALL: 'POSIX', LANG: 'de_DE.UTF-8' })).toEqual({ preferred: [], formats: null });
    expect(systemLanguagesFromEnvironment({})).toEqual({ preferred: [], formats: null });
  });

  it('gives a host started with LANG=de_DE.UTF-8 German, metric and 24-hour; with LANG=en_US.UTF-8 US units and 12-hour', () => {
    expect(systemLocaleOf(systemLanguagesFromEnvironment({ LANG: 'de_DE.UTF-8' }))).toMatchObject({ language: 'de', interfaceLanguage: 'de', units: 'metric', clock: '24h' });
    expect(systemLocaleOf(systemLanguagesFromEnvironment({ LANG: 'en_US.UTF-8' }))).toMatchObject({ language: 'en', interfaceLanguage: 'en', units: 'us', clock: '12h' });
  });
});
