import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret for one run of the browser host; it is printed once, inside the preview URL. */
export function createRunSecret(): string {
  return randomBytes(32).toString('base64url');
}

const minimumSecretLength = 16;

export interface SessionAuth {
  isRunSecret(candidate: string): boolean;
  /** Whether a Cookie header carries this run's session for the host listening on `port`. */
  hasSession(cookieHeader: string | undefined, port: number): boolean;
  /** The Set-Cookie value that opens a session for the host listening on `port`. */
  sessionCookie(port: number): string;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

// Digests are always 32 bytes, so timingSafeEqual sees equal lengths and the length does not leak either.
function matches(candidate: string, expectedDigest: Buffer): boolean {
  return timingSafeEqual(digest(candidate), expectedDigest);
}

// Cookies are not scoped by port, so the port in the name keeps two previews on one machine apart.
function cookieName(port: number): string {
  return `weatherglass_${port}`;
}

function cookieValues(header: string | undefined, name: string): string[] {
  if (header === undefined) return [];
  return header.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) return [];
    return [pair.slice(separator + 1).trim()];
  });
}

/**
 * The secret proves the visitor read this run's printed URL; it is exchanged once for a session
 * token in an HttpOnly cookie, so the secret itself does not stay in the address bar or history.
 */
export function createSessionAuth(secret: string): SessionAuth {
  if (secret.length < minimumSecretLength) {
    throw new RangeError(`The browser host's secret must be at least ${minimumSecretLength} characters long.`);
  }
  const secretDigest = digest(secret);
  const sessionToken = randomBytes(32).toString('base64url');
  const sessionDigest = digest(sessionToken);
  return {
    isRunSecret: (candidate) => matches(candidate, secretDigest),
    hasSession: (cookieHeader, port) =>
      cookieValues(cookieHeader, cookieName(port)).some((value) => matches(value, sessionDigest)),
    sessionCookie: (port) => `${cookieName(port)}=${sessionToken}; HttpOnly; SameSite=Strict; Path=/`,
  };
}
