import type { Atmosphere } from '../atmosphere/atmosphere';
import type { Route, RouteResponse } from '../http/route';
import { badParameter } from '../http/service-error';
import { capabilities } from './capabilities';
import { tileScheme } from './colour-schemes';
import { atmosphereFingerprint, entityTag, matchesIfNoneMatch } from './etag';
import { frameExpiry, frameSource } from './layer-times';
import { renderLegend } from './legend';
import { renderTile, type TileRequest } from './render-tile';
import { symbolTile, symbolTileQuery } from './symbol-tiles';
import { layerParameter, tileRequest } from './tile-request';

const dayS = 86_400;

/**
 * An image answer with its validators. A request whose If-None-Match holds the tag gets 304 and no
 * body; it is not counted, as only successful (2xx) requests are.
 */
function image(tag: string, maxAgeSeconds: number, ifNoneMatch: string | undefined, draw: () => Buffer): RouteResponse {
  const headers = { ETag: tag, 'Cache-Control': `public, max-age=${maxAgeSeconds}` };
  if (matchesIfNoneMatch(ifNoneMatch, tag)) return { status: 304, body: null, headers, hits: 0 };
  return { body: draw(), contentType: 'image/png', headers, hits: 1 };
}

/**
 * A tile's tag: everything its pixels depend on. A forecast frame blends its sources by lead time,
 * which moves with the clock, so its tag includes the instant it was drawn at.
 */
function tileTag(request: TileRequest, atmosphere: Atmosphere): string {
  const { layer, tile, time, now } = request;
  const source = frameSource(time, now, atmosphere);
  const drawnFrom =
    source.kind === 'observed'
      ? 'observed'
      : `forecast ${source.analysis.getTime()} ${source.modelRun.getTime()} ${now.getTime()}`;
  const unit = layer.render.kind === 'windSymbols' ? request.windUnit : '';
  const { z, x, y } = tile;
  return entityTag('tile', atmosphereFingerprint(atmosphere), layer.id, time.getTime(), request.schemeName, z, x, y, unit, drawnFrom);
}

/** Observed frames are final; forecast frames keep until a newer analysis or run replaces them. */
function tileMaxAge(request: TileRequest, atmosphere: Atmosphere): number {
  const expiry = frameExpiry(request.time, request.now, atmosphere);
  if (expiry === null) return dayS;
  return Math.max(1, Math.floor((expiry.getTime() - request.now.getTime()) / 1000));
}

export const mapRoutes: readonly Route[] = [
  {
    methods: ['GET', 'POST'],
    pattern: '/api/v1/capabilities',
    api: 'Map API',
    product: 'maps',
    auth: 'queryToken',
    handle: (request, context) => ({ body: capabilities(request.now, context.atmosphere), hits: 1 }),
  },
  {
    methods: ['GET'],
    pattern: '/api/v1/image/tile/:z/:x/:y/:time/:id',
    api: 'Map API',
    product: 'maps',
    auth: 'queryToken',
    handle(request, { atmosphere, seed }) {
      const tile = tileRequest(request.path, request.params, request.now);
      return image(tileTag(tile, atmosphere), tileMaxAge(tile, atmosphere), request.ifNoneMatch, () =>
        renderTile(tile, atmosphere, seed),
      );
    },
  },
  {
    methods: ['GET'],
    pattern: '/api/v1/legend/:colorscheme/:id',
    api: 'Map API',
    product: 'maps',
    auth: 'queryToken',
    handle(request) {
      const layer = layerParameter(request.path.id);
      const name = request.path.colorscheme ?? '';
      const scheme = tileScheme(layer, name);
      if (scheme === undefined) {
        throw badParameter('colorscheme', `must be one of ${layer.colorschemes.join(', ')} for layer ${layer.id}`);
      }
      return image(entityTag('legend', layer.id, name), dayS, request.ifNoneMatch, () => renderLegend(scheme));
    },
  },
  {
    methods: ['GET', 'POST'],
    pattern: '/api/v1/symbol/:mode',
    api: 'Map API',
    product: 'maps',
    auth: 'token',
    handle(request, context) {
      const query = symbolTileQuery(request.path.mode, request.params);
      return { body: symbolTile(query, request.now, context.atmosphere, context.gazetteer), hits: 1 };
    },
  },
];
