import { weatherDataBiller } from '../schedule/billers';
import { mapImagesOf } from '../engine/map-images';
import { cacheFileName } from './cache-key';
import type { TileProvider } from './tile-provider';
import { parseWeatherDataAddress, weatherDataRoutes, type MapImageRequest } from './tile-request';

/** The Weather Data Service's map: its tiles and legends, fetched with the session's token, billed to its allowance. */
export const weatherDataTiles: TileProvider<MapImageRequest> = {
  id: 'weatherData',
  routes: weatherDataRoutes,
  cacheNamePrefixes: ['tile_', 'legend_'],
  biller: weatherDataBiller,
  parse: parseWeatherDataAddress,
  cacheName: cacheFileName,
  fetcher: mapImagesOf,
};
