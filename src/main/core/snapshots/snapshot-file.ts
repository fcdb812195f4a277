import { z } from 'zod';
import { parseJsonAs } from '../persistence/json-file';
import { globalProducts, snapshotProducts, type SnapshotProduct } from './snapshot-kinds';
import type { Snapshot } from './snapshot';

/** One file per product and location, so a corrupt file costs one snapshot and a write stays small. */
export function snapshotFileName(product: SnapshotProduct, locationId: string | null): string {
  // encodeURIComponent keeps path separators, ':' and other characters file systems refuse out.
  return locationId === null ? `${product}.json` : `${product}.${encodeURIComponent(locationId)}.json`;
}

export function isTemporaryFileName(name: string): boolean {
  return name.endsWith('.tmp');
}

const fileFormat = 1;

const snapshotFileSchema = z
  .strictObject({
    format: z.literal(fileFormat),
    product: z.enum(snapshotProducts),
    locationId: z.string().min(1).max(200).nullable(),
    params: z.record(z.string(), z.string()),
    data: z.unknown().refine((data) => data !== undefined, 'a snapshot has data'),
    fetchedAt: z.iso.datetime(),
    issuedAt: z.string().optional(),
  })
  .refine((file) => (file.locationId === null) === globalProducts.has(file.product), 'global products have no location');

export function serializeSnapshot(snapshot: Snapshot): string {
  const { product, locationId, params, data, fetchedAt, issuedAt } = snapshot;
  return JSON.stringify({ format: fileFormat, product, locationId, params, data, fetchedAt, issuedAt });
}

/** The snapshot a file holds, or null when the file is damaged or is not the file its name says. */
export function parseSnapshotFile(fileName: string, text: string): Snapshot | null {
  const file = parseJsonAs(text, snapshotFileSchema);
  if (file === undefined) return null;
  const { product, locationId, params, data, fetchedAt, issuedAt } = file;
  if (snapshotFileName(product, locationId) !== fileName) return null;
  return issuedAt === undefined
    ? { product, locationId, params, data, fetchedAt }
    : { product, locationId, params, data, fetchedAt, issuedAt };
}
