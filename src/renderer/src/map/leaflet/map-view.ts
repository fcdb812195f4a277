import L from 'leaflet';
import type { SavedLocation } from '@shared/settings';
import { BaseMap, fileSources, geoNames, naturalEarth } from './base-map';
import type { ShownFlash, ViewBounds } from '../storms/lightning';
import { FrameLayers } from '../frames/frame-layers';
import { edgeClearance, locationMarkers, pickedPointMarker, pinHalfSize, uncovered, type LocationPin } from '../places/location-markers';
import { nearestCopy, tabStops } from '../places/pin-tab-order';
import { MoveSettle } from '../frames/move-settle';
import { creditControl, ZoomButtons } from './map-controls';
import { keepPinsClearOfPanels } from './pins-clear-of-panels';
import { flashLayer, stormLayers, stormTimeMarks } from '../storms/storm-layers';
import type { PointWords } from '../storms/storm-words';
import type { Storm, StormPoint } from '../storms/storms';
import { SymbolLayer, type SymbolLayerOptions } from '../places/symbol-layer';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { mapTextIn } from '../text';
import type { Timer } from '../timer';

export const minZoom = 2;
export const maxZoom = 12;
/** A pin's half width and a little air, and the gap to its name (its tooltip's offset). */
const pinMargin = 12;
const pinNameGap = 8;

/**
 * Panes bottom to top: land (Leaflet's overlay pane), lakes and rivers, the weather frames,
 * coastlines and borders over the weather, the place labels, the symbol layer, storms, lightning,
 * then Leaflet's markers and tooltips.
 */
const panes = { land: 'overlayPane', water: 'wg-water', weather: 'wg-weather', lines: 'wg-lines', labels: 'wg-labels', symbols: 'wg-symbols', storms: 'wg-storms', lightning: 'wg-lightning' } as const;
const paneOrder: readonly [string, number][] = [
  [panes.water, 405],
  [panes.weather, 410],
  [panes.lines, 420],
  [panes.labels, 425],
  [panes.symbols, 430],
  [panes.storms, 440],
  [panes.lightning, 450],
];

export interface MapViewEvents {
  frameReady(time: string): void;
  frameShown(time: string): void;
  tileError(tile: HTMLElement): void;
  /** A click on the map, or Enter on the focused map (its centre): a point to forecast. */
  pickPoint(lat: number, lon: number): void;
  pickLocation(location: SavedLocation): void;
  /**
   * `byUser` is false when the map only moved to show a focused pin or to keep its centre as it
   * was resized: a view the user did not choose.
   */
  moved(center: [number, number], zoom: number, byUser: boolean): void;
  /** The view once it has been still for a moment (`MoveSettle`), and the one the map opens on. */
  viewSettled(view: ViewBounds): void;
}

export interface MapViewStart {
  center: [number, number];
  zoom: number;
  /** prefers-reduced-motion: no zoom or marker animation. */
  reducedMotion: boolean;
  /** The interface language the zoom buttons are named in first. */
  language: InterfaceLanguage;
}

/** The Leaflet side of the map window: one map, its panes and layers, and what happens on it. */
export class MapView {
  readonly map: L.Map;
  readonly frames: FrameLayers;
  #events: MapViewEvents;
  #settle: MoveSettle;
  #locations: L.LayerGroup | null = null;
  #pins: readonly LocationPin[] = [];
  #picked: L.Marker | null = null;
  #symbols: SymbolLayer | null = null;
  #storms: ReturnType<typeof stormLayers> | null = null;
  #stormMarks: L.LayerGroup | null = null;
  #flashes: L.LayerGroup | null = null;
  #zoomControl: ZoomButtons;
  #forgetView: () => void = () => undefined;
  #resizes: ResizeObserver;
  /** Set during a move the user did not ask for, whose moveend comes before the move returns. */
  #unasked = false;
  /** The pin that last took the keyboard focus, shown again in the clear when the map resizes. */
  #focusedPin: L.Marker | null = null;
  #destroyed = false;
  #baseMap: BaseMap | null = null;
  #language: InterfaceLanguage;
  #keys = new AbortController();
  #pinsClear: ReturnType<typeof keepPinsClearOfPanels>;

