import type { Capabilities, MapImage, SymbolTile } from '@shared/api/maps';
import type { LegendAddress, SymbolMode, SymbolTileOptions, TileAddress, TileOptions } from '@shared/api/options';
import { ok, type Result } from '@shared/ipc/result';
import { queryText } from '../api-request';
import { specQuery, textSegment, timeSegment } from '../path-segments';
import { readImage, readJson } from '../response-readers';
import { capabilitiesSchema, symbolTileSchema } from '../schemas/maps';
import type { Send } from '../transport';

function tilePath({ layerId, time, z, x, y }: TileAddress): Result<string> {
  const segment = timeSegment(time);
  return segment.ok ? ok(`/api/v1/image/tile/${z}/${x}/${y}/${segment.value}/${layerId}`) : segment;
}

function conditional(ifNoneMatch: string | undefined): Record<string, string> {
  return ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch };
}

/** Weather maps, on the maps base address. Capabilities, tiles and legends carry the token in the query, as the specification demands. */
export function mapEndpoints(send: Send, mapsBaseUrl: string) {
  return {
    capabilities: (): Promise<Result<Capabilities>> =>
      send({
        endpoint: 'capabilities',
        what: 'subject.mapLayers',
        host: 'maps',
        method: 'GET',
        path: '/api/v1/capabilities',
        auth: { kind: 'queryToken' },
        read: readJson(capabilitiesSchema),
      }),

    /** The tile's address without the token: safe to log or show; fetchTile adds the token. */
    tileUrl(address: TileAddress, options: Omit<TileOptions, 'ifNoneMatch' | 'signal'> = {}): Result<string> {
      const path = tilePath(address);
      if (!path.ok) return path;
      const url = new URL(`${mapsBaseUrl.replace(/\/+$/, '')}${path.value}`);
      for (const [name, value] of Object.entries({ colorscheme: address.colorscheme, ...specQuery(options) })) {
        if (value !== undefined) url.searchParams.set(name, queryText(value));
      }
      return ok(url.toString());
    },

    async fetchTile(address: TileAddress, { ifNoneMatch, signal, ...options }: TileOptions = {}): Promise<Result<MapImage>> {
      const path = tilePath(address);
      if (!path.ok) return path;
      return send({
        endpoint: 'image/tile',
        what: 'subject.mapTiles',
        host: 'maps',
        method: 'GET',
        path: path.value,
        query: { colorscheme: address.colorscheme, ...specQuery(options) },
        headers: conditional(ifNoneMatch),
        auth: { kind: 'queryToken' },
        read: readImage,
        ...(signal === undefined ? {} : { signal }),
      });
    },

    async legend({ layerId, colorscheme }: LegendAddress, { ifNoneMatch, signal }: Pick<TileOptions, 'ifNoneMatch' | 'signal'> = {}): Promise<Result<MapImage>> {
      const segment = textSegment(colorscheme, 'colourScheme');
      if (!segment.ok) return segment;
      return send({
        endpoint: 'legend',
        what: 'subject.mapLegend',
        host: 'maps',
        method: 'GET',
        path: `/api/v1/legend/${segment.value}/${layerId}`,
        headers: conditional(ifNoneMatch),
        auth: { kind: 'queryToken' },
        read: readImage,
        ...(signal === undefined ? {} : { signal }),
      });
    },

    symbols: (mode: SymbolMode, x: number, y: number, z: number, options: SymbolTileOptions = {}): Promise<Result<SymbolTile>> =>
      send({
        endpoint: 'symbol',
        what: 'subject.mapSymbols',
        host: 'maps',
        method: 'GET',
        path: `/api/v1/symbol/${mode}`,
        query: { x, y, z, ...specQuery(options) },
        auth: { kind: 'bearer' },
        read: readJson(symbolTileSchema),
      }),
  };
}
