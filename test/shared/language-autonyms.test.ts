import { describe, expect, it } from 'vitest';
import autonyms from '@shared/i18n/language-autonyms.json' with { type: 'json' };
import { languages } from '@shared/settings';
import { baseLanguage, languageAutonyms } from '../../scripts/language-autonyms';

describe('the data languages named in their own words', () => {
  it('is what CLDR says, for every data language: run scripts/language-autonyms.ts after adding one', () => {
    expect(autonyms).toEqual(languageAutonyms());
    for (const code of languages) expect(Object.keys(autonyms), code).toContain(baseLanguage(code));
  });

  it('names Albanian and Icelandic as their speakers do', () => {
    expect(autonyms.sq).toBe('shqip');
    expect(autonyms.is).toBe('íslenska');
  });
});
