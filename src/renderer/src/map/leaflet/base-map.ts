import type { MultiLineString, MultiPolygon } from 'geojson';
import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas50mUrl from 'world-atlas/countries-50m.json?url';
import atlas10mUrl from 'world-atlas/countries-10m.json?url';
import waterUrl from './base-map-data/water-50m.json?url';
import placesUrl from './base-map-data/places.json?url';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { planarLines, planarPolygons, shiftedBy } from './antimeridian';
import { detailAt, type BaseMapDetail, type ShapeScale } from './base-map-detail';
import type { Credit } from './map-controls';
import { PlaceLabelLayer } from './place-label-layer';
import { lineCells, meets, polygonCells, type Extent, type ShapeCell } from './shape-cells';
import { decodePlaces, type BaseMapPlace } from './place-labels';
import { townCellsFor } from './town-cells';

/** The base map's sources, credited in the map's corner (their hosts may open in the browser). */
export const naturalEarth: Credit = { name: 'Natural Earth', url: 'https://www.naturalearthdata.com' };
/** The towns at city zoom (CC BY 4.0, which asks for the credit wherever they are shown). */
export const geoNames: Credit = { name: 'GeoNames', url: 'https://www.geonames.org' };

/**
 * The towns' files by cell name (towns-e20-n60). Never inlined into the script, however small: a
 * view fetches only its own cells.
 */
const townFiles: ReadonlyMap<string, string> = new Map(
  Object.entries(import.meta.glob<string>('./base-map-data/towns/*.json', { query: '?url&no-inline', import: 'default', eager: true })).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    url,
  ]),
);

/** The app's own files the base map is drawn from, by piece: each fetched the first time a zoom needs it. */
export const baseMapFiles = { shapes50m: atlas50mUrl, shapes10m: atlas10mUrl, water: waterUrl, places: placesUrl } as const;

export interface BaseMapShapes {
  land: MultiPolygon;
  coastlines: MultiLineString;
  borders: MultiLineString;
}

export interface WaterShapes {
  lakes: MultiPolygon;
  rivers: MultiLineString;
}

type Atlas = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
type Water = Topology<{ lakes: GeometryCollection; rivers: GeometryCollection }>;

function isTopology<K extends string>(value: unknown, names: readonly K[]): value is Topology<Record<K, GeometryCollection>> {
  if (typeof value !== 'object' || value === null) return false;
  const { type, objects } = value as { type?: unknown; objects?: Record<string, { type?: unknown } | undefined> };
  return type === 'Topology' && names.every((name) => objects?.[name]?.type === 'GeometryCollection');
}

async function fetchJson(url: string, what: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the base map's ${what} could not be read (${response.status})`);
  return response.json();
}

function polygonsOf(topology: Topology, object: GeometryCollection): MultiPolygon {
  const polygons = feature(topology, object).features.flatMap(({ geometry }) =>
    geometry.type === 'MultiPolygon' ? geometry.coordinates : geometry.type === 'Polygon' ? [geometry.coordinates] : [],
  );
  return planarPolygons({ type: 'MultiPolygon', coordinates: polygons });
}

/**
 * Natural Earth's land and countries at 1:50m or 1:10m, shipped with the app (world-atlas): the
 * base map needs no tile server and works offline. Fetched from the app's own files rather than
 * bundled into the script, so the map's controls are up before the shapes are parsed.
 */
export async function loadBaseMapShapes(scale: ShapeScale): Promise<BaseMapShapes> {
  const atlas: unknown = await fetchJson(scale === '10m' ? atlas10mUrl : atlas50mUrl, `${scale} shapes`);
  if (!isTopology(atlas, ['land', 'countries'])) throw new Error('the base map file is not the Natural Earth atlas');
  return shapesOf(atlas);
}

function shapesOf(atlas: Atlas): BaseMapShapes {
  return {
    land: polygonsOf(atlas, atlas.objects.land),
    coastlines: planarLines(mesh(atlas, atlas.objects.land)),
    // Shared arcs only: a border lies between two countries, the coast around them is drawn apart.
    borders: planarLines(mesh(atlas, atlas.objects.countries, (a, b) => a !== b)),
  };
}

/** Natural Earth's 1:50m lakes and rivers, as scripts/prepare-base-map.ts kept them. */
export async function loadWater(): Promise<WaterShapes> {
  const water: unknown = await fetchJson(waterUrl, 'lakes and rivers');
  if (!isTopology(water, ['lakes', 'rivers'])) throw new Error('the lakes and rivers file is not a Natural Earth topology');
  return waterOf(water);
}

