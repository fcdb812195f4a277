import L from 'leaflet';
import type { SavedLocation } from '@shared/settings';
import { drawBaseMap, loadBaseMapShapes } from './base-map';
import { FrameLayers } from './frame-layers';
import { locationMarkers, pickedPointMarker } from './location-markers';
import { SymbolLayer, type SymbolLayerOptions } from './symbol-layer';

export const minZoom = 2;
export const maxZoom = 12;

/**
 * Panes bottom to top: land (Leaflet's overlay pane), the weather frames, coastlines and borders
 * over the weather, the symbol layer, then Leaflet's markers and tooltips.
 */
const panes = { land: 'overlayPane', weather: 'wg-weather', lines: 'wg-lines', symbols: 'wg-symbols' } as const;
const paneOrder: readonly [string, number][] = [
  [panes.weather, 410],
  [panes.lines, 420],
  [panes.symbols, 430],
];

export interface MapViewEvents {
  frameReady(time: string): void;
  frameShown(time: string): void;
  tileError(): void;
  /** A click on the map, or Enter on the focused map (its centre): a point to forecast. */
  pickPoint(lat: number, lon: number): void;
  pickLocation(location: SavedLocation): void;
  moved(center: [number, number], zoom: number): void;
}

export interface MapViewStart {
  center: [number, number];
  zoom: number;
  /** prefers-reduced-motion: no zoom or marker animation. */
  reducedMotion: boolean;
}

/** The Leaflet side of the map window: one map, its panes and layers, and what happens on it. */
export class MapView {
  readonly map: L.Map;
  readonly frames: FrameLayers;
  #events: MapViewEvents;
  #locations: L.LayerGroup | null = null;
  #picked: L.Marker | null = null;
  #symbols: SymbolLayer | null = null;
  #resizes: ResizeObserver;

  constructor(container: HTMLElement, start: MapViewStart, events: MapViewEvents) {
    this.#events = events;
    this.map = L.map(container, {
      center: start.center,
      zoom: start.zoom,
      minZoom,
      maxZoom,
      worldCopyJump: true,
      keyboard: true,
      // Frames swap whole, when loaded: a tile fading in would be the flicker this avoids.
      fadeAnimation: false,
      zoomAnimation: !start.reducedMotion,
      markerZoomAnimation: !start.reducedMotion,
    });
    this.map.attributionControl.setPrefix(false);
    for (const [name, zIndex] of paneOrder) {
      const pane = this.map.createPane(name);
      pane.style.zIndex = String(zIndex);
    }
    this.frames = new FrameLayers(this.map, panes.weather, { ready: events.frameReady, shown: events.frameShown, tileError: events.tileError });
    this.map.on('click', (event: L.LeafletMouseEvent) => events.pickPoint(event.latlng.lat, event.latlng.lng));
    container.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.target !== container) return;
      const center = this.map.getCenter();
      events.pickPoint(center.lat, center.lng);
    });
    // Hidden frames would each fetch the new view's tiles: let them go, playback reloads what it plays.
    this.map.on('movestart', () => this.frames.dropHidden());
    // Leaflet only notices the window resizing; the toolbar above can wrap onto two lines too.
    this.#resizes = new ResizeObserver(() => this.map.invalidateSize());
    this.#resizes.observe(container);
    this.map.on('moveend', () => {
      const center = this.map.getCenter().wrap();
      events.moved([center.lat, center.lng], this.map.getZoom());
    });
  }

  /** Natural Earth's land, coastlines and borders. */
  async drawBaseMap(): Promise<void> {
    drawBaseMap(this.map, await loadBaseMapShapes(), { land: panes.land, lines: panes.lines });
  }

  setLocations(locations: readonly SavedLocation[]): void {
    this.#locations?.remove();
    this.#locations = locationMarkers(locations, this.#events.pickLocation).addTo(this.map);
  }

  /** Marks the point the forecast card is about; null clears it. */
  markPicked(point: { lat: number; lon: number } | null): void {
    this.#picked?.remove();
    this.#picked = point === null ? null : pickedPointMarker(point.lat, point.lon).addTo(this.map);
  }

  /** The symbol layer on (with how it loads its tiles) or off. */
  showSymbols(options: Omit<SymbolLayerOptions, 'pane'> | null): void {
    this.#symbols?.remove();
    this.#symbols = options === null ? null : new SymbolLayer({ ...options, pane: panes.symbols }).addTo(this.map);
  }

  destroy(): void {
    this.#resizes.disconnect();
    this.frames.setSource(null);
    this.map.remove();
  }
}
