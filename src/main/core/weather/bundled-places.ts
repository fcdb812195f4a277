import type { PlaceIndexes } from '@service/places/gazetteer';

/** The bundled place data as main's search reads it: the table of places and their names' index. */
export type BundledPlaces = Pick<PlaceIndexes, 'places' | 'byName'>;

let loading: Promise<BundledPlaces | undefined> | undefined;

/**
 * The place data the app bundles (places.bin, the file the demo service reads), loaded on the first
 * search and kept: nothing of it is read before someone searches. Shared with the demo service in
 * the same process. Undefined when the file cannot be read: the search then answers as the service does.
 */
export function bundledPlaces(): Promise<BundledPlaces | undefined> {
  loading ??= import('@service/places/index').then(
    (module) => module.placeIndexes(),
    () => undefined,
  );
  return loading;
}
