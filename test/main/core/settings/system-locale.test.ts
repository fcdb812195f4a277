import { describe, expect, it } from 'vitest';
import { systemLocaleOf } from '@main/core/settings/system-locale';
import { defaultSystemLocale, noSystemLanguages } from '@shared/system-locale';

const only = (...preferred: string[]) => systemLocaleOf({ preferred, formats: null });

describe('the system’s languages matched to the catalogues and the service’s languages', () => {
  it.each([
    // system languages, data language, interface language, units, clock
    [['de-AT'], 'de', 'de', 'metric', '24h'],
    [['de-CH'], 'de', 'de', 'metric', '24h'],
    [['nb-NO'], 'nb', 'en', 'metric', '24h'],
    // Nynorsk: the service has none, and CLDR's matching gives Bokmål, which Nynorsk readers read.
    [['nn-NO'], 'nb', 'en', 'metric', '24h'],
    [['pt-BR'], 'pt_br', 'en', 'metric', '24h'],
    [['pt-PT'], 'pt_pt', 'en', 'metric', '24h'],
    [['zh-Hant-HK'], 'zh_hk', 'en', 'metric', '12h'],
    // Taiwan writes Traditional characters: the service's Traditional, not the Simplified 'zh'.
    [['zh-TW'], 'zh_hk', 'en', 'metric', '12h'],
    [['zh-CN'], 'zh', 'en', 'metric', '24h'],
    [['en-US'], 'en', 'en', 'us', '12h'],
    [['en-GB'], 'en', 'en', 'uk', '24h'],
    [['en-AU'], 'en', 'en', 'metric', '12h'],
    [['fr-CA'], 'fr', 'fr', 'metric', '24h'],
    [['fi-FI'], 'fi', 'fi', 'metric', '24h'],
    // A Swede in Finland reads Swedish; the region only sets units and clock.
    [['sv-FI'], 'sv', 'sv', 'metric', '24h'],
    [['it-IT'], 'it', 'en', 'metric', '24h'],
    // Arabic has a catalogue: Saudi Arabia and Egypt read Arabic menus, on the region's 12-hour clock.
    [['ar-SA'], 'ar', 'ar', 'metric', '12h'],
    [['ar-EG'], 'ar', 'ar', 'metric', '12h'],
    [['en-LR'], 'en', 'en', 'us', '12h'],
    [['C'], 'en', 'en', 'metric', '24h'],
    [[], 'en', 'en', 'metric', '24h'],
    // A bare language names no region: metric and 24-hour, not the United States' likely ones.
    [['en'], 'en', 'en', 'metric', '24h'],
  ])('%j gives data %s, interface %s, %s units and a %s clock', (preferred, language, interfaceLanguage, units, clock) => {
    expect(only(...preferred)).toMatchObject({ language, interfaceLanguage, units, clock });
  });

  it('gives the interface the next preferred language that has a catalogue, and keeps the first for the data', () => {
    expect(only('nb-NO', 'de-DE', 'en-US')).toEqual({
      language: 'nb',
      interfaceLanguage: 'de',
      units: 'metric',
      clock: '24h',
      languageFrom: 'nb-NO',
      interfaceLanguageFrom: 'de-DE',
      region: 'NO',
      clockFrom: 'nb-NO',
    });
  });

  it('takes the region and clock from the format locale over the languages (Electron’s Windows example)', () => {
    const windows = systemLocaleOf({ preferred: ['fr-CA', 'en-US', 'zh-Hans-CN', 'fi', 'es-419'], formats: 'fi-FI' });
    expect(windows).toMatchObject({ language: 'fr', interfaceLanguage: 'fr', languageFrom: 'fr-CA', region: 'FI', units: 'metric', clock: '24h', clockFrom: 'fi-FI' });
    // An English-speaking American set to German formats: English words, metric, 24-hour.
    expect(systemLocaleOf({ preferred: ['en-US'], formats: 'de-DE' })).toMatchObject({ interfaceLanguage: 'en', units: 'metric', clock: '24h', region: 'DE' });
  });

  it('takes the region from the first preferred language that names one when the format locale names none', () => {
    expect(systemLocaleOf({ preferred: ['en', 'en-US'], formats: 'en' })).toMatchObject({ units: 'us', clock: '12h', region: 'US', clockFrom: 'en-US' });
  });

  it('passes over tags that are not BCP 47 rather than failing', () => {
    expect(systemLocaleOf({ preferred: ['de_DE.UTF-8', '', 'x', 'sv-SE'], formats: 'C' })).toMatchObject({ language: 'sv', interfaceLanguage: 'sv', region: 'SE' });
  });

  it('suggests English, metric and 24-hour for a system that names nothing', () => {
    expect(systemLocaleOf(noSystemLanguages)).toEqual(defaultSystemLocale);
  });
});
