/** The custom protocol the map window loads tiles and legends through; main adds the token. */
export const tileScheme = 'wg-tile';

/** A `wg-tile://{route}/{segments…}?{params}` address, read no further than whose it is. */
export interface TileAddress {
  /** The host: which provider's grammar reads the rest (`tiles`, `legends`: the Weather Data Service's). */
  route: string;
  /** The path's segments, percent-decoded. */
  segments: string[];
  params: URLSearchParams;
}

export type ReadTileAddress = { ok: true; address: TileAddress } | { ok: false; reason: string };

function decodedSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * The envelope every provider's addresses share: the scheme, a host, a path and a query, and nothing
 * else (no credentials, port or fragment). What the path and query may hold is the provider's grammar.
 */
export function readTileAddress(url: string): ReadTileAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (parsed.protocol !== `${tileScheme}:`) return { ok: false, reason: `not a ${tileScheme} URL` };
  if (parsed.username !== '' || parsed.password !== '' || parsed.port !== '' || parsed.hash !== '') {
    return { ok: false, reason: 'unexpected URL parts' };
  }
  const segments = decodedSegments(parsed.pathname);
  if (segments === undefined) return { ok: false, reason: 'malformed path' };
  return { ok: true, address: { route: parsed.hostname, segments, params: parsed.searchParams } };
}
