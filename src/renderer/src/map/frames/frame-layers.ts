import type L from 'leaflet';
import { SettledTileLayer, type MoveSettle } from './move-settle';

/** How one layer's frames are drawn: a tile address per time, and Leaflet's options for them all. */
export interface FrameSource {
  template(time: string): string;
  options: Pick<L.TileLayerOptions, 'bounds' | 'minZoom' | 'maxNativeZoom'>;
}

export interface FrameLayerEvents {
  /** A frame's visible tiles have all loaded (or failed): it can show without drawing in. */
  ready(time: string): void;
  /** The frame on screen changed. */
  shown(time: string): void;
  /** A tile that did not load: its element, which may show why in its place. */
  tileError(tile: HTMLElement): void;
}

interface Entry {
  layer: L.TileLayer;
  ready: boolean;
}

/**
 * Every tile is a request from the daily budget, so a frame asks for the tiles on screen and no
 * more: none kept beyond the view's edge (each would be refetched for every frame after a move),
 * none loaded while a pan is under way, and none for the zoom levels a zoom passes through (with
 * `MoveSettle`, not even for the levels of zoom clicks in a row). Leaflet adds no padding of its
 * own: it asks for the tile range under the map's box, and `keepBuffer` only decides which tiles
 * outside it are kept (bench/renderer/tiles-per-view.ts counts each view's requests against it).
 */
export const viewportOnly = { keepBuffer: 0, updateWhenIdle: true, updateWhenZooming: false } as const satisfies L.GridLayerOptions;

/**
 * One Leaflet tile layer per frame, all on the map, the shown one at the chosen opacity and the rest
 * at 0. A hidden frame keeps its loaded images, so a frame is fetched once and an animation loop
 * replays with no new requests. A frame asked to show while it is still loading waits, and the
 * previous one stays up until then: the map never flashes half-drawn. Removing a layer (another
 * source, a frame left) cancels its tiles still loading.
 */
export class FrameLayers {
  #map: L.Map;
  #settle: MoveSettle;
  #pane: string;
  #events: FrameLayerEvents;
  #source: FrameSource | null = null;
  #entries = new Map<string, Entry>();
  #shown: string | null = null;
  #wanted: string | null = null;
  /** The animation loop's frames, kept while it plays; null until the map says which they are. */
  #retained: ReadonlySet<string> | null = null;
  #opacity = 0.7;

  constructor(map: L.Map, settle: MoveSettle, pane: string, events: FrameLayerEvents) {
    this.#map = map;
    this.#settle = settle;
    this.#pane = pane;
    this.#events = events;
  }

  /** Another layer, colour scheme or unit: every frame of the old source goes. */
  setSource(source: FrameSource | null): void {
    for (const time of [...this.#entries.keys()]) this.#remove(time);
    this.#source = source;
    this.#shown = null;
    this.#wanted = null;
  }

  get shownTime(): string | null {
    return this.#shown;
  }

  isReady(time: string): boolean {
    return this.#entries.get(time)?.ready ?? false;
  }

  /** Starts loading a frame, hidden; nothing when it is already on the map. */
  prepare(time: string): void {
    if (this.#source === null || this.#entries.has(time)) return;
    const layer = new SettledTileLayer(
      this.#source.template(time),
      { ...this.#source.options, ...viewportOnly, pane: this.#pane, opacity: 0, className: 'wg-frame' },
      this.#settle,
    );
    const entry: Entry = { layer, ready: false };
    this.#entries.set(time, entry);
    layer.on('load', () => this.#markReady(time, entry));
    layer.on('tileerror', (event: L.TileErrorEvent) => this.#events.tileError(event.tile));
    layer.addTo(this.#map);
    layer.getContainer()?.setAttribute('data-time', time);
    // Outside the layer's zoom range or bounds there is nothing to load, and no 'load' will come.
    if (!layer.isLoading()) this.#markReady(time, entry);
  }

  /**
   * Shows a frame as soon as it has loaded; until then the one on screen stays. With none on screen
   * yet (the first frame of a layer) its tiles draw in as they come: there is nothing to flicker.
   */
  show(time: string): void {
    const left = this.#wanted;
    this.#wanted = time;
    if (left !== null && left !== time) this.#abandon(left);
    this.prepare(time);
    if ((this.isReady(time) || this.#shown === null) && this.#shown !== time) this.#reveal(time);
  }

  setOpacity(opacity: number): void {
    this.#opacity = opacity;
    if (this.#shown !== null) this.#entries.get(this.#shown)?.layer.setOpacity(opacity);
  }

  /**
   * Lets go of every frame but these and the shown one (frames outside the animation loop), now and
   * whenever another frame is shown, so a frame shown outside the loop goes once it is left.
   */
  retain(times: ReadonlySet<string>): void {
    this.#retained = times;
    this.#evictAllBut(times);
  }

  #evictAllBut(times: ReadonlySet<string>): void {
    for (const time of [...this.#entries.keys()]) {
      if (!times.has(time) && time !== this.#shown && time !== this.#wanted) this.#remove(time);
    }
  }

  /**
   * Drops the hidden frames: after the map moves they would each fetch the new view's tiles, a
   * request per tile per frame from the daily budget, for frames nobody may play.
   */
  dropHidden(): void {
    this.#evictAllBut(new Set());
  }

  /**
   * A frame wanted and left before it loaded goes, unless the loop plays it: removing its layer
   * cancels the tile requests still on their way.
   */
  #abandon(time: string): void {
    if (time !== this.#shown && !this.isReady(time) && this.#retained?.has(time) !== true) this.#remove(time);
  }

  #markReady(time: string, entry: Entry): void {
    if (this.#entries.get(time) !== entry) return;
    const first = !entry.ready;
    entry.ready = true;
    if (time === this.#wanted && this.#shown !== time) this.#reveal(time);
    if (first) this.#events.ready(time);
  }

  #reveal(time: string): void {
    // The new frame goes up before the old comes down, in the same task: one paint, no gap.
    this.#entries.get(time)?.layer.setOpacity(this.#opacity);
    for (const [other, entry] of this.#entries) if (other !== time) entry.layer.setOpacity(0);
    this.#shown = time;
    this.#map.getContainer().setAttribute('data-frame-time', time);
    this.#events.shown(time);
    if (this.#retained !== null) this.#evictAllBut(this.#retained);
  }

  #remove(time: string): void {
    const entry = this.#entries.get(time);
    if (entry === undefined) return;
    // Removed first: Leaflet unbinds the layer's map events on its 'remove' event, which off() would drop.
    entry.layer.remove();
    entry.layer.off();
    this.#entries.delete(time);
  }
}
