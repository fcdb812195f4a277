import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Account } from './accounts/accounts';
import { watchClientTrouble } from './http/client-trouble';
import { retryAfterValue } from './http/habits';
import { Params } from './http/params';
import { ClientGone, readBodyParams } from './http/request-body';
import { ResponseCache, type CachedAnswer } from './http/response-cache';
import type { AuthMode, Route, RouteResponse, ServiceContext } from './http/route';
import { Router } from './http/router';
import { ServiceError } from './http/service-error';
import { defaultTimeouts, serverTimeoutOptions, type ServiceTimeouts } from './http/timeouts';
import { allRoutes, dataRoutes, mapRoutes } from './routes';

export interface WeatherServiceHandle {
  /** `http://127.0.0.1:<port>`, the data base address (and the maps one, with the specification's habits). */
  url: string;
  port: number;
  /** The maps base address: `url` itself, or a second port with the observed habits. */
  mapsUrl: string;
  close(): Promise<void>;
}

export interface WeatherServiceLogger {
  /** A client's trouble: it stalled, went away, or sent what is not HTTP. */
  warn(message: string, fields?: Record<string, string | number>): void;
  /** The service's own failure. */
  error(message: string, fields?: Record<string, string | number>): void;
}

const maxPathLength = 2048;

/** Parameters that say who asks, not what: never part of a cache key. */
const credentialParams = ['token', 'user', 'password'] as const;

const jsonType = 'application/json; charset=utf-8';

function bearerToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

function authenticate(mode: AuthMode, request: IncomingMessage, params: Params, context: ServiceContext, now: Date) {
  switch (mode) {
    case 'token':
      return context.accounts.authenticateToken(bearerToken(request) ?? params.get('token'), now);
    case 'queryToken':
      return context.accounts.authenticateToken(params.get('token'), now);
    case 'credentials':
      return context.accounts.authenticateCredentials(params.get('user'), params.get('password'));
  }
}

function hasProduct(account: Account, route: Route): boolean {
  return route.product === null || account.plan.products.includes(route.product) || account.addOns.includes(route.product);
}

function send(response: ServerResponse, answer: RouteResponse): void {
  const status = answer.status ?? 200;
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === null) {
    response.writeHead(status, headers).end();
  } else if (Buffer.isBuffer(answer.body)) {
    response.writeHead(status, { 'Content-Type': answer.contentType ?? 'application/octet-stream', ...headers }).end(answer.body);
  } else {
    sendJson(response, { status, body: JSON.stringify(answer.body), headers, hits: answer.hits });
  }
}

function sendJson(response: ServerResponse, answer: CachedAnswer): void {
  response.writeHead(answer.status, { 'Content-Type': jsonType, ...answer.headers }).end(answer.body);
}

function cacheable(answer: RouteResponse): boolean {
  return (answer.status ?? 200) === 200 && answer.body !== null && !Buffer.isBuffer(answer.body);
}

function sendError(response: ServerResponse, error: ServiceError, context: ServiceContext, now: Date): void {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = retryAfterValue(error.retryAfterSeconds, now, context.habits);
  send(response, { status: error.status, body: { error: error.code, message: error.message }, headers, hits: 0 });
}

function decodeSegments(pathname: string): string[] {
  try {
    return pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  } catch {
    throw new ServiceError(400, 'bad_parameter', 'The path is not correctly percent-encoded.');
  }
}

/**
 * Answers one request: route, authenticate, check plan and limits, run the handler, count usage.
 * Whatever goes wrong becomes a JSON error with the status from the decisions page.
 */
