import L from 'leaflet';
import type { Timer } from '../timer';

/**
 * How long the view must stay still after a move before its tiles are asked for. Zoom buttons
 * clicked in a row, or a wheel turned a few notches, end each step's animation well inside this,
 * so only the level they stop at is fetched.
 */
export const moveSettleMs = 300;

/**
 * Holds tile loads back while the map moves and until it has been still for `moveSettleMs`: each
 * tile is a request from the daily budget, and the levels a zoom passes through or the places a
 * pan drifts across would be fetched only to be thrown away. A load asked for while the map is
 * still goes at once (a new frame or layer has its own settle time).
 */
export class MoveSettle {
  readonly #timer: Timer;
  readonly #pending = new Set<() => void>();
  #moving = false;
  #cancelRelease: (() => void) | null = null;

  constructor(map: L.Map, timer: Timer) {
    this.#timer = timer;
    map.on('movestart', () => {
      this.#moving = true;
      this.#stopRelease();
    });
    map.on('moveend', () => {
      this.#stopRelease();
      if (this.#moving) this.#cancelRelease = this.#timer.after(moveSettleMs, () => this.#release());
    });
  }

  /** Runs `load` now while the view is still, else once it settles; the returned function forgets it. */
  whenSettled(load: () => void): () => void {
    if (!this.#moving) {
      load();
      return () => undefined;
    }
    this.#pending.add(load);
    return () => this.#pending.delete(load);
  }

  destroy(): void {
    this.#stopRelease();
    this.#pending.clear();
  }

  #stopRelease(): void {
    this.#cancelRelease?.();
    this.#cancelRelease = null;
  }

  #release(): void {
    this.#cancelRelease = null;
    this.#moving = false;
    const loads = [...this.#pending];
    this.#pending.clear();
    for (const load of loads) load();
  }
}

/**
 * A tile layer whose images are given their address only once the view has settled: an image
 * without one asks for nothing, and one dropped before then (its level zoomed past, its place
 * panned away) never asks at all.
 */
export class SettledTileLayer extends L.TileLayer {
  readonly #settle: MoveSettle;
  readonly #forget = new WeakMap<HTMLElement, () => void>();

  constructor(template: string, options: L.TileLayerOptions, settle: MoveSettle) {
    super(template, options);
    this.#settle = settle;
    this.on('tileunload', (event: L.TileEvent) => this.#forget.get(event.tile)?.());
  }

  /**
   * Leaflet empties every level before a view reset, which is how it zooms without animation
   * (reduced motion): the map went blank until the new level's tiles came. Without that, the
   * level zoomed from stays, scaled, until the new one has loaded (Leaflet's pruning keeps a loaded
   * tile while a tile it overlaps at the new level is still loading); every other tile goes then.
   */
  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    const events = { ...super.getEvents?.() };
    delete events['viewprereset'];
    return events;
  }

  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('img');
    tile.alt = '';
    tile.addEventListener('load', () => done(undefined, tile), { once: true });
    tile.addEventListener('error', () => done(new Error('The map tile did not load.'), tile), { once: true });
    this.#forget.set(tile, this.#settle.whenSettled(() => (tile.src = this.getTileUrl(coords))));
    return tile;
  }
}
