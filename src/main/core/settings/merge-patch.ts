import type { MainSettingsPatch, Settings } from '@shared/settings';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeDeep(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergeDeep(base[key], value);
  }
  return merged;
}

/**
 * The settings a patch asks for, still to be validated. Objects merge field by field; arrays (the
 * location list, the map centre) and nulls replace what was there.
 */
export function mergeSettingsPatch(current: Settings, patch: MainSettingsPatch): unknown {
  return mergeDeep(current, patch);
}
