import { describe, expect, it } from 'vitest';
import { answerSettingsKey } from '@shared/api/answer-settings';
import { defaultSettings } from '@shared/settings';

describe('answerSettingsKey', () => {
  const base = answerSettingsKey(defaultSettings);

  it.each([
    ['the language', { ...defaultSettings, language: 'fi' }],
    ['the temperature unit', { ...defaultSettings, units: { ...defaultSettings.units, temperature: 'F' } }],
    ['the wind unit', { ...defaultSettings, units: { ...defaultSettings.units, wind: 'MPH' } }],
  ] as const)('tells answers apart by %s', (_change, changed) => {
    expect(answerSettingsKey(changed)).not.toBe(base);
  });

  it('is the same whatever else the settings hold', () => {
    expect(answerSettingsKey({ ...defaultSettings, theme: 'dark', timeZone: 'UTC' })).toBe(base);
  });
});