  constructor(container: HTMLElement, start: MapViewStart, events: MapViewEvents, timer: Timer) {
    this.#events = events;
    this.#language = start.language;
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
      // Leaflet's own write their text as HTML, which Trusted Types refuses: ours are added below,
      // built as elements, the zoom buttons named in the interface language.
      zoomControl: false,
      attributionControl: false,
    });
    const t = mapTextIn(start.language);
    this.#zoomControl = new ZoomButtons({ zoomIn: t('zoomIn'), zoomOut: t('zoomOut') }).addTo(this.map);
    // GeoNames' towns are labelled only at city zoom; its credit stays put, so the corner never jumps.
    creditControl([naturalEarth, geoNames]).addTo(this.map);
    for (const [name, zIndex] of paneOrder) {
      const pane = this.map.createPane(name);
      pane.style.zIndex = String(zIndex);
    }
    // Before the frames' layers: it must hear each moveend before they add that move's tiles.
    this.#settle = new MoveSettle(this.map, timer);
    this.frames = new FrameLayers(this.map, this.#settle, panes.weather, { ready: events.frameReady, shown: events.frameShown, tileError: events.tileError });
    this.map.on('click', (event: L.LeafletMouseEvent) => events.pickPoint(event.latlng.lat, event.latlng.lng));
    container.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' || event.target !== container) return;
        const center = this.map.getCenter();
        events.pickPoint(center.lat, center.lng);
      },
      { signal: this.#keys.signal },
    );
    // Leaflet places everything by its panes' transforms; a browser bringing a focused element into
    // view scrolls the box instead (overflow: hidden does not stop it), and the map shows the wrong
    // place. Undone before it is painted: scroll events come before the frame is drawn.
    container.addEventListener('scroll', () => this.#unscroll(), { signal: this.#keys.signal });
    // Hidden frames would each fetch the new view's tiles: let them go, playback reloads what it plays.
    this.map.on('movestart', () => this.frames.dropHidden());
    // Leaflet only notices the window resizing; the toolbar above can wrap onto another line too
    // (its spending line changes length as tiles arrive), and a focused pin must stay in the clear.
    this.#resizes = new ResizeObserver(() => {
      this.#moveUnasked(() => this.map.invalidateSize());
      const pin = this.#focusedPin;
      if (pin !== null && pin.getElement() === document.activeElement) this.#showPin(pin);
      this.#orderPins();
    });
    this.#resizes.observe(container);
    this.map.on('moveend', () => {
      this.#orderPins();
      const center = this.map.getCenter().wrap();
      events.moved([center.lat, center.lng], this.map.getZoom(), !this.#unasked);
      this.#forgetView();
      this.#forgetView = this.#settle.whenSettled(() => events.viewSettled(this.#viewBounds()));
    });
    events.viewSettled(this.#viewBounds());
    // A move of the map's, not the user's: not saved as the view they chose.
    const pan = (x: number, y: number) => this.#moveUnasked(() => this.map.panBy([x, y], { animate: false }));
    this.#pinsClear = keepPinsClearOfPanels(this.map, () => (this.#locations?.getLayers() ?? []) as L.Marker[], pan);
  }

  #viewBounds(): ViewBounds {
    const bounds = this.map.getBounds();
    return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
  }

  /**
   * Natural Earth's land, coastlines and borders, and as the zoom needs them lakes, rivers, place
   * labels and the finer coast. Rejects when the world's shapes cannot be drawn; a finer piece that
   * fails is logged, the map drawn without it.
   */
  async drawBaseMap(): Promise<void> {
    // A map closed before this draws no base map; one closed while its files load stops (destroy).
    if (this.#destroyed) return;
    const baseMap = new BaseMap(this.map, panes, this.#language, fileSources, (error) => console.warn('the base map could not draw a piece', error));
    this.#baseMap = baseMap;
    await baseMap.draw();
  }

  get zoom(): number {
    return this.map.getZoom();
  }

  /** The zoom buttons named again, in place (a focused one keeps the focus), and the places, for a new interface language. */
  nameControls(language: InterfaceLanguage): void {
    this.#language = language;
    this.#baseMap?.setLanguage(language);
    const t = mapTextIn(language);
    const container = this.#zoomControl.getContainer();
    const names = [
      ['.leaflet-control-zoom-in', t('zoomIn')],
      ['.leaflet-control-zoom-out', t('zoomOut')],
    ] as const;
    for (const [selector, name] of names) {
      const button = container?.querySelector(selector);
      button?.setAttribute('title', name);
      button?.setAttribute('aria-label', name);
    }
  }

  /** The places' pins, named in `language`. */
  setLocations(locations: readonly SavedLocation[], language: InterfaceLanguage): void {
    this.#locations?.remove();
    this.#focusedPin = null;
    const { group, pins } = locationMarkers(
      locations,
      {
        choose: this.#events.pickLocation,
        focus: (pin) => {
          this.#unscroll();
          this.#focusedPin = pin;
          this.#showPin(pin);
        },
      },
      mapTextIn(language),
    );
    this.#locations = group.addTo(this.map);
    this.#pins = pins;
    this.#orderPins();
    this.#baseMap?.relabel();
    this.#pinsClear.check();
  }

  /**
   * Each pin drawn in the world copy nearest the view's centre (the map may show the world twice
   * across the date line), and a tab stop only while wholly in view.
   */
  #orderPins(): void {
    const centerLon = this.map.getCenter().lng;
    for (const { location, marker } of this.#pins) {
      const lon = nearestCopy(location.lon, centerLon);
      if (marker.getLatLng().lng !== lon) marker.setLatLng([location.lat, lon]);
    }
    const size = this.map.getSize();
    const points = this.#pins.map(({ marker }) => this.map.latLngToContainerPoint(marker.getLatLng()));
    const stops = tabStops(points, size.x, size.y, pinHalfSize);
    this.#pins.forEach(({ marker }, index) => {
      const element = marker.getElement();
      if (element !== undefined) element.tabIndex = stops[index] === true ? 0 : -1;
    });
  }

  /** The map's box back where Leaflet thinks it is. */
  #unscroll(): void {
    const container = this.map.getContainer();
    if (container.scrollTop !== 0) container.scrollTop = 0;
    if (container.scrollLeft !== 0) container.scrollLeft = 0;
  }

  /**
   * From the list of places: the map centred on the place at its zoom, and the focus on its pin.
   * The user's own choice of view, so it is saved as theirs.
   */
  jumpTo(locationId: string): void {
    const pin = this.#pins.find(({ location }) => location.id === locationId);
    if (pin === undefined) return;
    // The place's own longitude, in the world the map opens on: a jump is a new view, not a pan.
    this.map.setView([pin.location.lat, pin.location.lon], this.map.getZoom(), { animate: false });
    pin.marker.getElement()?.focus({ preventScroll: true });
  }

  /**
   * Brings a focused pin and its name out from under the controls and overlays, by the least pan
   * that clears them all; none while they are clear already. At once, not animated: the moveend
   * comes inside the pan, so it is known to be the pin's and is not saved as the user's view.
   */
  #showPin(pin: L.Marker): void {
    const container = this.map.getContainer();
    const area = container.getBoundingClientRect();
    const overlays = [...container.querySelectorAll('.leaflet-control'), ...(container.parentElement?.children ?? [])]
      .filter((element) => element !== container)
      .map((element) => element.getBoundingClientRect());
    const shown = [pin.getElement(), pin.getTooltip()?.getElement()].flatMap((element) => (element === undefined ? [] : [element.getBoundingClientRect()]));
    if (uncovered(shown, area, overlays)) return;
    const nameWidth = (pin.getTooltip()?.getElement()?.offsetWidth ?? 0) + pinNameGap;
    const clear = edgeClearance(area, overlays, 2 * pinMargin + nameWidth);
    this.#moveUnasked(() =>
      this.map.panInside(pin.getLatLng(), {
        paddingTopLeft: [clear.left + pinMargin, clear.top + pinMargin],
        paddingBottomRight: [clear.right + pinMargin + nameWidth, clear.bottom + pinMargin],
        animate: false,
      }),
    );
  }

  #moveUnasked(move: () => void): void {
    this.#unasked = true;
    try {
      move();
    } finally {
      this.#unasked = false;
    }
  }

  /** Marks the point the forecast card is about; null clears it. */
  markPicked(point: { lat: number; lon: number } | null): void {
    this.#picked?.remove();
    this.#picked = point === null ? null : pickedPointMarker(point.lat, point.lon).addTo(this.map);
  }

  /** The symbol layer on (with how it loads its tiles) or off. */
  showSymbols(options: Omit<SymbolLayerOptions, 'pane'> | null): void {
    this.#symbols?.remove();
    this.#symbols = options === null ? null : new SymbolLayer({ ...options, pane: panes.symbols }, this.#settle).addTo(this.map);
  }

  /** The storms drawn (none: nothing), their popups worded by `words`. */
  showStorms(storms: readonly Storm[], words: (storm: Storm, point: StormPoint) => PointWords): void {
    this.#storms?.group.remove();
    this.#storms = storms.length === 0 ? null : stormLayers(storms, panes.storms, words);
    this.#storms?.group.addTo(this.map);
  }

  /** Rings where the storms are at the slider's time. */
  markStormsAt(positions: readonly { lat: number; lon: number }[]): void {
    this.#stormMarks?.remove();
    this.#stormMarks = positions.length === 0 ? null : stormTimeMarks(positions, panes.storms).addTo(this.map);
  }

  /** Brings a storm into view and opens its details, as a click on it would (from the list of storms). */
  openStorm(id: string): void {
    const marker = this.#storms?.currentPoints.get(id);
    if (marker === undefined) return;
    this.map.panTo(marker.getLatLng(), { animate: false });
    marker.openPopup();
  }

  showFlashes(flashes: readonly ShownFlash[]): void {
    this.#flashes?.remove();
    this.#flashes = flashes.length === 0 ? null : flashLayer(flashes, panes.lightning).addTo(this.map);
  }

  destroy(): void {
    this.#forgetView();
    this.#destroyed = true;
    this.#baseMap?.close();
    this.#keys.abort();
    this.#resizes.disconnect();
    this.#pinsClear.stop();
    this.frames.setSource(null);
    this.#settle.destroy();
    this.map.remove();
  }
}
