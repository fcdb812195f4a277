import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatHeight,
  formatKilometres,
  formatPercent,
  formatPercentRange,
  formatPrecipitation,
  formatPressure,
  formatPressureFigure,
  formatSnow,
  formatTimeAgo,
  formatWind,
  formatWithUnit,
  unitJoiner,
} from '@renderer/lib/weather/format';
import { rangeText, pressureRangeText } from '@renderer/dashboard/display';
import type { Display } from '@renderer/lib/weather/display';
import { interfaceLanguages } from '@shared/i18n/languages';
import { unitPresets, type Units } from '@shared/units';

const everyUnitSet: Units[] = [
  unitPresets.metric,
  unitPresets.us,
  { ...unitPresets.metric, wind: 'KMH', pressure: 'mmHg' },
  { ...unitPresets.uk, wind: 'KTS' },
  { ...unitPresets.metric, wind: 'BFT' },
];

/** Every way a figure meets its unit, in the units given and the language given. */
function everyUnitKind(units: Units, locale: string): string[] {
  return [
    formatPressure(1023.4, { units: units, locale: locale }),
    formatWind(12.4, { units: units, locale: locale }),
    formatDistance(36_311, { units: units, locale: locale }),
    formatDistance(800, { units: units, locale: locale }),
    formatKilometres(42, { units: units, locale: locale }),
    formatHeight(1850, { units: units, locale: locale }),
    formatHeight(2.5, { units: units, locale: locale }),
    formatSnow(12, { units: units, locale: locale }),
    formatSnow(4.3, { units: units, locale: locale }),
    formatPrecipitation(2.5, 'amount', { units: units, locale: locale }),
    formatPrecipitation(12.4, 'rate', { units: units, locale: locale }),
    formatWithUnit(-3.5, '°C', { locale: locale }),
    formatWithUnit(640, 'W/m²', { locale: locale }),
    formatWithUnit(1.65, 'kPa', { locale: locale }, 2),
  ];
}

describe('a figure and its unit', () => {
  for (const language of interfaceLanguages) {
    it(`are held together by a no-break space in ${language}, in every unit kind`, () => {
      for (const units of everyUnitSet) {
        for (const text of everyUnitKind(units, language)) {
          // The last digit, then whatever joins it to the unit that ends the text.
          const joiner = /\d(\s*)[^\d\s]+$/u.exec(text)?.[1];
          expect(joiner, `${language}: ${JSON.stringify(text)}`).toBe(unitJoiner);
          expect(text, `${language}: ${JSON.stringify(text)}`).not.toMatch(/\d (?=\D)/);
        }
      }
    });
  }

  it('is one no-break space, U+00A0', () => {
    expect(unitJoiner).toBe('\u00a0');
  });

  it('stay together at the end of a range, with one unit for both ends (German figures in English words)', () => {
    const display: Display = { zone: 'UTC', locale: 'de', language: 'de', units: unitPresets.metric };
    expect(rangeText(3, 9, '°C', display)).toBe('3 to 9\u00a0°C');
    expect(rangeText(4, 4, '°C', display)).toBe('4\u00a0°C');
    expect(pressureRangeText(1015, 993, display)).toBe('1015 to 993\u00a0hPa');
    expect(pressureRangeText(1012.8, 1013.2, { ...display, locale: 'fi', language: 'fi' })).toBe('1013\u00a0hPa');
  });
});

describe('pressure', () => {
  const expected: Record<string, string> = { en: '1023', de: '1023', fi: '1023', sv: '1023', fr: '1023', es: '1023' };
  for (const language of interfaceLanguages) {
    it(`is written ungrouped in ${language}, as every weather service writes it`, () => {
      expect(formatPressureFigure(1023.4, { units: unitPresets.metric, locale: language })).toBe(expected[language]);
      expect(formatPressure(1023.4, { units: unitPresets.metric, locale: language })).toBe(`${expected[language] ?? ''}\u00a0hPa`);
      expect(formatPressure(1013.25, { units: { ...unitPresets.metric, pressure: 'mmHg' }, locale: language })).toBe('760\u00a0mmHg');
    });
  }

  it('keeps the decimal mark of the language in inches of mercury', () => {
    expect(formatPressure(1013.25, { units: unitPresets.us, locale: 'en' })).toBe('29.92\u00a0inHg');
    expect(formatPressure(1013.25, { units: unitPresets.us, locale: 'de' })).toBe('29,92\u00a0inHg');
    expect(formatPressure(992.2, { units: unitPresets.us, locale: 'fi' })).toBe('29,30\u00a0inHg');
  });

  it('still groups other large figures as the language does', () => {
    expect(formatHeight(2400, { units: unitPresets.us, locale: 'de' })).toBe('7.874\u00a0ft');
    expect(formatHeight(2400, { units: unitPresets.us, locale: 'fi' })).toBe('7\u00a0874\u00a0ft');
  });
});

describe('a time ago', () => {
  // Intl's own words (CLDR short style), the figure held to its unit.
  const expected: Record<string, [string, string, string]> = {
    en: ['3\u00a0min. ago', '2\u00a0hr. ago', '4\u00a0days ago'],
    de: ['vor 3\u00a0Min.', 'vor 2\u00a0Std.', 'vor 4\u00a0Tagen'],
    fi: ['3\u00a0min sitten', '2\u00a0t sitten', '4\u00a0pv sitten'],
    sv: ['för 3\u00a0min sen', 'för 2\u00a0tim sedan', 'för\u00a04\u00a0d sedan'],
    fr: ['il y a 3\u00a0min', 'il y a 2\u00a0h', 'il y a 4\u00a0j'],
    es: ['hace 3\u00a0min', 'hace 2\u00a0h', 'hace 4\u00a0d'],
  };
  for (const language of interfaceLanguages) {
    it(`is written by Intl in ${language}, with no break between the figure and its unit`, () => {
      expect([formatTimeAgo(3, 'minute', language), formatTimeAgo(2, 'hour', language), formatTimeAgo(4, 'day', language)]).toEqual(expected[language]);
    });
  }

  it('keeps a large figure grouped as the language does, and still whole to its unit', () => {
    expect(formatTimeAgo(1234, 'day', 'fr')).toBe('il y a 1\u202f234\u00a0j');
  });
});

describe('a percentage', () => {
  // Intl's own: English writes the sign against the figure, the others after a no-break space.
  const expected: Record<string, [string, string]> = {
    en: ['88%', '40% – 60%'],
    de: ['88\u00a0%', '40–60\u00a0%'],
    fi: ['88\u00a0%', '40–60\u00a0%'],
    sv: ['88\u00a0%', '40–60\u00a0%'],
    fr: ['88\u00a0%', '40–60\u00a0%'],
    es: ['88\u00a0%', '40-60\u00a0%'],
  };
  for (const language of interfaceLanguages) {
    it(`and a range of them are written by Intl in ${language}`, () => {
      expect([formatPercent(88.4, { locale: language }), formatPercentRange(40, 60, { locale: language })]).toEqual(expected[language]);
      expect(formatPercentRange(59.8, 60.2, { locale: language })).toBe(formatPercent(60, { locale: language }));
      expect(formatPercent(null, { locale: language })).toBe('–');
    });
  }
});
