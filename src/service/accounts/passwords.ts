import { createHash, timingSafeEqual } from 'node:crypto';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

// Compared against for unknown users too, so the answer time does not tell which users exist.
const unknownUserDigest = digest('');

/** Application key passwords, kept only as digests and compared in constant time. */
export class PasswordBook {
  readonly #digests: Map<string, Buffer>;

  constructor(entries: Iterable<readonly [user: string, password: string]>) {
    this.#digests = new Map([...entries].map(([user, password]) => [user, digest(password)]));
  }

  matches(user: string, password: string): boolean {
    const expected = this.#digests.get(user);
    const same = timingSafeEqual(digest(password), expected ?? unknownUserDigest);
    return same && expected !== undefined;
  }
}
