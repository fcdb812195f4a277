import type { MultiLineString, MultiPolygon } from 'geojson';
import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { planarLines, planarPolygons, shiftedBy } from './antimeridian';
import type { Credit } from './map-controls';

/** The base map's source, credited in the map's corner (its host may open in the browser). */
export const naturalEarth: Credit = { name: 'Natural Earth', url: 'https://www.naturalearthdata.com' };

export interface BaseMapShapes {
  land: MultiPolygon;
  coastlines: MultiLineString;
  borders: MultiLineString;
}

type Atlas = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;

function isAtlas(value: unknown): value is Atlas {
  if (typeof value !== 'object' || value === null) return false;
  const { type, objects } = value as { type?: unknown; objects?: Record<string, { type?: unknown } | undefined> };
  return type === 'Topology' && objects?.land?.type === 'GeometryCollection' && objects.countries?.type === 'GeometryCollection';
}

/**
 * Natural Earth's 1:50m land and countries, shipped with the app: the base map needs no tile server
 * and works offline. Fetched from the app's own files rather than bundled into the script, so the
 * map's controls are up before the 750 KB of shapes are parsed.
 */
export async function loadBaseMapShapes(): Promise<BaseMapShapes> {
  const response = await fetch(atlasUrl);
  if (!response.ok) throw new Error(`the base map could not be read (${response.status})`);
  const atlas: unknown = await response.json();
  if (!isAtlas(atlas)) throw new Error('the base map file is not the Natural Earth atlas');
  const land = feature(atlas, atlas.objects.land).features.flatMap(({ geometry }) =>
    geometry.type === 'MultiPolygon' ? geometry.coordinates : geometry.type === 'Polygon' ? [geometry.coordinates] : [],
  );
  return {
    land: planarPolygons({ type: 'MultiPolygon', coordinates: land }),
    coastlines: planarLines(mesh(atlas, atlas.objects.land)),
    // Shared arcs only: a border lies between two countries, the coast around them is drawn apart.
    borders: planarLines(mesh(atlas, atlas.objects.countries, (a, b) => a !== b)),
  };
}

export interface BaseMapPanes {
  /** Under the weather. */
  land: string;
  /** Over the weather, so coasts and borders stay readable through rain and clouds. */
  lines: string;
}

function worldLayers(shapes: BaseMapShapes, panes: BaseMapPanes, degrees: number): L.LayerGroup {
  const common = { interactive: false, smoothFactor: 1.5 } as const;
  return L.layerGroup([
    L.geoJSON(shiftedBy(shapes.land, degrees), {
      ...common,
      pane: panes.land,
      style: { className: 'wg-land', stroke: false, fill: true, fillOpacity: 1 },
    }),
    L.geoJSON(shiftedBy(shapes.coastlines, degrees), { ...common, pane: panes.lines, style: { className: 'wg-coast', weight: 0.8, fill: false } }),
    L.geoJSON(shiftedBy(shapes.borders, degrees), { ...common, pane: panes.lines, style: { className: 'wg-border', weight: 0.7, fill: false } }),
  ]);
}

/**
 * Draws the shapes as SVG. Colours come from the stylesheet through the class names (the theme's
 * variables), so a theme change recolours the map without redrawing it. The map wraps round but a
 * Leaflet shape is drawn once, so the world copy east or west is added while the view reaches over
 * the seam at 180°, and only then: every shape on the map is projected again at each zoom.
 */
export function drawBaseMap(map: L.Map, shapes: BaseMapShapes, panes: BaseMapPanes): void {
  worldLayers(shapes, panes, 0).addTo(map);
  const copies = new Map<number, L.LayerGroup>();
  const follow = () => {
    const bounds = map.getBounds();
    for (const [degrees, needed] of [
      [-360, bounds.getWest() < -180],
      [360, bounds.getEast() > 180],
    ] as const) {
      const copy = copies.get(degrees);
      if (needed && copy === undefined) copies.set(degrees, worldLayers(shapes, panes, degrees).addTo(map));
      if (needed && copy !== undefined && !map.hasLayer(copy)) copy.addTo(map);
      if (!needed && copy !== undefined) copy.remove();
    }
  };
  map.on('moveend', follow);
  follow();
}
