import type { SystemChoice } from '@shared/settings';
import { unitPresets } from '@shared/units';

export type StoredSettings = Record<string, unknown>;

/** Lifts stored settings by one version. Pure: the runner, not the migration, decides what to keep. */
export type SettingsMigration = (settings: StoredSettings) => StoredSettings;

/**
 * `settingsMigrations[n]` turns version n into version n + 1, so the list's length is the current
 * version. Fields a migration leaves out take their defaults when the result is validated.
 */
export const settingsMigrations: readonly SettingsMigration[] = [
  // 0 -> 1: the foundation stored only {theme}, with no version field; every new section defaults.
  (foundation) => ({ ...foundation, version: 1 }),
  // 1 -> 2: language and units start from the system. A choice still at version 1's default (English,
  // metric, 24-hour) was never made, so it follows the system; one changed was the user's and stays.
  // Version 1's interface language defaulted to 'data'; it is written out, as the default is now English.
  (settings) => ({
    ...settings,
    version: 2,
    interfaceLanguage: settings.interfaceLanguage ?? 'data',
    followsSystem: followedBeforeVersion2(settings),
  }),
  // 2 -> 3: the map's layer was a bare number, the Weather Data Service's capabilities id; it is now
  // a reference that names its provider. Anything else is passed on under the new name, so field
  // recovery resets that one field (and names it) rather than the whole map section.
  (settings) => ({ ...settings, version: 3, ...mapWithLayerReference(settings.map) }),
];

function mapWithLayerReference(map: unknown): { map?: unknown } {
  if (!isPlainObject(map) || !Object.hasOwn(map, 'layerId')) return map === undefined ? {} : { map };
  const { layerId, ...rest } = map;
  const layer = Number.isInteger(layerId) && (layerId as number) >= 0 ? { provider: 'weatherData', id: String(layerId) } : layerId;
  return { map: { ...rest, layer } };
}

function followedBeforeVersion2(settings: StoredSettings): Record<SystemChoice, boolean> {
  const units = isPlainObject(settings.units) ? settings.units : {};
  const metricUnits = (['temperature', 'wind', 'pressure', 'precipitation', 'distance'] as const).every(
    (key) => (units[key] ?? unitPresets.metric[key]) === unitPresets.metric[key],
  );
  const language = settings.language ?? 'en';
  return {
    language: language === 'en',
    // 'data' beside a chosen data language follows that choice, as it did: the user's.
    interfaceLanguage: (settings.interfaceLanguage ?? 'data') === 'data' && language === 'en',
    units: metricUnits,
    clock: (units.clock ?? '24h') === '24h',
  };
}

export type MigrationOutcome =
  | { ok: true; settings: StoredSettings; fromVersion: number }
  | { ok: false; reason: 'notAnObject' | 'badVersion' | 'newerVersion' };

function isPlainObject(value: unknown): value is StoredSettings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Brings stored settings of any known version up to the current one; validation comes after. */
export function migrateSettings(
  stored: unknown,
  migrations: readonly SettingsMigration[] = settingsMigrations,
): MigrationOutcome {
  if (!isPlainObject(stored)) return { ok: false, reason: 'notAnObject' };
  const version = stored.version ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return { ok: false, reason: 'badVersion' };
  // A file from a newer Weatherglass: its fields may mean something this version cannot know.
  if (version > migrations.length) return { ok: false, reason: 'newerVersion' };
  let settings = stored;
  for (const migrate of migrations.slice(version)) settings = migrate(settings);
  return { ok: true, settings, fromVersion: version };
}
