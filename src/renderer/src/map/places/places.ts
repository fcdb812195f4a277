/** Where things are on the map, as the window names and positions them. */

import { wordsLocale } from '../../lib/weather/format';
import { mapText } from '../text';

export const tileSize = 256;

/** A point's pixel offset inside a web-map tile (Web Mercator, 256-pixel tiles). */
export function pixelInTile(lat: number, lon: number, tile: { z: number; x: number; y: number }): { left: number; top: number } {
  const worldSize = tileSize * 2 ** tile.z;
  const sine = Math.sin((lat * Math.PI) / 180);
  const x = ((lon + 180) / 360) * worldSize;
  const y = (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * worldSize;
  return { left: x - tile.x * tileSize, top: y - tile.y * tileSize };
}

/** A longitude brought into -180..180, however many world copies east or west it was picked on. */
export function wrapLongitude(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lon > 0 ? 180 : wrapped;
}

/** The location id `weather:fetch` takes for any point: 'lon,lat' to three decimals (about 100 m). */
export function pointLocationId(lat: number, lon: number): string {
  return `${wrapLongitude(lon).toFixed(3)},${lat.toFixed(3)}`;
}

/** '60.170° N, 24.935° E': a picked point that has no name, to about 100 m, in the interface language. */
export function coordinatesLabel(lat: number, lon: number): string {
  const east = wrapLongitude(lon);
  const degrees = new Intl.NumberFormat(wordsLocale(), { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false });
  return mapText('coordinates', {
    lat: degrees.format(Math.abs(lat)),
    latSide: lat < 0 ? 'south' : 'north',
    lon: degrees.format(Math.abs(east)),
    lonSide: east < 0 ? 'west' : 'east',
  });
}

/** What the forecast card is about: a saved location, or a point clicked on the map. */
export interface PickedPlace {
  locationId: string;
  /** The saved location's name; null for a point, which is shown by its coordinates. */
  name: string | null;
  lat: number;
  lon: number;
}
