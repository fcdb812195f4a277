import { net, type IncomingMessage } from 'electron';

type FetchInput = string | URL | Request;

/**
 * fetch over Chromium's network stack, which knows the system's proxies (PAC and WPAD included)
 * and its certificate store, as the user's browser does; Node's fetch knows neither.
 *
 * net.fetch cannot answer a redirect with `redirect: 'manual'`: it cancels the request ("Redirect
 * was cancelled", electron/electron#43715), where the API client must see the redirect to refuse it
 * or follow it itself (credentials never follow one). So those requests go through net.request,
 * whose 'redirect' event reports the redirect; it is answered as the 3xx response with its Location,
 * and never followed.
 */
export function chromiumFetch(input: FetchInput, init: RequestInit = {}): Promise<Response> {
  const url = input instanceof Request ? input.url : input.toString();
  if (init.redirect !== 'manual') return net.fetch(url, init);
  return fetchNotFollowing(url, init);
}

function headerPairs(headers: Record<string, string | string[]>): Array<[string, string]> {
  return Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((one): [string, string] => [name, one]) : [[name, value]]));
}

function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  // The API client sends JSON text or nothing; anything else would be a new use to write for.
  throw new TypeError('chromiumFetch sends only text bodies');
}

function fetchNotFollowing(url: string, init: RequestInit): Promise<Response> {
  const body = bodyText(init.body);
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted === true) {
      reject(signal.reason);
      return;
    }
    const request = net.request({ url, method: init.method ?? 'GET', redirect: 'manual' });
    for (const [name, value] of new Headers(init.headers)) request.setHeader(name, value);
    const abort = (): void => {
      request.abort();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (): void => signal?.removeEventListener('abort', abort);

    request.on('redirect', (status, _method, redirectUrl, responseHeaders) => {
      settle();
      request.abort();
      const headers = new Headers(headerPairs(responseHeaders));
      headers.set('location', redirectUrl);
      resolve(new Response(null, { status, headers }));
    });
    request.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        settle();
        const nullBody = response.statusCode === 204 || response.statusCode === 304;
        resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status: response.statusCode, headers: new Headers(headerPairs(response.headers)) }));
      });
      response.on('error', (error: Error) => {
        settle();
        reject(error);
      });
    });
    request.on('error', (error) => {
      settle();
      reject(error);
    });
    if (body !== undefined) request.write(body);
    request.end();
  });
}