function waterOf(water: Water): WaterShapes {
  const rivers = feature(water, water.objects.rivers).features.flatMap(({ geometry }) =>
    geometry.type === 'MultiLineString' ? geometry.coordinates : geometry.type === 'LineString' ? [geometry.coordinates] : [],
  );
  return { lakes: polygonsOf(water, water.objects.lakes), rivers: planarLines({ type: 'MultiLineString', coordinates: rivers }) };
}

export async function loadPlaces(): Promise<BaseMapPlace[]> {
  return decodePlaces(await fetchJson(placesUrl, 'place names'));
}

/** A cell's towns; none where the cell has no town of 5,000 (no file: the sea, the ice). */
export async function loadTowns(cell: string): Promise<BaseMapPlace[]> {
  const url = townFiles.get(cell);
  return url === undefined ? [] : decodePlaces(await fetchJson(url, `towns (${cell})`));
}

export interface BaseMapPanes {
  /** Under the weather. */
  land: string;
  /** Lakes and rivers, over the land and under the weather. */
  water: string;
  /** Over the weather, so coasts and borders stay readable through rain and clouds. */
  lines: string;
  /** The place labels, over the lines. */
  labels: string;
}

const common = { interactive: false, smoothFactor: 1.5 } as const;

/** A part of a piece of the base map: where it lies, and its Leaflet layer drawn a turn east or west. */
interface CellLayer {
  extent: Extent;
  layerAt(degrees: number): L.Layer;
}

const wholeWorld: Extent = [-180, -90, 180, 90];

/**
 * The cells of `size` degrees the shapes fall in; null keeps each shape whole (the world's 1:50m
 * shapes, seen whole at world zoom).
 */
function cellsOf<T extends MultiPolygon | MultiLineString>(shape: T, size: number | null, layerOf: (shape: T) => L.Layer): CellLayer[] {
  const cells: ShapeCell<T>[] =
    size === null
      ? [{ extent: wholeWorld, shape }]
      : shape.type === 'MultiPolygon'
        ? (polygonCells(shape, size) as ShapeCell<T>[])
        : (lineCells(shape as MultiLineString, size) as ShapeCell<T>[]);
  return cells.map(({ extent, shape: part }) => ({ extent, layerAt: (degrees) => layerOf(shiftedBy(part, degrees)) }));
}

/** The 1:10m shapes fall in cells this many degrees wide: a few cover a city view. */
const fineCellDegrees = 10;

function shapeCells(shapes: BaseMapShapes, panes: BaseMapPanes, scale: ShapeScale): CellLayer[] {
  const size = scale === '10m' ? fineCellDegrees : null;
  return [
    ...cellsOf(shapes.land, size, (land) => L.geoJSON(land, { ...common, pane: panes.land, style: { className: 'wg-land', stroke: false, fill: true, fillOpacity: 1 } })),
    ...cellsOf(shapes.coastlines, size, (coast) => L.geoJSON(coast, { ...common, pane: panes.lines, style: { className: 'wg-coast', weight: 0.8, fill: false } })),
    ...cellsOf(shapes.borders, size, (borders) => L.geoJSON(borders, { ...common, pane: panes.lines, style: { className: 'wg-border', weight: 0.7, fill: false } })),
  ];
}

function waterCells(water: WaterShapes, panes: BaseMapPanes): CellLayer[] {
  return [
    ...cellsOf(water.lakes, null, (lakes) => L.geoJSON(lakes, { ...common, pane: panes.water, style: { className: 'wg-lake', weight: 0.6, fill: true, fillOpacity: 1 } })),
    ...cellsOf(water.rivers, null, (rivers) => L.geoJSON(rivers, { ...common, pane: panes.water, style: { className: 'wg-river', weight: 0.9, fill: false } })),
  ];
}

/**
 * Shapes drawn as SVG, each cell only while the view reaches it, and the world's copy east or west
 * only while the view reaches over the seam at 180°: every shape on the map is projected again at
 * each zoom. Colours come from the stylesheet through the class names (the theme's variables), so a
 * theme change recolours the map without redrawing it.
 */
class ShapesInView {
  #map: L.Map;
  #cells: readonly CellLayer[];
  /** Layers made so far, by copy and cell, kept to be shown again. */
  #layers = new Map<string, L.Layer>();
  #shown = false;

  constructor(map: L.Map, cells: readonly CellLayer[]) {
    this.#map = map;
    this.#cells = cells;
  }

  show(shown: boolean): void {
    this.#shown = shown;
    this.follow();
  }

  follow(): void {
    const bounds = this.#map.getBounds().pad(0.25);
    const view: Extent = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
    for (const degrees of [-360, 0, 360]) {
      this.#cells.forEach((cell, index) => {
        const [west, south, east, north] = cell.extent;
        const needed = this.#shown && meets([west + degrees, south, east + degrees, north], view);
        const key = `${degrees} ${index}`;
        let layer = this.#layers.get(key);
        if (needed && layer === undefined) this.#layers.set(key, (layer = cell.layerAt(degrees)));
        if (needed && layer !== undefined && !this.#map.hasLayer(layer)) layer.addTo(this.#map);
        if (!needed && layer !== undefined) layer.remove();
      });
    }
  }
}

