import { z } from 'zod';
import type { ApiKey } from './accounts';

export const storedKeySchema = z.strictObject({
  user: z.string(),
  key: z.string(),
  access_token: z.string(),
  /** Kept after deletion, so the service can say the key was deleted rather than unknown. */
  deleted: z.boolean(),
});
export type StoredKey = z.infer<typeof storedKeySchema>;

/** API keys (non-expiring tokens), each named by its token's jti. */
export class KeyStore {
  readonly #keys: Map<string, StoredKey>;

  constructor(keys: readonly StoredKey[]) {
    this.#keys = new Map(keys.map((stored) => [stored.key, { ...stored }]));
  }

  add(user: string, key: string, accessToken: string): void {
    this.#keys.set(key, { user, key, access_token: accessToken, deleted: false });
  }

  /** The account's keys that still work, oldest first. */
  list(user: string): ApiKey[] {
    return [...this.#keys.values()]
      .filter((stored) => stored.user === user && !stored.deleted)
      .map((stored) => ({ access_token: stored.access_token, key: stored.key }));
  }

  /** false when the account has no such working key. */
  delete(user: string, key: string): boolean {
    const stored = this.#keys.get(key);
    if (stored === undefined || stored.user !== user || stored.deleted) return false;
    stored.deleted = true;
    return true;
  }

  find(key: string): StoredKey | undefined {
    return this.#keys.get(key);
  }

  snapshot(): StoredKey[] {
    return [...this.#keys.values()].map((stored) => ({ ...stored }));
  }
}
