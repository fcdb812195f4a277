/**
 * Which pins the keyboard reaches. A browser scrolls the map's box to bring a focused element into
 * view, and Leaflet, not told, then draws one tile in an empty sea (Leaflet issues #3333, #3385): so
 * only pins wholly inside the view are tab stops, and the rest are reached through the list of
 * places, which moves the map first.
 */

/** A pin's place on the map, in pixels from the map box's top left corner. */
export interface PinPoint {
  x: number;
  y: number;
}

/** The longitude of the world copy of `lon` nearest `centerLon`, so the pin drawn is the one in view. */
export function nearestCopy(lon: number, centerLon: number): number {
  return lon + 360 * Math.round((centerLon - lon) / 360);
}

/** For each pin, whether its whole box (`halfSize` each side of its point) lies inside a map of `width` × `height`. */
export function tabStops(points: readonly PinPoint[], width: number, height: number, halfSize: number): boolean[] {
  return points.map(({ x, y }) => x - halfSize >= 0 && y - halfSize >= 0 && x + halfSize <= width && y + halfSize <= height);
}
