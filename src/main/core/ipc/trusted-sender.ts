/** Where an IPC message came from, as the transport reports it. */
export interface SenderInfo {
  /** URL of the sending frame; undefined when the frame is gone. */
  url: string | undefined;
  isMainFrame: boolean;
}

/** An origin the app's own pages are served from, compared by scheme and host. */
export interface AppOrigin {
  protocol: string;
  host: string;
}

/**
 * Parses an origin such as `app://weatherglass` or `http://127.0.0.1:5173`. Non-special schemes
 * like `app:` have the opaque origin "null" in WHATWG URL, so scheme and host are compared instead.
 */
export function parseAppOrigin(url: string): AppOrigin {
  const parsed = new URL(url);
  if (parsed.host === '') throw new TypeError(`An app origin needs a host: ${url}`);
  return { protocol: parsed.protocol, host: parsed.host };
}

export function isAppUrl(url: string | undefined, origins: readonly AppOrigin[]): boolean {
  if (url === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return origins.some((origin) => origin.protocol === parsed.protocol && origin.host === parsed.host);
}

export function isTrustedSender(sender: SenderInfo, origins: readonly AppOrigin[]): boolean {
  return sender.isMainFrame && isAppUrl(sender.url, origins);
}
