import { describe, expect, it } from 'vitest';
import { migrateSettings, settingsMigrations, type SettingsMigration } from '@main/core/settings/migrations';
import { currentSettingsVersion } from '@shared/settings';
import { settingsSchema } from '@shared/settings-schema';

describe('the settings migrations', () => {
  it('has one migration per version, so the list reaches the current version', () => {
    expect(settingsMigrations).toHaveLength(currentSettingsVersion);
  });

  it("0 -> 1 keeps the foundation's theme and adds the version; the schema fills in the rest", () => {
    const [toVersion1] = settingsMigrations;
    const foundation = { theme: 'dark' };
    const migrated = toVersion1?.(foundation);
    expect(migrated).toEqual({ theme: 'dark', version: 1 });
    expect(foundation).toEqual({ theme: 'dark' });
    const outcome = migrateSettings(foundation);
    if (!outcome.ok) throw new Error(outcome.reason);
    const settings = settingsSchema.parse(outcome.settings);
    expect(settings.theme).toBe('dark');
    expect(settings.budget.dailyRequests).toBe(2000);
  });

  it('1 -> 2 lets a choice still at its old default follow the system, and keeps one the user made', () => {
    const toVersion2 = settingsMigrations[1];
    expect(toVersion2?.({ version: 1, theme: 'dark' })).toEqual({
      version: 2,
      theme: 'dark',
      interfaceLanguage: 'data',
      followsSystem: { language: true, interfaceLanguage: true, units: true, clock: true },
    });
    const chosen = { version: 1, language: 'fr', units: { temperature: 'F', clock: '24h' } };
    expect(toVersion2?.(chosen)).toEqual({
      ...chosen,
      version: 2,
      // 'data' after a chosen data language followed that choice: it stays the user's, and French.
      interfaceLanguage: 'data',
      followsSystem: { language: false, interfaceLanguage: false, units: false, clock: true },
    });
    expect(toVersion2?.({ version: 1, interfaceLanguage: 'sv', units: { clock: '12h' } })).toMatchObject({
      interfaceLanguage: 'sv',
      followsSystem: { language: true, interfaceLanguage: false, units: true, clock: false },
    });
  });

  it("2 -> 3 names the map layer's provider: a bare number was the Weather Data Service's", () => {
    const toVersion3 = settingsMigrations[2];
    expect(toVersion3?.({ version: 2, map: { layerId: 22, zoom: 5 } })).toEqual({ version: 3, map: { layer: { provider: 'weatherData', id: '22' }, zoom: 5 } });
    expect(toVersion3?.({ version: 2, map: { layerId: null } })).toEqual({ version: 3, map: { layer: null } });
    // No map section, or one without a layer: nothing to carry over.
    expect(toVersion3?.({ version: 2, theme: 'dark' })).toEqual({ version: 3, theme: 'dark' });
    expect(toVersion3?.({ version: 2, map: { zoom: 5 } })).toEqual({ version: 3, map: { zoom: 5 } });
    // What was not a layer number is passed on for field recovery to reset and name.
    expect(toVersion3?.({ version: 2, map: { layerId: -1 } })).toEqual({ version: 3, map: { layer: -1 } });
  });
});

describe('the migration runner', () => {
  const steps: SettingsMigration[] = [
    (settings) => ({ ...settings, version: 1, steps: ['0->1'] }),
    (settings) => ({ ...settings, version: 2, steps: [...(settings.steps as string[]), '1->2'] }),
  ];

  it('treats a file without a version as version 0 and runs every step in order', () => {
    expect(migrateSettings({ theme: 'light' }, steps)).toEqual({
      ok: true,
      fromVersion: 0,
      settings: { theme: 'light', version: 2, steps: ['0->1', '1->2'] },
    });
  });

  it('runs only the steps after the stored version', () => {
    expect(migrateSettings({ version: 1, steps: [] }, steps)).toEqual({
      ok: true,
      fromVersion: 1,
      settings: { version: 2, steps: ['1->2'] },
    });
  });

  it('leaves current settings as they are', () => {
    const current = { version: 2, theme: 'dark' };
    expect(migrateSettings(current, steps)).toEqual({ ok: true, fromVersion: 2, settings: current });
  });

  it('refuses settings from a newer version', () => {
    expect(migrateSettings({ version: 3 }, steps)).toEqual({ ok: false, reason: 'newerVersion' });
  });

  it.each([
    ['a string', '{"theme":"dark"}', 'notAnObject'],
    ['an array', [{ theme: 'dark' }], 'notAnObject'],
    ['null', null, 'notAnObject'],
    ['a fractional version', { version: 1.5 }, 'badVersion'],
    ['a negative version', { version: -1 }, 'badVersion'],
    ['a version as text', { version: '1' }, 'badVersion'],
  ])('refuses %s', (_name, stored, reason) => {
    expect(migrateSettings(stored, steps)).toEqual({ ok: false, reason });
  });
});
