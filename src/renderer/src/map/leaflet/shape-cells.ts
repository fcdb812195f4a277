/**
 * Shapes grouped by where they lie, so the map draws only the groups in view: Leaflet projects
 * every point of a shape on the map at each zoom, and the 1:10m coast has 400,000 of them.
 */
import type { MultiLineString, MultiPolygon, Position } from 'geojson';

/** [west, south, east, north] in degrees. */
export type Extent = [number, number, number, number];

export interface ShapeCell<T extends MultiPolygon | MultiLineString> {
  /** The extent of all the cell's shapes (a shape reaching out of the cell widens it). */
  extent: Extent;
  shape: T;
}

function extentOf(points: readonly Position[], extent: Extent = [Infinity, Infinity, -Infinity, -Infinity]): Extent {
  for (const [lon = 0, lat = 0] of points) {
    extent[0] = Math.min(extent[0], lon);
    extent[1] = Math.min(extent[1], lat);
    extent[2] = Math.max(extent[2], lon);
    extent[3] = Math.max(extent[3], lat);
  }
  return extent;
}

/** Parts (polygons or lines) grouped by the cell of `size` degrees their extent's centre is in. */
function grouped<Part>(parts: readonly Part[], pointsOf: (part: Part) => readonly Position[], size: number): { extent: Extent; parts: Part[] }[] {
  const cells = new Map<string, { extent: Extent; parts: Part[] }>();
  for (const part of parts) {
    const extent = extentOf(pointsOf(part));
    if (!Number.isFinite(extent[0])) continue;
    const key = `${Math.floor((extent[0] + extent[2]) / 2 / size)},${Math.floor((extent[1] + extent[3]) / 2 / size)}`;
    const cell = cells.get(key);
    if (cell === undefined) cells.set(key, { extent, parts: [part] });
    else {
      cell.parts.push(part);
      cell.extent = [Math.min(cell.extent[0], extent[0]), Math.min(cell.extent[1], extent[1]), Math.max(cell.extent[2], extent[2]), Math.max(cell.extent[3], extent[3])];
    }
  }
  return [...cells.values()];
}

export function polygonCells(shape: MultiPolygon, size: number): ShapeCell<MultiPolygon>[] {
  // A polygon's outer ring bounds it.
  return grouped(shape.coordinates, (polygon) => polygon[0] ?? [], size).map(({ extent, parts }) => ({ extent, shape: { type: 'MultiPolygon', coordinates: parts } }));
}

export function lineCells(shape: MultiLineString, size: number): ShapeCell<MultiLineString>[] {
  return grouped(shape.coordinates, (line) => line, size).map(({ extent, parts }) => ({ extent, shape: { type: 'MultiLineString', coordinates: parts } }));
}

/** Whether two extents overlap (touching counts). */
export function meets(a: Extent, b: Extent): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}
