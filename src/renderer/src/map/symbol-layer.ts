import type { TemperatureUnit } from '@shared/api/options';
import L from 'leaflet';
import { mount, unmount } from 'svelte';
import type { SymbolTile } from '@shared/api/maps';
import type { Result } from '@shared/ipc/result';
import { pixelInTile } from './places';
import SymbolTilePlaces from './SymbolTilePlaces.svelte';

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

/**
 * A symbol tile's places with their current step, positioned inside the tile. The service lists the
 * biggest places first; a place whose label would cover one already placed is left out, so
 * neighbouring towns do not pile up into an unreadable heap.
 */
export function placeSymbols(tile: SymbolTile, coords: { z: number; x: number; y: number }): PlacedSymbol[] {
  const placed: PlacedSymbol[] = [];
  for (const place of tile.locations) {
    const position = pixelInTile(place.lat, place.lon, coords);
    const covers = placed.some((other) => Math.abs(other.left - position.left) < labelSize.width && Math.abs(other.top - position.top) < labelSize.height);
    if (covers) continue;
    const step = place.timesteps[0];
    placed.push({ id: place.id, city: place.city, symbol: step?.symbol ?? null, temperature: step?.temperature ?? null, ...position });
  }
  return placed;
}

export interface SymbolLayerOptions {
  /** `weatherglass.map.symbols` for the current weather (main caches each tile for 30 minutes). */
  load(tile: { z: number; x: number; y: number }): Promise<Result<SymbolTile>>;
  locale: string;
  /** The unit main answers in: a layer's tiles are in one unit, so a new unit is a new layer. */
  temperatureUnit: TemperatureUnit;
  onError(): void;
  pane: string;
}

/**
 * Places with their weather icon and temperature, one symbol tile per map tile between zoom 3 and
 * 12. Each tile's places are a small Svelte tree, unmounted when Leaflet lets the tile go.
 */
export class SymbolLayer extends L.GridLayer {
  #options: SymbolLayerOptions;
  #mounted = new WeakMap<HTMLElement, ReturnType<typeof mount>>();
  #unloaded = new WeakSet<HTMLElement>();

  constructor(options: SymbolLayerOptions) {
    super({ pane: options.pane, minZoom: symbolMinZoom, maxZoom: symbolMaxZoom, className: 'wg-symbols' });
    this.#options = options;
    this.on('tileunload', (event: L.TileEvent) => {
      const instance = this.#mounted.get(event.tile);
      if (instance !== undefined) void unmount(instance);
      this.#unloaded.add(event.tile);
    });
  }

  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('div');
    tile.setAttribute('aria-hidden', 'true');
    const address = { z: coords.z, x: coords.x, y: coords.y };
    void this.#options.load(address).then((answer) => {
      if (this.#unloaded.has(tile)) return;
      if (!answer.ok) {
        this.#options.onError();
        done(new Error(answer.error.message), tile);
        return;
      }
      this.#mounted.set(tile, mount(SymbolTilePlaces, { target: tile, props: { places: placeSymbols(answer.value, address), locale: this.#options.locale } }));
      done(undefined, tile);
    });
    return tile;
  }
}
