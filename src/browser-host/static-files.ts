import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { bridgeScriptUrlPath, pageTokenMetaName } from '@shared/ipc/browser-host-protocol';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(filePath: string): string {
  return contentTypes[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function isHtml(filePath: string): boolean {
  return extname(filePath).toLowerCase() === '.html';
}

function isInside(directory: string, candidate: string): boolean {
  const path = relative(directory, candidate);
  return path === '' || (!isAbsolute(path) && path.split(sep)[0] !== '..');
}

/**
 * The file a URL path names inside `rootDir`, or null when there is none. The path is checked
 * after decoding (`%2f`, `%2e` arrive encoded) and again after resolving symlinks.
 */
export async function resolveStaticFile(rootDir: string, urlPathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = resolve(rootDir, `.${decoded}`);
  if (!isInside(rootDir, candidate)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(rootDir), realpath(candidate)]);
    if (!isInside(realRoot, realFile)) return null;
    return (await stat(realFile)).isFile() ? realFile : null;
  } catch {
    return null;
  }
}

const bridgeScriptTag = `<script src="${bridgeScriptUrlPath}"></script>`;
const headOpeningTag = /<head(?:\s[^>]*)?>/i;
/** Page tokens are base64url: nothing in one needs escaping in an attribute. */
const pageTokenShape = /^[A-Za-z0-9_-]+$/;

/**
 * Puts the bridge first in <head>: a classic script runs before the page's deferred module
 * scripts, so `window.weatherglass` exists when they start. The page's token goes just before it
 * in a meta tag, for the bridge to read as it runs (the CSP allows no inline script to carry it).
 * Null when the page has no <head>.
 */
export function injectBridgeScript(html: string, pageToken: string | null): string | null {
  const match = headOpeningTag.exec(html);
  if (match === null) return null;
  if (pageToken !== null && !pageTokenShape.test(pageToken)) throw new TypeError('A page token is base64url.');
  const tokenTag = pageToken === null ? '' : `<meta name="${pageTokenMetaName}" content="${pageToken}">`;
  const end = match.index + match[0].length;
  return html.slice(0, end) + tokenTag + bridgeScriptTag + html.slice(end);
}
