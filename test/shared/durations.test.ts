import { describe, expect, it } from 'vitest';
import { formatDuration, formatTimeFromNow } from '@shared/durations';
import { interfaceLanguages } from '@shared/i18n/languages';

/** What a test compares: the no-break space that holds a figure to its unit, shown. */
const shown = (text: string): string => text.replaceAll('\u00a0', '⍽');

describe('a length of time, as Intl.DurationFormat writes it', () => {
  it('is minutes, hours and minutes, or from two days on whole days, each figure held to its unit', () => {
    expect([45, 90, 120, 36 * 60, 49 * 60, 3 * 24 * 60].map((minutes) => shown(formatDuration(minutes, 'en')))).toEqual([
      '45⍽min',
      '1⍽hr, 30⍽min',
      '2⍽hr',
      '36⍽hr',
      '49⍽hr',
      '3⍽days',
    ]);
  });

  it("is each language's own, one abbreviation per unit", () => {
    const written = Object.fromEntries(interfaceLanguages.map((language) => [language, shown(formatDuration(150, language))]));
    expect(written).toEqual({ en: '2⍽hr, 30⍽min', de: '2⍽Std., 30⍽Min.', fi: '2⍽t, 30⍽min', sv: '2⍽tim, 30⍽min', fr: '2⍽h et 30⍽min', es: '2⍽h y 30⍽min' });
  });
});

describe('a time from now', () => {
  it('is now, or the span inside the language\'s "in"/"ago"', () => {
    expect([0, 45, -180, 210, -135].map((minutes) => shown(formatTimeFromNow(minutes, 'en')))).toEqual([
      'now',
      'in 45⍽min',
      '3⍽hr ago',
      'in 3⍽hr, 30⍽min',
      '2⍽hr, 15⍽min ago',
    ]);
  });

  it('is rounded to the minute: 20 seconds is now', () => {
    expect(formatTimeFromNow(1 / 3, 'en')).toBe('now');
    expect(shown(formatTimeFromNow(-15.3, 'en'))).toBe('15⍽min ago');
  });

  it("is each language's own, its figures held to their units", () => {
    const written = Object.fromEntries(
      interfaceLanguages.map((language) => [language, [formatTimeFromNow(0, language), formatTimeFromNow(45, language), formatTimeFromNow(-135, language)].map(shown)]),
    );
    expect(written).toEqual({
      en: ['now', 'in 45⍽min', '2⍽hr, 15⍽min ago'],
      de: ['jetzt', 'in 45⍽Min.', 'vor 2⍽Std., 15⍽Min.'],
      fi: ['nyt', '45⍽min kuluttua', '2⍽t, 15⍽min sitten'],
      sv: ['nu', 'om 45⍽min', 'för 2⍽tim, 15⍽min sedan'],
      fr: ['maintenant', 'dans 45⍽min', 'il y a 2⍽h et 15⍽min'],
      es: ['ahora', 'en 45⍽min', 'hace 2⍽h y 15⍽min'],
    });
  });
});
