import type { SnapshotProduct } from './snapshot-kinds';

/** Which answer a snapshot is: one product at one location (null for global products). */
export interface SnapshotKey {
  product: SnapshotProduct;
  locationId: string | null;
  /**
   * The request parameters that change the answer (tempunit, windunit, lang...). A snapshot asked
   * for with other parameters is a miss: data in the old units must not be shown as the new ones.
   */
  params: Readonly<Record<string, string>>;
}

/** The last good answer for a key. Holds API response data only: never a credential or token. */
export interface Snapshot<Data = unknown> extends SnapshotKey {
  data: Data;
  /** When the answer arrived (ISO 8601, UTC). */
  fetchedAt: string;
  /** When the service issued the data, where the response says. */
  issuedAt?: string;
}