export function createRequestHandler(context: ServiceContext, routes: readonly Route[], logger: Pick<WeatherServiceLogger, 'error'>) {
  const router = new Router(routes);
  const cache = new ResponseCache({ maxEntries: 4096, maxBytes: 64 * 1024 * 1024 });
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const now = context.now();
    let account: Account | undefined;
    let route: Route | undefined;
    const recordUsage = (status: number, hits: number): void => {
      if (account === undefined || route === undefined) return;
      context.accounts.record(account, {
        api: route.api,
        endpoint: route.pattern.replace(/:(\w+)/g, '{$1}'),
        status,
        hits: status < 300 ? hits : 0,
        at: now,
      });
    };
    try {
      const target = request.url ?? '/';
      if (target.length > maxPathLength) throw new ServiceError(414, 'uri_too_long', 'The request address is too long.');
      const url = new URL(target, 'http://service.invalid');
      const method = request.method ?? 'GET';
      const matches = router.match(decodeSegments(url.pathname));
      if (matches.length === 0) throw new ServiceError(404, 'not_found', `No such endpoint: ${url.pathname}`);
      const match = matches.find((candidate) => candidate.route.methods.includes(method as never));
      if (match === undefined) throw new ServiceError(405, 'method_not_allowed', `${method} is not allowed here.`);
      route = match.route;

      const bodyParams = method === 'GET' ? [] : await readBodyParams(request);
      const params = new Params([...url.searchParams, ...bodyParams]);
      const authenticated = authenticate(route.auth, request, params, context, now);
      if (authenticated instanceof ServiceError) throw authenticated;
      account = authenticated;
      if (!hasProduct(account, route)) {
        throw new ServiceError(403, 'not_in_plan', `Your plan does not include this product (${route.product}).`);
      }
      const refusal = context.accounts.admit(account, now);
      if (refusal !== null) throw refusal;

      const cacheKey =
        route.cacheEpochMs === undefined
          ? undefined
          : [route.pattern, JSON.stringify(match.path), params.canonical(credentialParams), Math.floor(now.getTime() / route.cacheEpochMs)].join('\n');
      const cached = cacheKey === undefined ? undefined : cache.get(cacheKey);
      if (cached !== undefined) {
        sendJson(response, cached);
        recordUsage(cached.status, cached.hits);
        return;
      }
      const answer = await route.handle(
        { method, path: match.path, params, account, now, ifNoneMatch: request.headers['if-none-match'] },
        context,
      );
      if (cacheKey !== undefined && cacheable(answer)) {
        const serialised: CachedAnswer = { status: 200, body: JSON.stringify(answer.body), headers: { ...answer.headers }, hits: answer.hits };
        cache.set(cacheKey, serialised);
        sendJson(response, serialised);
      } else {
        send(response, answer);
      }
      recordUsage(answer.status ?? 200, answer.hits);
    } catch (caught) {
      if (caught instanceof ClientGone) return;
      if (!(caught instanceof ServiceError)) {
        logger.error('service: a handler failed', { error: caught instanceof Error ? (caught.stack ?? caught.message) : String(caught) });
      }
      const error = caught instanceof ServiceError ? caught : new ServiceError(500, 'internal_error', 'The service failed to answer.');
      sendError(response, error, context, now);
      recordUsage(error.status, 0);
    }
  };
}

interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

interface ServeOptions {
  port: number;
  logger: WeatherServiceLogger;
  timeouts: ServiceTimeouts;
}

async function serve(context: ServiceContext, routes: readonly Route[], { port, logger, timeouts }: ServeOptions): Promise<Listening> {
  const handler = createRequestHandler(context, routes, logger);
  const server = createServer(serverTimeoutOptions(timeouts), (request, response) => {
    void handler(request, response);
  });
  watchClientTrouble(server, logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One port for everything (the specification's habits), or with the observed habits a second port
 * for the maps, as the real service keeps them on a host of their own: then the data port does not
 * answer map requests and the maps port answers nothing else, so a client that sends either to the
 * wrong address fails.
 */
export async function listen(
  context: ServiceContext,
  options: { port?: number; mapsPort?: number; logger?: WeatherServiceLogger; timeouts?: Partial<ServiceTimeouts> } = {},
): Promise<WeatherServiceHandle> {
  const logger = options.logger ?? { warn: (message, fields) => console.warn(message, fields), error: (message, fields) => console.error(message, fields) };
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  if (context.habits === 'specification') {
    const server = await serve(context, allRoutes, { port: options.port ?? 0, logger, timeouts });
    return { ...server, mapsUrl: server.url };
  }
  const data = await serve(context, dataRoutes, { port: options.port ?? 0, logger, timeouts });
  let maps: Listening;
  try {
    maps = await serve(context, mapRoutes, { port: options.mapsPort ?? 0, logger, timeouts });
  } catch (error) {
    await data.close();
    throw error;
  }
  return {
    url: data.url,
    port: data.port,
    mapsUrl: maps.url,
    close: async () => {
      await Promise.all([data.close(), maps.close()]);
    },
  };
}

