import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { protocol, type CustomScheme } from 'electron';
import { contentSecurityPolicy } from '@shared/content-security-policy';

export const appScheme = 'app';
export const appHost = 'weatherglass';
export const appOrigin = `${appScheme}://${appHost}`;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export const appSchemePrivileges: CustomScheme = {
  scheme: appScheme,
  // `standard` gives pages a real origin (relative URLs, storage); `secure` a secure context.
  // corsEnabled stays off: it would let any other origin read these files.
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/**
 * Must run before the app is ready, and only once: Electron keeps the privileges of the last call
 * alone, so every custom scheme is granted in this one call.
 */
export function registerSchemes(others: readonly CustomScheme[]): void {
  protocol.registerSchemesAsPrivileged([appSchemePrivileges, ...others]);
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The file a request names, or null when it names nothing inside the renderer directory. */
function fileInside(rendererDir: string, requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (url.protocol !== `${appScheme}:` || url.host !== appHost) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // URL parsing already removed literal dot segments; an encoded slash or backslash can still
  // smuggle some in, so the decoded path is resolved and must stay below the renderer directory.
  const root = resolve(rendererDir);
  const file = resolve(root, `.${pathname}`);
  const inside = relative(root, file);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  return file;
}

export function createAppProtocolHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const file = fileInside(rendererDir, request.url);
    if (file === null) return notFound();
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return notFound();
    }
    return new Response(body, {
      headers: {
        'Content-Type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': contentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}

/** Serves the built renderer at app://weatherglass/; needs the app to be ready. */
export function handleAppProtocol(rendererDir: string): void {
  protocol.handle(appScheme, createAppProtocolHandler(rendererDir));
}