/** How the base map gets its pieces; the files above in the window, stand-ins in tests. */
export interface BaseMapSources {
  shapes(scale: ShapeScale): Promise<BaseMapShapes>;
  water(): Promise<WaterShapes>;
  places(): Promise<BaseMapPlace[]>;
  /** A cell's towns (`townCellsFor`). */
  towns(cell: string): Promise<BaseMapPlace[]>;
}

export const fileSources: BaseMapSources = { shapes: loadBaseMapShapes, water: loadWater, places: loadPlaces, towns: loadTowns };

/**
 * The base map on a Leaflet map: the pieces the zoom needs (`detailAt`), each loaded once, the
 * first time a zoom needs it, and shown or hidden as the zoom changes. The 1:50m shapes are drawn
 * first and stay until the 1:10m ones are ready, so zooming in never leaves the map blank.
 */
export class BaseMap {
  #map: L.Map;
  #panes: BaseMapPanes;
  #sources: BaseMapSources;
  #language: InterfaceLanguage;
  #shapes = new Map<ShapeScale, ShapesInView>();
  #water: ShapesInView | null = null;
  #labels: PlaceLabelLayer | null = null;
  /** The towns of the cells loaded so far, labelled with the places. */
  #towns: BaseMapPlace[] = [];
  /** The pieces asked for, so each is loaded once. */
  #loading = new Set<string>();
  #failed: (error: unknown) => void;
  #closed = false;

  constructor(map: L.Map, panes: BaseMapPanes, language: InterfaceLanguage, sources: BaseMapSources, failed: (error: unknown) => void) {
    this.#map = map;
    this.#panes = panes;
    this.#language = language;
    this.#sources = sources;
    this.#failed = failed;
    map.on('moveend', () => this.#update());
  }

  /**
   * The world's 1:50m shapes, and whatever the view's zoom needs fetched alongside. Rejects if the
   * 1:50m shapes cannot be drawn.
   */
  async draw(): Promise<void> {
    const coarse = this.#sources.shapes('50m');
    this.#update();
    const shapes = await coarse;
    if (this.#closed) return;
    this.#shapes.set('50m', new ShapesInView(this.#map, shapeCells(shapes, this.#panes, '50m')));
    this.#update();
  }

  setLanguage(language: InterfaceLanguage): void {
    this.#language = language;
    this.#labels?.setLanguage(language);
  }

  /** The labels chosen again, to keep clear of pins that moved or came. */
  relabel(): void {
    this.#labels?.redraw();
  }

  /** The map is going: pieces still loading are not drawn. */
  close(): void {
    this.#closed = true;
  }

  #update(): void {
    if (this.#closed) return;
    const wanted: BaseMapDetail = detailAt(this.#map.getZoom());
    const fine = this.#shapes.get('10m');
    // The coarse shapes stay until the fine ones are drawn.
    this.#shapes.get('50m')?.show(wanted.shapes === '50m' || fine === undefined);
    fine?.show(wanted.shapes === '10m');
    this.#water?.show(wanted.water);
    if (wanted.shapes === '10m') this.#once('shapes10m', () => this.#sources.shapes('10m'), (shapes) => this.#shapes.set('10m', new ShapesInView(this.#map, shapeCells(shapes, this.#panes, '10m'))));
    if (wanted.water) this.#once('water', () => this.#sources.water(), (water) => (this.#water = new ShapesInView(this.#map, waterCells(water, this.#panes))));
    if (wanted.places) this.#once('places', () => this.#sources.places(), (places) => (this.#labels = new PlaceLabelLayer(places, this.#towns, this.#language, this.#panes.labels).addTo(this.#map)));
    for (const cell of townCellsFor(this.#viewExtent(), this.#map.getZoom())) {
      this.#once(`towns ${cell}`, () => this.#sources.towns(cell), (towns) => {
        this.#towns = [...this.#towns, ...towns];
        this.#labels?.setTowns(this.#towns);
      });
    }
  }

  #viewExtent(): Extent {
    const bounds = this.#map.getBounds();
    return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
  }

  #once<T>(piece: string, load: () => Promise<T>, use: (value: T) => void): void {
    if (this.#loading.has(piece)) return;
    this.#loading.add(piece);
    load().then(
      (value) => {
        if (this.#closed) return;
        use(value);
        this.#update();
      },
      (error: unknown) => this.#failed(error),
    );
  }
}
