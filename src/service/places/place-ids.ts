import type { PlaceTable } from './place-table';

/** The vendor's location ids: its prefix 100 before the GeoNames id (100658225 is Helsinki's 658225). */
const vendorIdPrefix = '100';

/**
 * A place's position in the table from an id the service answers with: a GeoNames id, or the vendor's
 * 100-prefixed form of one where no GeoNames id is the whole number; undefined when neither is known.
 * The local service resolves ids by it, and main by it finds a real service's answers in the bundled data.
 */
export function placePosition(places: Pick<PlaceTable, 'indexOf'>, id: string | number): number | undefined {
  const text = String(id);
  const place = places.indexOf(Number(text));
  if (place !== -1) return place;
  if (!text.startsWith(vendorIdPrefix)) return undefined;
  const prefixed = places.indexOf(Number(text.slice(vendorIdPrefix.length)));
  return prefixed === -1 ? undefined : prefixed;
}
