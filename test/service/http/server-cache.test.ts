import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account, Accounts, RequestRecord } from '@service/accounts/accounts';
import type { Route, ServiceContext } from '@service/http/route';
import { createRequestHandler } from '@service/server';

const account: Account = {
  user: 'tester',
  plan: { name: 'all', products: ['forecast'], queriesPerSecond: 1000, dailyRequests: null },
  addOns: [],
};

let server: Server;
let base: string;
let now: Date;
let handled: string[];
let records: RequestRecord[];

/** A route whose answers hold for a minute: it echoes its parameter and counts the calls that reach it. */
const echo: Route = {
  methods: ['GET'],
  pattern: '/echo/:word',
  api: 'Weather API',
  product: 'forecast',
  auth: 'token',
  cacheEpochMs: 60_000,
  handle: (request) => {
    handled.push(`${request.path.word}?${request.params.get('shout') ?? ''}`);
    if (request.path.word === 'missing') return { status: 404, body: { error: 'not_found', message: 'none' }, hits: 0 };
    return { body: { word: request.path.word, shout: request.params.get('shout') ?? null }, hits: 2 };
  },
};

beforeEach(async () => {
  handled = [];
  records = [];
  now = new Date('2026-01-15T10:00:10Z');
  const accounts = {
    authenticateToken: () => account,
    admit: () => null,
    record: (_account: Account, record: RequestRecord) => records.push(record),
  } as unknown as Accounts;
  const context = { seed: 1, accounts, habits: 'specification', now: () => now } as unknown as ServiceContext;
  const handler = createRequestHandler(context, [echo], { error: () => undefined });
  server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json() };
};

describe('the response cache in the server', () => {
  it('answers a repeat within the epoch without running the handler, and still counts its hits', async () => {
    const first = await get('/echo/rain?shout=1&token=a');
    now = new Date('2026-01-15T10:00:59Z');
    const second = await get('/echo/rain?token=b&shout=1');
    expect(second).toEqual(first);
    expect(handled).toEqual(['rain?1']);
    expect(records.map((record) => [record.status, record.hits])).toEqual([
      [200, 2],
      [200, 2],
    ]);
  });

  it('runs the handler again for other parameters and in the next epoch', async () => {
    await get('/echo/rain?shout=1');
    await get('/echo/rain?shout=2');
    await get('/echo/snow?shout=1');
    now = new Date('2026-01-15T10:01:00Z');
    await get('/echo/rain?shout=1');
    expect(handled).toEqual(['rain?1', 'rain?2', 'snow?1', 'rain?1']);
  });

  it('never caches a failure', async () => {
    expect((await get('/echo/missing')).status).toBe(404);
    expect((await get('/echo/missing')).status).toBe(404);
    expect(handled).toEqual(['missing?', 'missing?']);
  });
});
