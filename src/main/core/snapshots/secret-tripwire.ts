/**
 * Snapshots hold API response data only, and no response of a cached product carries a
 * credential. This is the tripwire for the day a caller gets that wrong (caches an account
 * response, or a URL with the token in it): such a snapshot is refused, never written.
 */

const secretFieldNames = new Set(['token', 'access_token', 'accesstoken', 'refresh_token', 'password', 'authorization', 'api_key', 'apikey']);
/** The token travels as a query parameter on map URLs. */
const tokenInUrl = /[?&]token=/i;
/** The service's tokens are JWTs; no weather field looks like one. */
const jwtShape = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/;

function pathOf(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}

/** The path of the first field that looks like a secret, or null. Reports where, never what. */
export function findSecretLookingField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return tokenInUrl.test(value) || jwtShape.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findSecretLookingField(item, pathOf(path, index));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (secretFieldNames.has(key.toLowerCase())) return pathOf(path, key);
      const found = findSecretLookingField(item, pathOf(path, key));
      if (found !== null) return found;
    }
  }
  return null;
}
