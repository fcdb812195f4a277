import { describe, expect, it } from 'vitest';
import { answerSettingsKey } from '@shared/api/answer-settings';
import { defaultSettings, type Settings } from '@shared/settings';

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
    const otherwiseChanged: Settings = { ...defaultSettings, theme: 'dark', timeZone: 'UTC' };
    expect(answerSettingsKey(otherwiseChanged)).toBe(base);
  });
});
