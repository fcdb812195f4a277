/** Where things are on the map, as the window names and positions them. */

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

/** '60.170° N, 24.935° E': a picked point that has no name. */
export function coordinatesLabel(lat: number, lon: number): string {
  const east = wrapLongitude(lon);
  return `${Math.abs(lat).toFixed(3)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(east).toFixed(3)}° ${east < 0 ? 'W' : 'E'}`;
}

/** What the forecast card is about: a saved location, or a point clicked on the map. */
export interface PickedPlace {
  locationId: string;
  /** The saved location's name; null for a point, which is shown by its coordinates. */
  name: string | null;
  lat: number;
  lon: number;
}
