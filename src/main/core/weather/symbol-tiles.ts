import type { SymbolTile } from '@shared/api/maps';
import type { SymbolMode } from '@shared/api/options';
import type { Result } from '@shared/ipc/result';
import type { Settings } from '@shared/settings';
import { serviceTemperatureUnit } from '@shared/units';
import { minute } from '../schedule/cadence';
import { AnswerCache } from './answer-cache';
import type { BilledSession } from './on-demand';

export interface SymbolTileRequest {
  mode: SymbolMode;
  x: number;
  y: number;
  z: number;
}

/** Symbols follow the hourly model run; a pan back over seen tiles should cost nothing. */
const keepFor = 30 * minute;
/** A few screens of tiles at several zoom levels. */
const maxEntries = 400;

/** The map's symbol layer: place names, icons and temperatures per map tile, in the user's unit. */
export class SymbolTiles {
  readonly #tiles: AnswerCache<SymbolTile>;

  constructor(now: () => number) {
    this.#tiles = new AnswerCache(now, maxEntries);
  }

  fetch(session: BilledSession, { mode, x, y, z }: SymbolTileRequest, settings: Settings): Promise<Result<SymbolTile>> {
    const units = serviceTemperatureUnit(settings.units.temperature);
    const key = [session.mode, mode, z, x, y, units].join('|');
    // wrap: the map repeats the world sideways; any x names a real column.
    return this.#tiles.get(key, keepFor, () => session.ask((client) => client.symbols(mode, x, y, z, { units, wrap: true })));
  }
}
