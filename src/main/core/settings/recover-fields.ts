import type { z } from 'zod';
import { maxLocations, type Settings } from '@shared/settings';
import { settingsSchema } from '@shared/settings-schema';
import type { StoredSettings } from './migrations';

interface Removed {
  /** Dotted paths of the fields that took their defaults ('budget.dailyRequests'), in the order found. */
  resetFields: string[];
  /** The dropped places' names; null for one whose name could not be read. */
  droppedPlaces: (string | null)[];
}

/** What was kept of stored settings with unusable fields: those fields took their defaults, places were dropped. */
export interface RecoveredSettings extends Removed {
  settings: Settings;
}

type Path = readonly PropertyKey[];

/** A field taking its default makes the next field's problem visible, never a new one; a few passes suffice. */
const maxPasses = 8;

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const segment of path) value = isRecord(value) ? value[segment] : undefined;
  return value;
}

function placeName(place: unknown): string | null {
  const name = isRecord(place) ? place.name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : null;
}

/**
 * What to remove for one problem, at the deepest level that makes sense: one place of the list
 * (never the list), the places past the limit, a setting that is unknown, else the field itself. A
 * list of values (the map's centre) is one field. A field missing from a record that has no default
 * (a window's bounds without its x) takes its record along. An empty answer: nothing can be removed.
 */
function removalsFor(issue: z.core.$ZodIssue, data: unknown): Path[] {
  const [section, index] = issue.path;
  // Any problem within a place, an unknown field included, is that place's: it goes, named, and the list stays.
  if (section === 'locations' && typeof index === 'number') return [['locations', index]];
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...issue.path, key]);
  if (section === 'locations' && issue.code === 'too_big') {
    const count = Array.isArray(valueAt(data, ['locations'])) ? (valueAt(data, ['locations']) as unknown[]).length : 0;
    return Array.from({ length: Math.max(0, count - maxLocations) }, (_, extra) => ['locations', maxLocations + extra]);
  }
  const firstIndex = issue.path.findIndex((segment) => typeof segment === 'number');
  let path: Path = firstIndex >= 0 ? issue.path.slice(0, firstIndex) : issue.path;
  while (path.length > 1 && valueAt(data, path) === undefined) path = path.slice(0, -1);
  // The version is the migrations' to set: a file whose version is unusable is not recovered here.
  if (path.length === 0 || path[0] === 'version') return [];
  return [path];
}

function remove(data: Record<PropertyKey, unknown>, paths: readonly Path[], found: Removed): boolean {
  let removedAny = false;
  const places = paths.filter((path) => path.length === 2 && path[0] === 'locations' && typeof path[1] === 'number');
  // Each field's removal first, then the places from the last, so the indexes found stay true.
  for (const path of paths.filter((candidate) => !places.includes(candidate))) {
    const parent = valueAt(data, path.slice(0, -1));
    const key = path.at(-1);
    if (!isRecord(parent) || key === undefined || !Object.hasOwn(parent, key)) continue;
    Reflect.deleteProperty(parent, key);
    // A record that goes whole (a window's bounds, after its x) is named once, not with its fields.
    const field = path.map(String).join('.');
    found.resetFields = found.resetFields.filter((earlier) => !earlier.startsWith(`${field}.`));
    found.resetFields.push(field);
    removedAny = true;
  }
  const list = data.locations;
  if (!Array.isArray(list)) return removedAny;
  const indexes = [...new Set(places.map((path) => path[1] as number))].sort((a, b) => b - a);
  const names: (string | null)[] = [];
  for (const index of indexes) {
    if (index >= list.length) continue;
    names.unshift(placeName(list[index]));
    list.splice(index, 1);
  }
  found.droppedPlaces.push(...names);
  return removedAny || names.length > 0;
}

/**
 * Stored settings (already migrated) with some unusable fields: each such field takes its default
 * and the rest are kept. Null when the settings cannot be recovered so (not a record, a bad version,
 * or problems that removing fields does not mend): then nothing of them is used.
 */
export function recoverFieldByField(migrated: StoredSettings): RecoveredSettings | null {
  const data: Record<PropertyKey, unknown> = structuredClone(migrated);
  const found: Removed = { resetFields: [], droppedPlaces: [] };
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const parsed = settingsSchema.safeParse(data);
    if (parsed.success) return { ...found, settings: parsed.data };
    const paths = parsed.error.issues.map((issue) => removalsFor(issue, data));
    if (paths.some((removals) => removals.length === 0)) return null;
    if (!remove(data, paths.flat(), found)) return null;
  }
  return null;
}
