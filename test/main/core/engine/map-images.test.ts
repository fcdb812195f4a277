import { describe, expect, it, vi } from 'vitest';
import { mapImagesOf } from '@main/core/engine/map-images';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { Session } from '@main/core/session/session';
import { fail, ok } from '@shared/ipc/result';
import { createRecordingLogger } from '../../../support/recording-logger';
import { FakeClock } from '../schedule/fake-clock';

const noon = new Date('2026-03-10T12:00:00Z');
const tile = { kind: 'tile', layerId: 5, colorscheme: 'default', time: '2026-03-10T12:00:00Z', z: 5, x: 10, y: 9, updated: 'u1', windunit: 'ms' } as const;
const legend = { kind: 'legend', layerId: 5, colorscheme: 'default' } as const;
const png = new Uint8Array([137, 80, 78, 71]);

/** A session whose map calls answer as the test says; no request leaves. */
function session() {
  const clock = new FakeClock(noon);
  const opened = new Session({
    mode: 'account',
    address: { dataBaseUrl: 'http://127.0.0.1:9' },
    credentials: async () => ({ user: 'demo', password: 'demo' }),
    budget: new RequestBudget({ clock }),
    logger: createRecordingLogger(),
    now: () => clock.now(),
  });
  const fetchTile = vi.spyOn(opened.client, 'fetchTile');
  const fetchLegend = vi.spyOn(opened.client, 'legend');
  return { session: opened, fetchTile, fetchLegend };
}

describe('the tile proxy’s fetcher over the session', () => {
  it('asks for the tile with its time, place, update stamp and wind unit, and gives the bytes; the connection counts as working', async () => {
    const { session: opened, fetchTile } = session();
    fetchTile.mockResolvedValue(ok({ status: 'image', bytes: png, etag: null, maxAgeSeconds: null }));
    expect(await mapImagesOf(opened)(tile)).toEqual(ok({ bytes: png }));
    expect(fetchTile).toHaveBeenCalledWith(
      { layerId: 5, colorscheme: 'default', time: tile.time, z: 5, x: 10, y: 9 },
      { updated: 'u1', windUnit: 'ms' },
    );
    expect(opened.connection).toEqual({ state: 'connected' });
  });

  it('asks for a legend by layer and colour scheme, passing the map’s signal on', async () => {
    const { session: opened, fetchLegend } = session();
    fetchLegend.mockResolvedValue(ok({ status: 'image', bytes: png, etag: null, maxAgeSeconds: null }));
    const signal = new AbortController().signal;
    expect(await mapImagesOf(opened)(legend, signal)).toEqual(ok({ bytes: png }));
    expect(fetchLegend).toHaveBeenCalledWith({ layerId: 5, colorscheme: 'default' }, { signal });
  });

  it('takes a refused token as the account’s failure, but not a request the map let go of', async () => {
    const { session: opened, fetchTile } = session();
    fetchTile.mockResolvedValue(fail('unauthorized', 'credentialsRefused'));
    const aborted = new AbortController();
    aborted.abort();
    expect(await mapImagesOf(opened)(tile, aborted.signal)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(opened.connection).toEqual({ state: 'unknown' });
    expect(await mapImagesOf(opened)(tile)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(opened.connection).toMatchObject({ state: 'failed' });
  });

  it('calls "not modified" the service’s mistake, since it never asks conditionally', async () => {
    const { session: opened, fetchTile } = session();
    fetchTile.mockResolvedValue(ok({ status: 'notModified', etag: 'e', maxAgeSeconds: null }));
    expect(await mapImagesOf(opened)(tile)).toMatchObject({ ok: false, error: { kind: 'serverError' } });
  });
});
