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

/** Installs the handler over a proxy that answers `answer` and records the URLs and signals it was asked with. */
function serveWith(answer: (signal: AbortSignal) => Promise<TileAnswer>, logger = createRecordingLogger()) {
  const asked: string[] = [];
  const signals: AbortSignal[] = [];
  const proxy: TileSource = {
    serve: (url, signal) => {
      asked.push(url);
      if (signal === undefined) throw new Error('the proxy was given no signal');
      signals.push(signal);
      return answer(signal);
    },
  };
  handleTileProtocol(proxy, logger);
  const handler = electron.protocol.handlers.get('wg-tile');
  if (handler === undefined) throw new Error('wg-tile is not handled');
  return { asked, signals, logger, request: (init?: RequestInit) => Promise.resolve(handler(new Request(tileUrl, init))) };
}

/** A proxy answer that waits until its asker gives up, as an upstream fetch still unanswered does. */
function untilDropped(signal: AbortSignal): Promise<TileAnswer> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve({ kind: 'fetchFailed', error: fail('internal', 'mapImageNotWanted').error })));
}

describe('the wg-tile protocol', () => {
  it('is registered standard and secure, and nothing more', () => {
    expect(tileSchemePrivileges).toEqual({ scheme: 'wg-tile', privileges: { standard: true, secure: true } });
  });

  it('serves an image as a PNG', async () => {
    const { asked, request } = serveWith(() => Promise.resolve({ kind: 'image', bytes: png, source: 'cache' }));

    const response = await request();

    expect(asked).toEqual([tileUrl]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('answers at once, before the image is had, so the page can drop it while it is fetched', async () => {
    const { signals, request } = serveWith(untilDropped);

    const response = await request();
    expect(signals[0]?.aborted).toBe(false);
    // Electron cancels the body of a load the page drops (it does not abort the request's signal).
    await response.body?.cancel();

    expect(signals[0]?.aborted).toBe(true);
  });

  it('drops the fetch when the request itself is aborted too', async () => {
    const { signals, request } = serveWith(untilDropped);
    const page = new AbortController();

    await request({ signal: page.signal });
    page.abort();

    expect(signals[0]?.aborted).toBe(true);
  });

  it.each([
    ['a spent map share', { kind: 'budgetExhausted', refusal: 'mapShare' }, "The map's share of today's requests is used up"],
    ['a spent allowance', { kind: 'budgetExhausted', refusal: 'allowance' }, "Today's request allowance itself is used up"],
    ['a failed fetch', { kind: 'fetchFailed', error: fail('offline', 'serviceUnavailable').error }, 'The weather service is not available right now.'],
    ['a bad address', { kind: 'badRequest', reason: 'Unknown parameter token.' }, 'Unknown parameter token.'],
  ] as const)('fails the image body on %s, saying why', async (_what, answer, why) => {
    const { request, signals } = serveWith(() => Promise.resolve(answer));

    const response = await request();

    await expect(response.arrayBuffer()).rejects.toThrow(why);
    expect(signals[0]?.aborted).toBe(false);
  });

  it.each([
    ['throws', () => { throw new TypeError('proxy bug'); }],
    ['rejects', () => Promise.reject(new RangeError('disk gone'))],
  ] as const)('fails the image body when the proxy %s, and logs no URL', async (_how, answer) => {
    const { request, logger } = serveWith(answer as () => Promise<TileAnswer>);

    const response = await request();

    await expect(response.arrayBuffer()).rejects.toThrow('The map image could not be loaded.');
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
