import { lstat, mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { cacheFileExtension } from './cache-key';
import { frameTile, unframeTile } from './tile-file';

export const defaultTileCacheBytes = 200 * 1024 * 1024;

const temporaryExtension = '.tmp';
/** What cacheFileName produces: nothing that could point outside the directory. */
const safeName = new RegExp(`^[A-Za-z0-9_-]+\\${cacheFileExtension}$`);

export interface TileCacheOptions {
  directory: string;
  maxBytes?: number;
  now?: () => Date;
  logger?: Logger;
}

interface Entry {
  bytes: number;
}

/**
 * Map tiles and legends on disk, bounded by bytes, least recently used out first.
 *
 * The directory is the index: each entry is one file whose modification time is set to the moment
 * it was last used, so the recency order survives a restart without a separate index file that
 * could disagree with the files. Writes go to a temporary file renamed into place, so a crash never
 * leaves a half-written entry under a real name; a damaged or vanished file reads as a miss.
 */
export class TileCache {
  readonly #directory: string;
  readonly #now: () => Date;
  readonly #logger: Logger | undefined;
  /** Insertion order is recency order: the first entry is the least recently used. */
  readonly #entries = new Map<string, Entry>();
  #maxBytes: number;
  #totalBytes = 0;
  #writes = 0;

  private constructor(options: TileCacheOptions) {
    this.#directory = options.directory;
    this.#maxBytes = options.maxBytes ?? defaultTileCacheBytes;
    this.#now = options.now ?? (() => new Date());
    this.#logger = options.logger;
  }

  static async open(options: TileCacheOptions): Promise<TileCache> {
    const cache = new TileCache(options);
    await cache.#load();
    return cache;
  }

  get totalBytes(): number {
    return this.#totalBytes;
  }

  /** Entry names, least recently used first. */
  names(): string[] {
    return [...this.#entries.keys()];
  }

  async setMaxBytes(maxBytes: number): Promise<void> {
    this.#maxBytes = maxBytes;
    await this.#evict();
  }

  /** The stored bytes, or undefined on a miss (including a damaged or missing file). */
  async get(name: string): Promise<Buffer | undefined> {
    const entry = this.#entries.get(this.#checked(name));
    if (entry === undefined) return undefined;
    const path = join(this.#directory, name);
    let payload: Buffer | undefined;
    try {
      payload = unframeTile(await readFile(path));
    } catch {
      payload = undefined;
    }
    if (payload === undefined) {
      this.#logger?.warn('tile cache: damaged or missing entry dropped', { name });
      await this.#forget(name);
      return undefined;
    }
    this.#entries.delete(name);
    this.#entries.set(name, entry);
    await this.#stamp(path);
    return payload;
  }

  async put(name: string, payload: Uint8Array): Promise<void> {
    const file = frameTile(payload);
    // An entry larger than the whole cache would evict everything and then itself.
    if (file.length > this.#maxBytes) return;
    const path = join(this.#directory, this.#checked(name));
    const temporary = `${path}.${process.pid}-${++this.#writes}${temporaryExtension}`;
    try {
      await writeFile(temporary, file, { flag: 'wx' });
      await rename(temporary, path);
      await this.#stamp(path);
    } catch (error) {
      await rm(temporary, { force: true });
      this.#logger?.warn('tile cache: could not store an entry', { name, reason: (error as NodeJS.ErrnoException).code });
      return;
    }
    this.#remove(name);
    this.#entries.set(name, { bytes: file.length });
    this.#totalBytes += file.length;
    await this.#evict();
  }

  async #load(): Promise<void> {
    await mkdir(this.#directory, { recursive: true });
    const found: { name: string; bytes: number; usedAt: number }[] = [];
    for (const name of await readdir(this.#directory)) {
      const path = join(this.#directory, name);
      if (name.endsWith(temporaryExtension)) {
        await rm(path, { force: true });
        continue;
      }
      if (!safeName.test(name)) continue;
      const stats = await lstat(path).catch(() => undefined);
      if (stats?.isFile() === true) found.push({ name, bytes: stats.size, usedAt: stats.mtimeMs });
    }
    found.sort((a, b) => a.usedAt - b.usedAt || a.name.localeCompare(b.name));
    for (const { name, bytes } of found) {
      this.#entries.set(name, { bytes });
      this.#totalBytes += bytes;
    }
    await this.#evict();
  }

  async #evict(): Promise<void> {
    for (const name of this.#entries.keys()) {
      if (this.#totalBytes <= this.#maxBytes) return;
      await this.#forget(name);
    }
  }

  async #forget(name: string): Promise<void> {
    this.#remove(name);
    await rm(join(this.#directory, name), { force: true });
  }

  #remove(name: string): void {
    const entry = this.#entries.get(name);
    if (entry === undefined) return;
    this.#entries.delete(name);
    this.#totalBytes -= entry.bytes;
  }

  /** Records the use in the file itself; losing it only costs recency order after a restart. */
  async #stamp(path: string): Promise<void> {
    const now = this.#now();
    await utimes(path, now, now).catch(() => undefined);
  }

  #checked(name: string): string {
    if (!safeName.test(name)) throw new Error('tile cache: invalid entry name');
    return name;
  }
}
