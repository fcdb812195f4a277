import { describe, expect, it } from 'vitest';
import { dashboardRoutes, hashOf, routeFromHash } from '@renderer/dashboard/routes';
import { describedBy } from '@renderer/dashboard/settings/described-by';
import { languageLabel, languageTag, partsInEnglish } from '@renderer/dashboard/settings/language-names';
import { issuesAt, parseNumber, parseTimeZone } from '@renderer/dashboard/settings/validation';
import { fail } from '@shared/ipc/result';
import { languages } from '@shared/settings';

describe('time zone names', () => {
  it('takes IANA names and refuses offsets, abbreviations and unknown places, as main does', () => {
    for (const zone of ['Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5']) expect(parseTimeZone(zone).ok, zone).toBe(true);
    for (const zone of ['+01:00', 'Europe/Atlantis', 'Europe/Paris; rm']) expect(parseTimeZone(zone).ok, zone).toBe(false);
  });

  it('trims what was typed and explains a refusal', () => {
    expect(parseTimeZone('  Asia/Tokyo ')).toEqual({ ok: true, value: 'Asia/Tokyo' });
    const refused = parseTimeZone('Moon/Base');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('"Moon/Base" is not an IANA time zone name');
    expect(parseTimeZone('   ')).toEqual({ ok: false, message: 'Enter a time zone such as Europe/Paris.' });
  });
});

describe('numbers as typed', () => {
  it('reads whole numbers and leaves the range to main', () => {
    expect(parseNumber('2000', { whole: true })).toEqual({ ok: true, value: 2000 });
    expect(parseNumber(' 50 ', { whole: true })).toEqual({ ok: true, value: 50 });
    expect(parseNumber('-5', { whole: true })).toEqual({ ok: true, value: -5 });
    expect(parseNumber('12.5', { whole: true })).toEqual({ ok: false, message: 'Enter a whole number: 12.5 has a fraction.' });
    expect(parseNumber('', { whole: true })).toEqual({ ok: false, message: 'Enter a number.' });
    expect(parseNumber('two', { whole: true })).toEqual({ ok: false, message: 'Enter a whole number such as 2000.' });
    // A number input may hand over "1e9": a whole number, too large or not, which main judges with its range.
    expect(parseNumber('1e9', { whole: true })).toEqual({ ok: true, value: 1e9 });
  });

  it('reads decimals', () => {
    expect(parseNumber('0.5', { whole: false })).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('12', { whole: false })).toEqual({ ok: true, value: 12 });
    expect(parseNumber('two', { whole: false }).ok).toBe(false);
  });
});

describe("main's refusals by field", () => {
  const refusal = fail('badInput', { key: 'issue.atLeast', values: { size: 'plain', bound: 100 } }, {
    issues: [
      { path: 'budget.dailyRequests', message: { key: 'issue.atLeast', values: { size: 'plain', bound: 100 } } },
      { path: 'notifications.rain.withinMinutes', message: { key: 'issue.atMost', values: { size: 'plain', bound: 180 } } },
    ],
  }).error;

  it('finds the messages of one field', () => {
    expect(issuesAt(refusal, 'budget.dailyRequests')).toEqual(['Enter at least 100.']);
    expect(issuesAt(refusal, 'notifications.rain.withinMinutes')).toEqual(['Enter at most 180.']);
    expect(issuesAt(refusal, 'notifications.rain')).toEqual(['Enter at most 180.']);
    expect(issuesAt(refusal, 'budget.daily')).toEqual([]);
    expect(issuesAt(refusal, 'units')).toEqual([]);
  });

  it('finds none in other kinds of failure', () => {
    expect(issuesAt(fail('offline', 'serviceUnavailable').error, 'budget.dailyRequests')).toEqual([]);
    expect(issuesAt(null, 'budget.dailyRequests')).toEqual([]);
  });

  it('describes a field only by the elements that are there', () => {
    expect(describedBy('hint', false, 'issues')).toBe('hint issues');
    expect(describedBy(false, undefined, null)).toBeUndefined();
  });
});

describe('languages', () => {
  it("turns the service's codes into language tags", () => {
    expect(languageTag('pt_br')).toBe('pt-BR');
    expect(languageTag('zh_hk')).toBe('zh-HK');
    expect(languageTag('de')).toBe('de');
  });

  it('names every language the settings accept by its own name and code', () => {
    expect(languageLabel('de')).toBe('Deutsch (de)');
    expect(languageLabel('fi')).toBe('Suomi (fi)');
    for (const code of languages) expect(languageLabel(code)).toMatch(new RegExp(`\\(${code}\\)$`));
  });

  it('names Albanian and Icelandic in their own words too', () => {
    expect(languageLabel('sq')).toBe('Shqip (sq)');
    expect(languageLabel('is')).toBe('Íslenska (is)');
  });

  /**
   * Intl as Chromium's ICU data (which Electron ships) has it: no Albanian or Icelandic, where
   * DisplayNames answers in the default locale's English; or, with `missing` null, no language at all.
   */
  function withEngineMissing<T>(missing: readonly string[] | null, run: () => T): T {
    const Full = Intl.DisplayNames;
    class Trimmed extends Full {
      constructor(locales: Intl.LocalesArgument, options: Intl.DisplayNamesOptions) {
        const language = new Intl.Locale(String([locales].flat()[0] ?? 'en')).language;
        super(missing === null || missing.includes(language) ? ['en-US'] : locales, options);
      }
    }
    // Intl's members are writable; TypeScript's lib declares them read-only.
    const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };
    intl.DisplayNames = Trimmed;
    try {
      return run();
    } finally {
      intl.DisplayNames = Full;
    }
  }

  it('names a language in its own words where the engine has no data for it, as Chromium has none for Albanian or Icelandic', () => {
    withEngineMissing(['sq', 'is'], () => {
      expect(languageLabel('sq')).toBe('Shqip (sq)');
      expect(languageLabel('is')).toBe('Íslenska (is)');
      expect(languageLabel('pt_br')).toBe('Português (Brasil) (pt_br)');
    });
  });

  it('names no language in English, whichever the engine lacks', () => {
    const english = new Intl.DisplayNames(['en'], { type: 'language' });
    const labels = withEngineMissing(null, () => languages.map((code) => ({ code, label: languageLabel(code) })));
    for (const { code, label } of labels) {
      expect(label).toMatch(new RegExp(`^\\S.* \\(${code}\\)$`));
      const name = label.slice(0, -` (${code})`.length);
      if (code !== 'en') expect(name, code).not.toBe(english.of(languageTag(code).split('-')[0] ?? code));
    }
    expect(labels.find((entry) => entry.code === 'pt_br')?.label).toBe('Português (pt_br)');
  });

  it('says which parts of the data stay in English', () => {
    expect(partsInEnglish('de')).toBe('none');
    expect(partsInEnglish('pt_br')).toBe('none');
    expect(partsInEnglish('hu')).toBe('placeNames');
    expect(partsInEnglish('bn')).toBe('both');
  });
});

describe('dashboard routes', () => {
  it('reads the hash main opens the window with', () => {
    expect(routeFromHash('')).toBe('forecasts');
    expect(routeFromHash('#')).toBe('forecasts');
    expect(routeFromHash('#account')).toBe('account');
    expect(routeFromHash('#settings')).toBe('settings');
    expect(routeFromHash('#Settings')).toBe('settings');
    expect(routeFromHash('#nowhere')).toBe('forecasts');
  });

  it('writes a hash that reads back as the same view', () => {
    for (const route of dashboardRoutes) expect(routeFromHash(hashOf(route))).toBe(route);
  });
});
