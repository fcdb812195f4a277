export type Rgba = readonly [number, number, number, number];

export interface ColourStop {
  /** In the layer's own unit (°C, m/s, mm/h, %, hPa...). */
  value: number;
  colour: Rgba;
}

/**
 * Colours by value: blended between stops, or held at each stop's colour up to the next one
 * (category scales such as the AQI bands and the radar's intensity steps). Below the first stop
 * the first colour holds, above the last the last.
 */
export interface ColourScale {
  stops: readonly ColourStop[];
  blend: boolean;
  /** Values at or below this show this colour instead: nothing to draw (transparent) or the background of an opaque variant. */
  floor?: { value: number; colour: Rgba };
}

export const transparent: Rgba = [0, 0, 0, 0];

export function colourAt(scale: ColourScale, value: number): Rgba {
  if (scale.floor !== undefined && value <= scale.floor.value) return scale.floor.colour;
  const { stops } = scale;
  let upper = stops.findIndex((stop) => stop.value > value);
  if (upper === -1) upper = stops.length;
  const below = stops[Math.max(0, upper - 1)];
  const above = stops[Math.min(stops.length - 1, upper)];
  if (below === undefined || above === undefined) return transparent;
  if (!scale.blend || upper === 0 || upper === stops.length) return upper === 0 ? above.colour : below.colour;
  const share = (value - below.value) / (above.value - below.value);
  const mix = (channel: 0 | 1 | 2 | 3) => Math.round(below.colour[channel] + (above.colour[channel] - below.colour[channel]) * share);
  return [mix(0), mix(1), mix(2), mix(3)];
}

/** One colour as the 32-bit word that lays its bytes out R, G, B, A in memory, whatever the platform's byte order. */
export function packRgba(colour: Rgba): number {
  const word = new Uint32Array(1);
  new Uint8Array(word.buffer).set(colour);
  return word[0] ?? 0;
}

const tableSize = 4096;

/**
 * A colour scale precomputed over its value range, so painting a pixel is one multiply and one
 * array read. The floor is compared exactly, so "is anything drawn here" never depends on the
 * table's resolution.
 */
export class ColourTable {
  readonly words = new Uint32Array(tableSize);
  readonly min: number;
  /** Table entries per unit of value. */
  readonly scale: number;
  readonly floorValue: number;
  readonly floorWord: number;

  constructor(colourScale: ColourScale) {
    const first = colourScale.stops[0]?.value ?? 0;
    const last = colourScale.stops.at(-1)?.value ?? first + 1;
    this.min = first;
    this.scale = (tableSize - 1) / (last - first);
    const withoutFloor: ColourScale = { stops: colourScale.stops, blend: colourScale.blend };
    for (let index = 0; index < tableSize; index += 1) {
      this.words[index] = packRgba(colourAt(withoutFloor, first + index / this.scale));
    }
    this.floorValue = colourScale.floor?.value ?? -Infinity;
    this.floorWord = packRgba(colourScale.floor?.colour ?? transparent);
  }

  word(value: number): number {
    if (value <= this.floorValue) return this.floorWord;
    const index = Math.round((value - this.min) * this.scale);
    return this.words[index < 0 ? 0 : index >= tableSize ? tableSize - 1 : index] ?? 0;
  }
}
