import type { Location } from '@shared/api/locations';
import { maxLocations, type SavedLocation } from '@shared/settings';
import { countryName } from '../../lib/country';

/** "Pirkanmaa, Finland": where a search result lies, so two places of the same name can be told apart. */
export function regionLine(place: Location): string {
  const parts = [place.adminArea2 !== place.name ? place.adminArea2 : null, place.adminArea, countryName(place.country)];
  return parts.filter((part): part is string => part !== null && part.trim() !== '').join(', ');
}

export type AddOutcome =
  | { kind: 'added'; locations: SavedLocation[] }
  | { kind: 'present'; id: string }
  | { kind: 'full' };

/**
 * The list with `added` at the end. `shown` is the list as the user sees it: while nothing is saved
 * that is main's default place, which is kept, so adding a second place never takes away the one
 * the user was looking at (and the tray keeps its place until the user reorders).
 */
export function withAdded(shown: readonly SavedLocation[], added: SavedLocation, limit = maxLocations): AddOutcome {
  if (shown.some((location) => location.id === added.id)) return { kind: 'present', id: added.id };
  if (shown.length >= limit) return { kind: 'full' };
  return { kind: 'added', locations: [...shown, added] };
}

/** The list with one place moved by `offset` positions; unchanged (a copy) when it would leave the list. */
export function moved(list: readonly SavedLocation[], id: string, offset: number): SavedLocation[] {
  const from = list.findIndex((location) => location.id === id);
  const to = from + offset;
  const next = [...list];
  if (from === -1 || to < 0 || to >= list.length) return next;
  const [location] = next.splice(from, 1);
  if (location !== undefined) next.splice(to, 0, location);
  return next;
}

export interface Removal {
  location: SavedLocation;
  /** Where it was, so an undo puts it back in its place. */
  index: number;
}

export function without(list: readonly SavedLocation[], id: string): { locations: SavedLocation[]; removal: Removal | null } {
  const index = list.findIndex((location) => location.id === id);
  const location = list[index];
  if (location === undefined) return { locations: [...list], removal: null };
  return { locations: list.filter((_, at) => at !== index), removal: { location, index } };
}

/**
 * The list with a removed place back where it was, as far as the list (which may have changed since)
 * allows; null when it is back already or the list is full.
 */
export function restored(list: readonly SavedLocation[], removal: Removal, limit = maxLocations): SavedLocation[] | null {
  if (list.some((location) => location.id === removal.location.id) || list.length >= limit) return null;
  const next = [...list];
  next.splice(Math.min(removal.index, next.length), 0, removal.location);
  return next;
}
