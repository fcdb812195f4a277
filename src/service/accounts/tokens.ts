import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { z } from 'zod';

const issuer = 'weatherglass-local-service';

export interface TokenClaims {
  /** The account's user name. */
  sub: string;
  jti: string;
  /** Seconds since the epoch, as in the JWT. */
  iat: number;
  exp: number;
}

const claimsSchema = z.object({
  iss: z.literal(issuer),
  sub: z.string().min(1),
  jti: z.string().min(1),
  iat: z.number(),
  nbf: z.number(),
  exp: z.number(),
});

export type TokenCheck =
  | { valid: true; claims: TokenClaims }
  | { valid: false; problem: 'malformed' | 'signature' | 'not_yet_valid' | 'expired' };

/** Signs and checks the service's HS256 JWTs (claims iss, iat, nbf, exp, jti, sub). */
/** Tokens whose signature and claims were already checked; an app repeats one token for hours. */
const maxRememberedTokens = 1024;

export class TokenSigner {
  readonly #secret: Uint8Array;
  readonly #verified = new Map<string, z.infer<typeof claimsSchema>>();

  constructor(secret: string) {
    this.#secret = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setNotBefore(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.#secret);
  }

  /**
   * Checks the signature and the validity period against `now`, the service's clock (fixed in
   * tests), not the wall clock. Synchronous because Accounts.authenticateToken is; jose verifies
   * only asynchronously, so jose parses and node's HMAC checks the MAC in constant time.
   */
  check(token: string, now: Date): TokenCheck {
    const claims = this.#verified.get(token) ?? this.#verifySignature(token);
    if (!('sub' in claims)) return claims;
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (claims.nbf > nowSeconds) return { valid: false, problem: 'not_yet_valid' };
    // As jose decides it: a token is expired from its exp second on.
    if (claims.exp <= nowSeconds) return { valid: false, problem: 'expired' };
    return { valid: true, claims: { sub: claims.sub, jti: claims.jti, iat: claims.iat, exp: claims.exp } };
  }

  /** The claims of a token signed with this secret, remembered for the next time it comes. */
  #verifySignature(token: string): z.infer<typeof claimsSchema> | Extract<TokenCheck, { valid: false }> {
    const parts = token.split('.');
    const [header, payload, signature] = parts;
    if (parts.length !== 3 || header === undefined || payload === undefined || signature === undefined) {
      return { valid: false, problem: 'malformed' };
    }
    let claims: z.infer<typeof claimsSchema>;
    try {
      if (decodeProtectedHeader(token).alg !== 'HS256') return { valid: false, problem: 'malformed' };
      const parsed = claimsSchema.safeParse(decodeJwt(token));
      if (!parsed.success) return { valid: false, problem: 'malformed' };
      claims = parsed.data;
    } catch {
      return { valid: false, problem: 'malformed' };
    }
    // Compared as text, so a signature with stray characters that decode to the same bytes fails.
    const expected = Buffer.from(createHmac('sha256', this.#secret).update(`${header}.${payload}`).digest('base64url'));
    const actual = Buffer.from(signature);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { valid: false, problem: 'signature' };
    if (this.#verified.size >= maxRememberedTokens) this.#verified.clear();
    this.#verified.set(token, claims);
    return claims;
  }
}
