import type { TemperatureDisplay } from '../../lib/weather/display';
import L from 'leaflet';
import { mount, unmount } from 'svelte';
import type { SymbolTile, SymbolTimestep } from '@shared/api/maps';
import type { Result } from '@shared/ipc/result';
import { viewportOnly } from '../frames/frame-layers';
import type { MoveSettle } from '../frames/move-settle';
import { pixelInTile } from './places';
import SymbolTilePlaces from './SymbolTilePlaces.svelte';
import { describeError } from '../../lib/text';

/** The symbol endpoint's zoom range. */
export const symbolMinZoom = 3;
export const symbolMaxZoom = 12;

export interface PlacedSymbol {
  id: number;
  city: string;
  symbol: string | null;
  temperature: number | null;
  /** Pixels from the tile's top-left corner. */
  left: number;
  top: number;
}

/** The room one place's label takes (icon and temperature), in pixels. */
const labelSize = { width: 60, height: 28 };

const hourMs = 3_600_000;

/**
 * The step of an hourly symbol tile for a time: that of the full hour nearest it. Steps are UTC
 * hours written without an offset ('2026-02-09T19:00'), so they are matched by date and hour.
 * Null time: the first step, the hour nearest the present.
 */
function stepAt(steps: readonly SymbolTimestep[], time: string | null): SymbolTimestep | undefined {
  if (time === null) return steps[0];
  const at = Date.parse(time);
  if (!Number.isFinite(at)) return undefined;
  const hour = new Date(Math.round(at / hourMs) * hourMs).toISOString().slice(0, 13);
  return steps.find((step) => step.time.slice(0, 13) === hour);
}

/**
 * A symbol tile's places with their step for `time`, positioned inside the tile. A place without
 * a step for that hour (the tiles start at the present hour) is not shown: it would show another
 * hour's weather. The service lists the biggest places first; a place whose label would cover one
 * already placed is left out, so neighbouring towns do not pile up into an unreadable heap.
 */
export function placeSymbols(tile: SymbolTile, coords: { z: number; x: number; y: number }, time: string | null): PlacedSymbol[] {
  const placed: PlacedSymbol[] = [];
  for (const place of tile.locations) {
    const step = stepAt(place.timesteps, time);
    if (step === undefined) continue;
    const position = pixelInTile(place.lat, place.lon, coords);
    const covers = placed.some((other) => Math.abs(other.left - position.left) < labelSize.width && Math.abs(other.top - position.top) < labelSize.height);
    if (covers) continue;
    placed.push({ id: place.id, city: place.city, symbol: step.symbol, temperature: step.temperature, ...position });
  }
  return placed;
}

export interface SymbolLayerOptions {
  /** `map.symbols` in hourly mode (main caches each tile for 30 minutes). */
  load(tile: { z: number; x: number; y: number }): Promise<Result<SymbolTile>>;
  /**
   * The time whose hour the places show (the slider's), null for the present hour. Read where the
   * places are drawn, so a reactive source redraws them as it moves, without loading again.
   */
  time(): string | null;
  /** The scale chosen, which main answers in or converts from: a layer's tiles are in one unit, so a new one is a new layer. */
  display: TemperatureDisplay;
  onError(): void;
  pane: string;
}

/**
 * Places with their weather icon and temperature, one symbol tile per map tile between zoom 3 and
 * 12. Each tile's places are a small Svelte tree, unmounted when Leaflet lets the tile go. A symbol
 * tile is a request from the daily budget, like a weather tile: only those in view are asked for,
 * once the view has settled.
 */
export class SymbolLayer extends L.GridLayer {
  #options: SymbolLayerOptions;
  #settle: MoveSettle;
  #mounted = new WeakMap<HTMLElement, ReturnType<typeof mount>>();
  #unloaded = new WeakSet<HTMLElement>();
  #forget = new WeakMap<HTMLElement, () => void>();

  constructor(options: SymbolLayerOptions, settle: MoveSettle) {
    super({ pane: options.pane, minZoom: symbolMinZoom, maxZoom: symbolMaxZoom, className: 'wg-symbols', ...viewportOnly });
    this.#options = options;
    this.#settle = settle;
    this.on('tileunload', (event: L.TileEvent) => {
      this.#forget.get(event.tile)?.();
      const instance = this.#mounted.get(event.tile);
      if (instance !== undefined) void unmount(instance);
      this.#unloaded.add(event.tile);
    });
  }

  /**
   * Leaflet empties every level before a view reset, which is how it zooms without animation
   * (reduced motion): the places went blank until the new level's came. Without that, as with the
   * frames' `SettledTileLayer`, the level zoomed from stays until the new one has loaded.
   */
  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    const events = { ...super.getEvents?.() };
    delete events['viewprereset'];
    return events;
  }

  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('div');
    tile.setAttribute('aria-hidden', 'true');
    this.#forget.set(tile, this.#settle.whenSettled(() => this.#load(tile, { z: coords.z, x: coords.x, y: coords.y }, done)));
    return tile;
  }

  #load(tile: HTMLElement, address: { z: number; x: number; y: number }, done: L.DoneCallback): void {
    void this.#options.load(address).then((answer) => {
      if (this.#unloaded.has(tile)) return;
      if (!answer.ok) {
        this.#options.onError();
        done(new Error(describeError(answer.error)), tile);
        return;
      }
      const { time, display } = this.#options;
      const props = {
        get places() {
          return placeSymbols(answer.value, address, time());
        },
        display,
      };
      this.#mounted.set(tile, mount(SymbolTilePlaces, { target: tile, props }));
      done(undefined, tile);
    });
  }
}
