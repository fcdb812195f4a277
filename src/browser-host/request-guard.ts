import type { IncomingHttpHeaders } from 'node:http';

/** The Host values the host answers to: loopback by address and by name, on its own port. */
function loopbackHosts(port: number): [byAddress: string, byName: string] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function loopbackOrigins(port: number): [byAddress: string, byName: string] {
  const [byAddress, byName] = loopbackHosts(port);
  return [`http://${byAddress}`, `http://${byName}`];
}

export type GuardVerdict =
  | { allowed: true; ownOrigin: string }
  | { allowed: false; status: 403 | 421; reason: string };

/**
 * DNS rebinding gives a foreign site our address under its own name, so the Host header must name
 * loopback; a cross-site page can still send requests here, so an Origin, when sent, must be ours.
 * The WebSocket upgrade demands an Origin because browsers always send one there.
 */
export function checkHostAndOrigin(
  headers: IncomingHttpHeaders,
  port: number,
  { requireOrigin }: { requireOrigin: boolean },
): GuardVerdict {
  const host = loopbackHosts(port).find((candidate) => candidate === headers.host);
  if (host === undefined) return { allowed: false, status: 421, reason: 'the Host header does not name this host' };
  const ownOrigin = `http://${host}`;
  if (headers.origin === undefined) {
    return requireOrigin ? { allowed: false, status: 403, reason: 'the Origin header is missing' } : { allowed: true, ownOrigin };
  }
  if (headers.origin !== ownOrigin) return { allowed: false, status: 403, reason: 'the Origin header is foreign' };
  return { allowed: true, ownOrigin };
}

/** The request target as a URL on our own origin; null for absolute or scheme-relative targets elsewhere. */
export function parseRequestTarget(target: string | undefined, ownOrigin: string): URL | null {
  if (target === undefined) return null;
  let url: URL;
  try {
    url = new URL(target, ownOrigin);
  } catch {
    return null;
  }
  return url.origin === ownOrigin ? url : null;
}
