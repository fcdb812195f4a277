import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import type { Logger } from '../logger';
import type { SnapshotProduct } from './snapshot-kinds';
import { findSecretLookingField } from './secret-tripwire';
import type { Snapshot, SnapshotKey } from './snapshot';
import { nodeSnapshotFileSystem, type SnapshotFileSystem } from './snapshot-file-system';
import { isTemporaryFileName, parseSnapshotFile, serializeSnapshot, snapshotFileName } from './snapshot-file';

export interface SnapshotStoreOptions {
  /** A directory of its own, e.g. <userData>/snapshots: everything in it belongs to the store. */
  directory: string;
  logger: Logger;
  fileSystem?: SnapshotFileSystem;
  /**
   * Checks a loaded snapshot's data against its product's response schema (the API client's), so
   * a file edited or damaged into another shape is dropped rather than shown. Accepts all by default.
   */
  isValidData?: (product: SnapshotProduct, data: unknown) => boolean;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/**
 * The last good answer of every product at every location, in memory and on disk, so that at
 * start the tray shows data before any request. One snapshot per product and location: a new
 * answer (in whatever units) replaces the old. Disk trouble is logged, never thrown: the cache
 * is a convenience, and the app runs on without it.
 */
export class SnapshotStore {
  readonly #directory: string;
  readonly #logger: Logger;
  readonly #fileSystem: SnapshotFileSystem;
  readonly #isValidData: (product: SnapshotProduct, data: unknown) => boolean;
  /** By file name, which is unique per product and location. */
  readonly #entries = new Map<string, Snapshot>();
  /** The write queued last per file; writes to one file run one after another. */
  readonly #writes = new Map<string, Promise<void>>();
  #temporaryFiles = 0;

  constructor(options: SnapshotStoreOptions) {
    this.#directory = options.directory;
    this.#logger = options.logger;
    this.#fileSystem = options.fileSystem ?? nodeSnapshotFileSystem;
    this.#isValidData = options.isValidData ?? (() => true);
  }

  /**
   * Reads every snapshot on disk. Damaged files, files that fail `isValidData` and temporary files
   * left by an interrupted write are removed. Answers how many snapshots were loaded.
   */
  async load(): Promise<number> {
    let names: string[];
    try {
      names = await this.#fileSystem.list(this.#directory);
    } catch (error) {
      this.#logger.warn('snapshots: the cache directory could not be read', { error: errorName(error) });
      return 0;
    }
    let loaded = 0;
    let dropped = 0;
    for (const name of names) {
      if (isTemporaryFileName(name)) {
        await this.#removeQuietly(name);
      } else if (name.endsWith('.json')) {
        const snapshot = await this.#readFile(name);
        if (snapshot === null) {
          dropped += 1;
          await this.#removeQuietly(name);
        } else if (this.#keepLoaded(name, snapshot)) {
          loaded += 1;
        }
      }
    }
    if (dropped > 0) this.#logger.warn('snapshots: damaged cache files were removed', { count: dropped });
    return loaded;
  }

  /** The snapshot for the key, if one was stored with the same request parameters. */
  get(key: SnapshotKey): Snapshot | undefined {
    const snapshot = this.#entries.get(snapshotFileName(key.product, key.locationId));
    return snapshot !== undefined && isDeepStrictEqual(snapshot.params, key.params) ? snapshot : undefined;
  }

  all(): Snapshot[] {
    return [...this.#entries.values()];
  }

  /**
   * Keeps a new last good answer, in memory at once and on disk soon after (see flush()). Answers
   * false, and keeps nothing, when the snapshot is malformed or holds something like a secret.
   */
  put(snapshot: Snapshot): boolean {
    const name = snapshotFileName(snapshot.product, snapshot.locationId);
    const secretAt = findSecretLookingField({ params: snapshot.params, data: snapshot.data });
    if (secretAt !== null) {
      this.#logger.error('snapshots: refused a snapshot holding a credential-like field', {
        product: snapshot.product,
        field: secretAt,
      });
      return false;
    }
    const text = serializeSnapshot(snapshot);
    // Kept as read back from its own text: malformed input is refused, and later changes the
    // caller makes to its objects cannot reach the store.
    const kept = parseSnapshotFile(name, text);
    if (kept === null) {
      this.#logger.error('snapshots: refused a malformed snapshot', { product: snapshot.product });
      return false;
    }
    this.#entries.set(name, kept);
    this.#persist(name);
    return true;
  }

  /** Forgets the snapshots of locations no longer configured; global products stay. */
  retainLocations(locationIds: Iterable<string>): void {
    const kept = new Set(locationIds);
    for (const [name, snapshot] of this.#entries) {
      if (snapshot.locationId !== null && !kept.has(snapshot.locationId)) {
        this.#entries.delete(name);
        this.#persist(name);
      }
    }
  }

  /** Settles once every change made so far is on disk (or has failed and been logged). */
  async flush(): Promise<void> {
    while (this.#writes.size > 0) await Promise.all(this.#writes.values());
  }

  async #readFile(name: string): Promise<Snapshot | null> {
    let text: string;
    try {
      text = await this.#fileSystem.read(join(this.#directory, name));
    } catch {
      return null;
    }
    const snapshot = parseSnapshotFile(name, text);
    if (snapshot === null || findSecretLookingField(snapshot) !== null) return null;
    return this.#isValidData(snapshot.product, snapshot.data) ? snapshot : null;
  }

  /** A snapshot put before loading finished is newer than the file, and wins. */
  #keepLoaded(name: string, snapshot: Snapshot): boolean {
    if (this.#entries.has(name)) return false;
    this.#entries.set(name, snapshot);
    return true;
  }

  #persist(name: string): void {
    const previous = this.#writes.get(name) ?? Promise.resolve();
    const write = previous.then(() => this.#writeCurrent(name));
    this.#writes.set(name, write);
    void write.then(() => {
      if (this.#writes.get(name) === write) this.#writes.delete(name);
    });
  }

  /** Writes what memory holds when the write runs, so queued writes end with the latest state. */
  async #writeCurrent(name: string): Promise<void> {
    const path = join(this.#directory, name);
    const snapshot = this.#entries.get(name);
    try {
      if (snapshot === undefined) {
        await this.#fileSystem.remove(path);
        return;
      }
      await this.#fileSystem.makeDirectory(this.#directory);
      // Written beside the target and renamed over it, so a crash leaves the old file or the new one.
      this.#temporaryFiles += 1;
      const temporary = join(this.#directory, `.${name}.${this.#temporaryFiles}.tmp`);
      try {
        await this.#fileSystem.write(temporary, serializeSnapshot(snapshot));
        await this.#fileSystem.rename(temporary, path);
      } catch (error) {
        await this.#fileSystem.remove(temporary).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      this.#logger.warn('snapshots: a cache file could not be saved', {
        product: snapshot?.product,
        error: errorName(error),
      });
    }
  }

  async #removeQuietly(name: string): Promise<void> {
    try {
      await this.#fileSystem.remove(join(this.#directory, name));
    } catch (error) {
      this.#logger.warn('snapshots: a cache file could not be removed', { error: errorName(error) });
    }
  }
}
