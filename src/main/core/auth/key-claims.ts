/** An exp further away than this is the service's way of saying "never" (its keys carry +100 years). */
const neverAfterMs = 10 * 365.25 * 24 * 3_600_000;

export interface KeyDates {
  /** From the token's iat, in epoch ms; null when the key carries none. */
  createdAt: number | null;
  /** From its exp, in epoch ms; 'never' when exp is far in the future; null when it carries none. */
  expiresAt: number | 'never' | null;
}

/**
 * A JWT's claims, decoded as jose's decodeJwt does (three dot-separated parts, the middle one
 * base64url JSON of an object), without loading jose into main for it. Throws for anything else.
 */
function decodeClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') throw new TypeError('not a JWT');
  const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new TypeError('a JWT claims an object');
  return claims as Record<string, unknown>;
}

function seconds(claim: unknown): number | null {
  return typeof claim === 'number' && Number.isFinite(claim) ? claim : null;
}

/**
 * A key's creation and expiry as its JWT claims give them, for the key list, which carries no dates.
 * Decoded without verifying: the dates are only shown, never trusted for anything, and the
 * signing secret is the service's. A key that is not a JWT tells nothing: both null.
 */
export function keyDates(token: string, now: number): KeyDates {
  let claims: Record<string, unknown>;
  try {
    claims = decodeClaims(token);
  } catch {
    return { createdAt: null, expiresAt: null };
  }
  const iat = seconds(claims.iat);
  const exp = seconds(claims.exp);
  const expiresAt = exp === null ? null : exp * 1000 - now > neverAfterMs ? 'never' : exp * 1000;
  return { createdAt: iat === null ? null : iat * 1000, expiresAt };
}
