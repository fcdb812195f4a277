import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * What the proxy does with one request. It stands between a client and the real service on
 * 127.0.0.1, so a test can script failures the service itself never produces, and what real
 * networks do on the way (compression, proxies' error pages, redirects, slow and broken
 * connections). Faults that take time wait for a promise the test settles, never for a clock.
 */
export type Fault =
  | { kind: 'pass' }
  /** Sends nothing, not even the status line, until `until` settles; then forwards. */
  | { kind: 'slowFirstByte'; until: Promise<unknown> }
  /** Never answers: the client's timeout must end the request. */
  | { kind: 'hang' }
  /** Answers this instead of forwarding (500, 502, 503, 429 with Retry-After...). */
  | { kind: 'respond'; status: number; headers?: Record<string, string>; body?: string }
  /** Forwards and sends only the first bytes of the body, as a complete (short) HTTP answer. */
  | { kind: 'truncate'; keepBytes?: number }
  /** Forwards and edits the JSON body on the way back. */
  | { kind: 'rewrite'; edit(json: unknown): unknown }
  /** Closes the connection without answering. */
  | { kind: 'drop' }
  /** Forwards and answers gzip-compressed (Content-Encoding: gzip), as most servers and proxies do. */
  | { kind: 'gzip' }
  /**
   * Forwards, sends the status, the headers (with the whole body's length) and the first bytes of
   * the body, then resets the connection (TCP RST) once `after` settles, or at once.
   */
  | { kind: 'resetMidBody'; keepBytes?: number; after?: Promise<unknown> }
  /** Answers a redirect to `location(target)`, target being the request's path and query. */
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location(target: string): string };

export interface ProxiedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: string;
}

export interface FaultProxy {
  url: string;
  /** Every request that reached the proxy, in arrival order. */
  requests: ProxiedRequest[];
  /** Resolves once `count` requests have reached the proxy (at once if they have). */
  arrived(count: number): Promise<void>;
  /** Faults for the next requests, one each, in order; afterwards the standing fault applies. */
  next(...faults: Fault[]): void;
  /** The fault for every request that next() did not script (initially pass). */
  always(fault: Fault): void;
  /** Forget recorded requests and scripted faults; back to pass. */
  reset(): void;
  close(): Promise<void>;
}

/** A promise the test settles when it chooses: what a timed fault waits for. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** A proxy's or load balancer's own error page: HTML, not the service's JSON error. */
export function proxyErrorPage(status: 502 | 503 | 504 = 502): Fault {
  const title = { 502: 'Bad Gateway', 503: 'Service Temporarily Unavailable', 504: 'Gateway Time-out' }[status];
  return {
    kind: 'respond',
    status,
    headers: { 'content-type': 'text/html' },
    body: `<html>\r\n<head><title>${status} ${title}</title></head>\r\n<body>\r\n<center><h1>${status} ${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
  };
}

/** Sets the value at a path of the JSON answer, e.g. ['forecast', 0, 'temperature']. */
export function setField(path: readonly (string | number)[], value: unknown): Fault {
  return {
    kind: 'rewrite',
    edit(json) {
      let node: unknown = json;
      for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
      const last = path.at(-1);
      if (last === undefined || typeof node !== 'object' || node === null) throw new Error(`no field at ${path.join('.')}`);
      (node as Record<string | number, unknown>)[last] = value;
      return json;
    },
  };
}

const forwardedRequestHeaders = ['authorization', 'content-type', 'if-none-match'];
const forwardedAnswerHeaders = ['content-type', 'etag', 'cache-control', 'retry-after'];

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const requests: ProxiedRequest[] = [];
  const waiting = new Set<() => void>();
  let scripted: Fault[] = [];
  let standing: Fault = { kind: 'pass' };

  const forward = async (request: IncomingMessage, body: Buffer) => {
    const headers: Record<string, string> = {};
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await fetch(`${targetUrl}${request.url ?? '/'}`, {
      method: request.method,
      headers,
      body: body.length === 0 ? undefined : body,
    });
    const answerHeaders: Record<string, string> = {};
    for (const name of forwardedAnswerHeaders) {
      const value = answer.headers.get(name);
      if (value !== null) answerHeaders[name] = value;
    }
    return { status: answer.status, headers: answerHeaders, body: Buffer.from(await answer.arrayBuffer()) };
  };

  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body: Buffer) => {
    response.writeHead(status, { ...headers, 'content-length': String(body.length) });
    response.end(body);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://proxy.invalid');
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
      body: body.toString('utf8'),
    });
    for (const wake of [...waiting]) wake();
    const fault = scripted.shift() ?? standing;
    switch (fault.kind) {
      case 'hang':
        return;
      case 'drop':
        request.socket.destroy();
        return;
      case 'respond':
        send(response, fault.status, fault.headers ?? {}, Buffer.from(fault.body ?? ''));
        return;
      case 'redirect':
        send(response, fault.status, { location: fault.location(request.url ?? '/') }, Buffer.from(''));
        return;
      case 'slowFirstByte':
        await fault.until;
        break;
    }
    const answer = await forward(request, body);
    if (fault.kind === 'truncate') {
      send(response, answer.status, answer.headers, answer.body.subarray(0, fault.keepBytes ?? Math.floor(answer.body.length / 2)));
    } else if (fault.kind === 'rewrite') {
      const edited = fault.edit(JSON.parse(answer.body.toString('utf8')));
      send(response, answer.status, answer.headers, Buffer.from(JSON.stringify(edited)));
    } else if (fault.kind === 'gzip') {
      send(response, answer.status, { ...answer.headers, 'content-encoding': 'gzip' }, gzipSync(answer.body));
    } else if (fault.kind === 'resetMidBody') {
      response.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
      const kept = answer.body.subarray(0, fault.keepBytes ?? Math.floor(answer.body.length / 2));
      // Handed to the kernel before the reset, so the client has the head and the first bytes.
      await new Promise((resolve) => response.write(kept, resolve));
      await fault.after;
      response.socket?.resetAndDestroy();
    } else {
      send(response, answer.status, answer.headers, answer.body);
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 599, {}, Buffer.from(`fault proxy: ${String(error)}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    arrived: (count) =>
      new Promise((resolve) => {
        if (requests.length >= count) return resolve();
        const wake = () => {
          if (requests.length < count) return;
          waiting.delete(wake);
          resolve();
        };
        waiting.add(wake);
      }),
    next: (...faults) => {
      scripted.push(...faults);
    },
    always: (fault) => {
      standing = fault;
    },
    reset: () => {
      requests.length = 0;
      scripted = [];
      standing = { kind: 'pass' };
    },
    close: async () => {
      // Hanging requests hold their connections open; close them rather than wait for them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
