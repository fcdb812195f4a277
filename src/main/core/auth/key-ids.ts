import { createHmac, randomBytes } from 'node:crypto';

/** 128 bits: no two keys of one account collide, and the id stays short in the DOM. */
const idBytes = 16;

/**
 * The ids windows use for API keys. An id is an HMAC of the service's name for the key under a
 * secret made when this object is: the same key gets the same id at every list read (the list
 * does not jump), and a window that holds an id learns nothing of the key, cannot confirm a guessed
 * key, and cannot carry the id over to another run. The service's name for a key may be the key
 * itself (the `{"tokens": [{"key": …}]}` list), so it never leaves main.
 */
export class KeyIds {
  readonly #secret: Buffer;

  constructor(secret: Buffer = randomBytes(32)) {
    this.#secret = secret;
  }

  idOf(serviceKey: string): string {
    return createHmac('sha256', this.#secret).update(serviceKey).digest().subarray(0, idBytes).toString('base64url');
  }
}
