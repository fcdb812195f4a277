import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/ipc/result';
import type { TileAnswer, TileSource } from '@main/core/tiles/tile-proxy';
import { handleTileProtocol, tileSchemePrivileges } from '@main/tile-protocol';
import { createRecordingLogger } from '../support/recording-logger';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

const tileUrl = 'wg-tile://tiles/3/2026-02-09T06:00:00Z/4/8/5.png?colorscheme=default';
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let electron: FakeElectron;

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
});

/** Installs the handler over a proxy that answers `answer` and records the URLs it was asked for. */
function serveWith(answer: () => Promise<TileAnswer>, logger = createRecordingLogger()) {
  const asked: string[] = [];
  const proxy: TileSource = {
    serve: (url) => {
      asked.push(url);
      return answer();
    },
  };
  handleTileProtocol(proxy, logger);
  const handler = electron.protocol.handlers.get('wg-tile');
  if (handler === undefined) throw new Error('wg-tile is not handled');
  return { asked, logger, request: (init?: RequestInit) => Promise.resolve(handler(new Request(tileUrl, init))) };
}

describe('the wg-tile protocol', () => {
  it('is registered standard and secure, and nothing more', () => {
    expect(tileSchemePrivileges).toEqual({ scheme: 'wg-tile', privileges: { standard: true, secure: true } });
  });

  it('serves an image with its type and source', async () => {
    const { asked, request } = serveWith(() => Promise.resolve({ kind: 'image', bytes: png, source: 'cache' }));

    const response = await request();

    expect(asked).toEqual([tileUrl]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-weatherglass-source')).toBe('cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('answers a spent allowance with 429 and says why', async () => {
    const { request } = serveWith(() => Promise.resolve({ kind: 'budgetExhausted', message: 'Allowance used up.' }));

    const response = await request();

    expect(response.status).toBe(429);
    expect(response.headers.get('x-weatherglass-error')).toBe('budgetExhausted');
    expect(await response.text()).toBe('Allowance used up.');
  });

  it('answers a failed fetch with the status of its error kind', async () => {
    const { request } = serveWith(() =>
      Promise.resolve({ kind: 'fetchFailed', error: fail('offline', 'No connection.').error }),
    );

    const response = await request();

    expect(response.status).toBe(503);
    expect(response.headers.get('x-weatherglass-error')).toBe('offline');
  });

  it.each([
    ['throws', () => { throw new TypeError('proxy bug'); }],
    ['rejects', () => Promise.reject(new RangeError('disk gone'))],
  ] as const)('answers 500 when the proxy %s, and logs no URL', async (_how, answer) => {
    const { request, logger } = serveWith(answer as () => Promise<TileAnswer>);

    const response = await request();

    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(logger.entries).toHaveLength(1);
    expect(JSON.stringify(logger.entries)).not.toContain('wg-tile://');
  });

  it('refuses anything but GET without asking the proxy', async () => {
    const { asked, request } = serveWith(() => Promise.resolve({ kind: 'image', bytes: png, source: 'network' }));

    const response = await request({ method: 'POST', body: 'x' });

    expect(response.status).toBe(405);
    expect(asked).toEqual([]);
  });
});
