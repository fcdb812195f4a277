import { describe, expect, it } from 'vitest';
import { cacheFileName } from '@main/core/tiles/cache-key';
import { parseWeatherDataAddress, type MapImageRequest } from '@main/core/tiles/tile-request';
import { readTileAddress } from '@main/core/tiles/wg-tile-address';

/** The envelope, then the Weather Data Service's grammar: what the proxy does for its routes. */
function parseAddress(url: string) {
  const read = readTileAddress(url);
  return read.ok ? parseWeatherDataAddress(read.address) : read;
}

function requestOf(url: string): MapImageRequest {
  const parsed = parseAddress(url);
  if (!parsed.ok) throw new Error(`refused ${url}: ${parsed.reason}`);
  return parsed.request;
}

describe("the Weather Data Service's address grammar", () => {
  it('reads a tile address with its options', () => {
    expect(requestOf('wg-tile://tiles/3/2026-02-09T06:00:00Z/5/17/9.png?colorscheme=winds-mph&windunit=kmh&updated=2026-02-09T05:54:12Z')).toEqual({
      kind: 'tile',
      layerId: 3,
      time: '2026-02-09T06:00:00Z',
      z: 5,
      x: 17,
      y: 9,
      colorscheme: 'winds-mph',
      windunit: 'kmh',
      updated: '2026-02-09T05:54:12Z',
    });
  });

  it('defaults the colour scheme and normalises the time, percent-encoded or not', () => {
    const expected = { kind: 'tile', layerId: 5, time: '2026-02-09T06:15:00Z', z: 3, x: 4, y: 2, colorscheme: 'default' };
    expect(requestOf('wg-tile://tiles/5/2026-02-09T06:15Z/3/4/2.png')).toEqual(expected);
    expect(requestOf('wg-tile://tiles/5/2026-02-09T06%3A15%3A00%2B00%3A00/3/4/2.png')).toEqual(expected);
  });

  it('reads a legend address', () => {
    expect(requestOf('wg-tile://legends/2/temp-fahrenheit.png')).toEqual({ kind: 'legend', layerId: 2, colorscheme: 'temp-fahrenheit' });
  });

  it.each([
    ['another scheme', 'https://tiles/5/2026-02-09T06:00:00Z/3/4/2.png'],
    ['not a URL', 'wg-tile:'],
    ['an unknown host', 'wg-tile://images/5/2026-02-09T06:00:00Z/3/4/2.png'],
    ['a token from the window', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/4/2.png?token=abc'],
    ['an unknown parameter', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/4/2.png?foo=1'],
    ['a repeated parameter', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/4/2.png?colorscheme=default&colorscheme=radar-coverage'],
    ['a missing segment', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/4.png'],
    ['an extra segment', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/4/2/1.png'],
    ['no .png', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/4/2'],
    ['a local time', 'wg-tile://tiles/5/2026-02-09T08:00:00+02:00/3/4/2.png'],
    ['an impossible date', 'wg-tile://tiles/5/2026-02-30T06:00:00Z/3/4/2.png'],
    ['a negative index', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/-4/2.png'],
    ['x outside the zoom level', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/8/2.png'],
    ['a zoom too deep', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/23/0/0.png'],
    ['layer zero', 'wg-tile://tiles/0/2026-02-09T06:00:00Z/3/4/2.png'],
    ['path traversal', 'wg-tile://tiles/5/..%2F..%2Fetc/3/4/2.png'],
    ['an underscore in the scheme', 'wg-tile://tiles/5/2026-02-09T06:00:00Z/3/4/2.png?colorscheme=a_b'],
    ['an unknown wind unit', 'wg-tile://tiles/3/2026-02-09T06:00:00Z/5/17/9.png?windunit=bft'],
    ['a malformed escape', 'wg-tile://tiles/5/2026-02-09T06%ZZ00/3/4/2.png'],
    ['a legend with a query', 'wg-tile://legends/2/default.png?token=abc'],
    ['a legend with a bad scheme', 'wg-tile://legends/2/..%2Fdefault.png'],
    ['credentials in the URL', 'wg-tile://user:secret@tiles/5/2026-02-09T06:00:00Z/3/4/2.png'],
  ])('refuses %s', (_what, url) => {
    const parsed = parseAddress(url);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).not.toBe('');
  });
});

describe('cacheFileName', () => {
  const now = new Date('2026-02-09T12:00:00Z');
  const tile = (time: string, extra = '') => requestOf(`wg-tile://tiles/5/${time}/3/4/2.png?colorscheme=radar-coverage${extra}`);

  it('names a past frame without the analysis stamp, so a new analysis reuses it', () => {
    expect(cacheFileName(tile('2026-02-09T11:45:00Z', '&updated=2026-02-09T11:50:00Z'), now)).toBe(
      'tile_5_20260209T114500Z_radar-coverage_3_4_2_-_-.tile',
    );
    expect(cacheFileName(tile('2026-02-09T11:45:00Z', '&updated=2026-02-09T11:55:00Z'), now)).toBe(
      cacheFileName(tile('2026-02-09T11:45:00Z', '&updated=2026-02-09T11:50:00Z'), now),
    );
  });

  it('names a forecast frame with the analysis stamp, so a new analysis misses', () => {
    const first = cacheFileName(tile('2026-02-09T12:30:00Z', '&updated=2026-02-09T11:50:00Z'), now);
    const second = cacheFileName(tile('2026-02-09T12:30:00Z', '&updated=2026-02-09T11:55:00Z'), now);
    expect(first).toBe('tile_5_20260209T123000Z_radar-coverage_3_4_2_-_20260209T115000Z.tile');
    expect(second).not.toBe(first);
  });

  it('keeps every key field apart', () => {
    const names = new Set(
      [
        'wg-tile://tiles/5/2026-02-09T11:00:00Z/3/4/2.png',
        'wg-tile://tiles/6/2026-02-09T11:00:00Z/3/4/2.png',
        'wg-tile://tiles/5/2026-02-09T10:00:00Z/3/4/2.png',
        'wg-tile://tiles/5/2026-02-09T11:00:00Z/4/4/2.png',
        'wg-tile://tiles/5/2026-02-09T11:00:00Z/3/5/2.png',
        'wg-tile://tiles/5/2026-02-09T11:00:00Z/3/4/3.png',
        'wg-tile://tiles/5/2026-02-09T11:00:00Z/3/4/2.png?colorscheme=radar-nomask',
        'wg-tile://tiles/5/2026-02-09T11:00:00Z/3/4/2.png?windunit=knots',
        'wg-tile://legends/5/default.png',
        'wg-tile://legends/5/radar-nomask.png',
      ].map((url) => cacheFileName(requestOf(url), now)),
    );
    expect(names.size).toBe(10);
  });
});
