import { describe, expect, it } from 'vitest';
import { coordinatesLabel, pixelInTile, pointLocationId, wrapLongitude } from '@renderer/map/places/places';
import { placeSymbols } from '@renderer/map/places/symbol-layer';
import { drawsWindSpeeds, frameTileTemplate, legendUrl } from '@renderer/map/layers/tile-urls';
import type { MapLayer } from '@shared/api/maps';
import { tileAddressBase } from '@shared/tile-address';

const times = { updated: '2026-02-09T18:41:15Z', available: ['2026-02-09T18:30:00Z'], current: 0 };
const radar: Pick<MapLayer, 'id' | 'type' | 'times'> = { id: 5, type: 'png', times };
const windSymbols: Pick<MapLayer, 'id' | 'type' | 'times'> = { id: 3, type: 'windsvg', times };

function tileAt(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

describe('tile addresses', () => {
  it('builds a frame’s address with the time encoded, the scheme and the analysis stamp', () => {
    const template = frameTileTemplate({ base: '/wg-tile/', layer: radar, time: '2026-02-09T18:30:00Z', colorscheme: 'radar-coverage', windUnit: 'KTS' });
    expect(template).toBe('/wg-tile/tiles/5/2026-02-09T18%3A30%3A00Z/{z}/{x}/{y}.png?colorscheme=radar-coverage&updated=2026-02-09T18%3A41%3A15Z');
  });

  it('adds the wind unit, as the tile endpoint spells it, for the wind symbol layer only', () => {
    expect(drawsWindSpeeds(windSymbols)).toBe(true);
    expect(drawsWindSpeeds(radar)).toBe(false);
    const spelled = (['MS', 'KTS', 'KMH', 'MPH'] as const).map((windUnit) =>
      new URL(frameTileTemplate({ base: 'wg-tile://', layer: windSymbols, time: '2026-02-09T18:00:00Z', colorscheme: 'default', windUnit }), 'http://x').searchParams.get('windunit'),
    );
    expect(spelled).toEqual(['ms', 'knots', 'kmh', 'mph']);
  });

  it('starts from the protocol’s base, in Electron and in the browser preview', () => {
    const address = { layer: windSymbols, time: '2026-02-09T18:00:00Z', colorscheme: 'default', windUnit: 'MPH' } as const;
    const electron = frameTileTemplate({ ...address, base: tileAddressBase('electron') });
    expect(tileAt(electron, 4, 9, 4)).toBe('wg-tile://tiles/3/2026-02-09T18%3A00%3A00Z/4/9/4.png?colorscheme=default&windunit=mph&updated=2026-02-09T18%3A41%3A15Z');
    expect(frameTileTemplate({ ...address, base: tileAddressBase('browser') })).toBe(electron.replace('wg-tile://', '/wg-tile/'));
  });

  it('addresses a legend by layer and scheme', () => {
    expect(legendUrl('/wg-tile/', 2, 'temp-fahrenheit')).toBe('/wg-tile/legends/2/temp-fahrenheit.png');
    expect(legendUrl('wg-tile://', 2, 'temp-fahrenheit')).toBe('wg-tile://legends/2/temp-fahrenheit.png');
  });
});

describe('points on the map', () => {
  it('names a clicked point lon,lat to three decimals, on whichever world copy it was clicked', () => {
    expect(pointLocationId(60.16952, 24.93545)).toBe('24.935,60.170');
    expect(pointLocationId(-33.8688, 151.2093 - 360)).toBe('151.209,-33.869');
    expect(pointLocationId(40.7128, -74.006 + 720)).toBe('-74.006,40.713');
    expect(wrapLongitude(180)).toBe(180);
    expect(wrapLongitude(-180)).toBe(-180);
  });

  it('labels an unnamed point by its coordinates with hemispheres', () => {
    expect(coordinatesLabel(60.16952, 24.93545)).toBe('60.170° N, 24.935° E');
    expect(coordinatesLabel(-33.8688, -70.6693)).toBe('33.869° S, 70.669° W');
  });

  it('places a point inside its web-map tile', () => {
    // Null Island is the corner of four tiles at zoom 1.
    expect(pixelInTile(0, 0, { z: 1, x: 1, y: 1 })).toEqual({ left: 0, top: 0 });
    // Helsinki at zoom 4, in tile (9, 4): x = (lon + 180) / 360 · 4096 − 9 · 256, and
    // y = (1 − ln(tan φ + sec φ) / π) / 2 · 4096 − 4 · 256, worked out apart from the code.
    const helsinki = pixelInTile(60.16952, 24.93545, { z: 4, x: 9, y: 4 });
    expect(helsinki.left).toBeCloseTo(27.71, 2);
    expect(helsinki.top).toBeCloseTo(161.61, 2);
  });

  it('leaves out a smaller place whose label would cover a bigger one’s', () => {
    const place = (id: number, lat: number, lon: number) => ({ city: `Place ${id}`, id, lat, lon, timesteps: [{ symbol: 'd100', temperature: 1, time: '2026-02-09T19:00' }] });
    // At zoom 4 a degree of longitude is about 11 px: 2° apart overlaps, 6° apart does not.
    const placed = placeSymbols({ locations: [place(1, 60, 24), place(2, 60, 26), place(3, 60, 30), place(4, 55, 26)] }, { z: 4, x: 9, y: 4 }, null);
    expect(placed.map((symbol) => symbol.id)).toEqual([1, 3, 4]);
  });

  it('positions a symbol tile’s places with their step for the hour asked, nulls kept, and leaves out places without it', () => {
    const hourly = (hour: string, symbol: string | null, temperature: number | null) => ({ symbol, temperature, time: `2026-02-09T${hour}` });
    const tile = {
      locations: [
        { city: 'Helsinki', id: 658225, lat: 60.16952, lon: 24.93545, timesteps: [hourly('19:00', 'n300', -4), hourly('20:00', 'n400', -5)] },
        { city: 'Tartu', id: 2, lat: 58, lon: 26, timesteps: [hourly('19:00', null, null)] },
        { city: 'Nowhere', id: 1, lat: 58, lon: 30, timesteps: [] },
      ],
    };
    const shown = (time: string | null) =>
      placeSymbols(tile, { z: 4, x: 9, y: 4 }, time).map(({ city, symbol, temperature, left }) => ({ city, symbol, temperature, left: Math.round(left) }));
    // No time yet: the first step, the present hour.
    expect(shown(null)).toEqual([
      { city: 'Helsinki', symbol: 'n300', temperature: -4, left: 28 },
      { city: 'Tartu', symbol: null, temperature: null, left: 40 },
    ]);
    // 19:45 is nearest 20:00: only Helsinki's tile has that hour.
    expect(shown('2026-02-09T19:45:00Z')).toEqual([{ city: 'Helsinki', symbol: 'n400', temperature: -5, left: 28 }]);
    expect(shown('2026-02-09T19:15:00Z').map((place) => place.symbol)).toEqual(['n300', null]);
    expect(shown('2026-02-09T12:00:00Z')).toEqual([]);
  });
});
