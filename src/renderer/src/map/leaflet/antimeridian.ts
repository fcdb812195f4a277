import type { MultiLineString, MultiPolygon, Position } from 'geojson';

/**
 * Natural Earth's shapes are drawn for a globe: Russia's ring steps from 180° E to 180° W at the
 * Bering Strait, and Antarctica's goes round the pole. On a flat map each such step would be a line
 * across the whole world, and the fill inside out beside it. These functions make every path
 * continuous (a step over 180° becomes a step over the seam into the next world copy) and close
 * pole-encircling rings along the pole; `shiftedBy` gives the copies either side for views that
 * reach over the seam.
 */

/** The path with longitudes shifted by whole turns wherever a step would be over 180°. */
export function continuousPath(path: readonly Position[]): Position[] {
  let turns = 0;
  let previous: number | undefined;
  return path.map(([lon = 0, lat = 0]) => {
    if (previous !== undefined) {
      if (lon - previous > 180) turns -= 1;
      else if (previous - lon > 180) turns += 1;
    }
    previous = lon;
    return [lon + turns * 360, lat];
  });
}

/** A ring made continuous; one that went round a pole is closed along it. */
function continuousRing(ring: readonly Position[]): Position[] {
  const path = continuousPath(ring);
  const [first, last] = [path[0], path.at(-1)];
  if (first === undefined || last === undefined || Math.abs((last[0] ?? 0) - (first[0] ?? 0)) < 180) return path;
  const pole = (first[1] ?? 0) < 0 ? -90 : 90;
  return [...path, [last[0] ?? 0, pole], [first[0] ?? 0, pole], first];
}

function shiftPath(path: readonly Position[], degrees: number): Position[] {
  return path.map(([lon = 0, lat = 0]) => [lon + degrees, lat]);
}

export function planarPolygons(shape: MultiPolygon): MultiPolygon {
  return { type: 'MultiPolygon', coordinates: shape.coordinates.map((polygon) => polygon.map(continuousRing)) };
}

export function planarLines(shape: MultiLineString): MultiLineString {
  return { type: 'MultiLineString', coordinates: shape.coordinates.map(continuousPath) };
}

/** The shape a whole turn east (360) or west (-360): the world copy beside the one drawn. */
export function shiftedBy<T extends MultiPolygon | MultiLineString>(shape: T, degrees: number): T {
  const coordinates =
    shape.type === 'MultiPolygon'
      ? shape.coordinates.map((polygon) => polygon.map((ring) => shiftPath(ring, degrees)))
      : shape.coordinates.map((line) => shiftPath(line, degrees));
  return { ...shape, coordinates };
}
