/**
 * An API key as the UI shows it: enough to tell keys apart, not enough to use one. Keys of 20
 * characters or more show the first 6 and the last 4; shorter ones only their last fifth.
 */
export function maskKey(key: string): string {
  if (key.length >= 20) return `${key.slice(0, 6)}…${key.slice(-4)}`;
  const shown = Math.floor(key.length / 5);
  return `…${key.slice(key.length - shown)}`;
}
