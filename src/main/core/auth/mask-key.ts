/**
 * An API key as the UI shows it: its last characters, enough to tell keys apart, not enough to use
 * one. Never its start: every JWT key begins with the same header ("eyJhbG…"). Keys of 20
 * characters or more show their last 6 (a JWT's end is its signature, different for every key);
 * shorter ones only their last fifth.
 */
export function maskKey(key: string): string {
  const shown = key.length >= 20 ? 6 : Math.floor(key.length / 5);
  return `…${key.slice(key.length - shown)}`;
}
