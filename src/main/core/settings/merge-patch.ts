import type { MainSettingsPatch, Settings } from '@shared/settings';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Records keyed by data (a colour scheme per layer) rather than fields: a patch gives the whole
 * record, so a key it leaves out is gone (merged, no key could ever be taken out again).
 */
const replacedWhole = new Set(['map.colorschemes']);

function mergeDeep(base: unknown, patch: unknown, path: string): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch) || replacedWhole.has(path)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergeDeep(base[key], value, path === '' ? key : `${path}.${key}`);
  }
  return merged;
}

/**
 * The settings a patch asks for, still to be validated. Objects merge field by field; arrays (the
 * location list, the map centre), nulls and the records in `replacedWhole` replace what was there.
 */
export function mergeSettingsPatch(current: Settings, patch: MainSettingsPatch): unknown {
  return mergeDeep(current, patch, '');
}
