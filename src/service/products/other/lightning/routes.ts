import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { utcSeconds } from '@service/http/format';
import { dataRoute } from '../data-route';
import { parseBox } from './bbox';
import { flashesIn } from './flashes';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Flashes in a bounding box, oldest first: lon, lat (degrees), time (UTC, seconds) and the detecting satellite. */
function lightning(request: RouteRequest, context: ServiceContext) {
  const box = parseBox(request.params.get('bbox'));
  return {
    flashes: flashesIn(context.atmosphere, box, request.now, context.seed).map((flash) => ({
      lon: round(flash.lon),
      lat: round(flash.lat),
      time: utcSeconds(flash.at),
      satellite: flash.satellite,
    })),
  };
}

export const lightningRoutes: readonly Route[] = [dataRoute('/api/v1/lightning/flashes', 'lightning', lightning)];
