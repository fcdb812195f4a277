import { notLoadedTileClass } from './not-loaded';

function showPicture(tile: HTMLImageElement, picture: string): void {
  tile.classList.add(notLoadedTileClass);
  tile.src = picture;
}

/**
 * The weather tiles that did not load, and what they show in their place. While main refuses the
 * map new tiles (its share of the day spent), each says so in its own place, a picture of the words
 * (`notLoadedTilePicture`) rather than a hole; once the map may load again (the user allowed more,
 * a new day) the ones still on the map ask for their own tile again. A tile that failed for another
 * reason keeps its hole: the map's notice says that is trouble.
 */
export class NotLoadedTiles {
  /** Each failed tile still on the map, with the address it failed on. */
  readonly #failed = new Map<HTMLImageElement, string>();
  #picture: string | null = null;
  readonly #failedAgain: (tile: HTMLImageElement) => void;

  /** `failedAgain`: a tile asked again that fails again, to be reported as the first failure was. */
  constructor(failedAgain: (tile: HTMLImageElement) => void) {
    this.#failedAgain = failedAgain;
  }

  failed(tile: HTMLImageElement): void {
    this.#dropDetached();
    this.#failed.set(tile, tile.src);
    if (this.#picture !== null) showPicture(tile, this.#picture);
  }

  /**
   * The picture every failed tile shows while main refuses new ones, or null when it no longer does:
   * then each asks for its own tile again and is forgotten (it reports itself if it fails again).
   */
  show(picture: string | null): void {
    this.#dropDetached();
    const before = this.#picture;
    this.#picture = picture;
    if (picture !== null) {
      for (const tile of this.#failed.keys()) showPicture(tile, picture);
      return;
    }
    if (before === null) return;
    for (const [tile, address] of this.#failed) {
      tile.addEventListener('error', () => this.#failedAgain(tile), { once: true });
      tile.classList.remove(notLoadedTileClass);
      tile.src = address;
    }
    this.#failed.clear();
  }

  /** Leaflet dropped them (the view moved on, another layer): nothing to show or ask again. */
  #dropDetached(): void {
    for (const tile of this.#failed.keys()) if (!tile.isConnected) this.#failed.delete(tile);
  }
}
