/**
 * Whose habits the local service answers with where the real service was seen to differ from the
 * specification (`docs/spec/gaps-and-decisions.md`): `specification` follows the specification
 * and this project's decisions; `observed` answers as the real service was seen answering, so the
 * client can be tested against both.
 */
export const serviceHabits = ['specification', 'observed'] as const;
export type ServiceHabits = (typeof serviceHabits)[number];

/** Retry-After in delta seconds (specification) or as an HTTP date (observed); HTTP allows both. */
export function retryAfterValue(seconds: number, now: Date, habits: ServiceHabits): string {
  if (habits === 'specification') return String(seconds);
  // An HTTP date has whole seconds: rounded up, so a client that waits until then is never early.
  return new Date(Math.ceil(now.getTime() / 1000 + seconds) * 1000).toUTCString();
}
