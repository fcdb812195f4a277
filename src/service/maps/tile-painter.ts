import { ColourTable, packRgba, type ColourScale, type Rgba } from './colour-scale';
import type { TileScheme } from './colour-schemes';
import { precipitationTypeCodes } from './tile-fields';
import { tileSize } from './web-mercator';

const tables = new WeakMap<ColourScale, ColourTable>();

function colourTable(scale: ColourScale): ColourTable {
  let table = tables.get(scale);
  if (table === undefined) {
    table = new ColourTable(scale);
    tables.set(scale, table);
  }
  return table;
}

export type GridScheme = Exclude<TileScheme, { paint: 'arrows' }>;

export interface Coverage {
  /** 1 where the layer has data. */
  mask: Uint8Array;
  /** The colour of pixels outside it. */
  outside: Rgba;
}

/** Colours every pixel from the interpolated values, as the scheme says; RGBA words, row-major. */
export function paint(scheme: GridScheme, planes: readonly Float64Array[], coverage: Coverage | null): Uint32Array {
  const words = new Uint32Array(tileSize * tileSize);
  const [first = new Float64Array(words.length), second = new Float64Array(words.length)] = planes;
  switch (scheme.paint) {
    case 'scalar': {
      const table = colourTable(scheme.scale);
      for (let pixel = 0; pixel < words.length; pixel += 1) words[pixel] = table.word(first[pixel] ?? 0);
      break;
    }
    case 'precipitation': {
      const byType = [colourTable(scheme.rain), colourTable(scheme.sleet), colourTable(scheme.snow)];
      for (let pixel = 0; pixel < words.length; pixel += 1) {
        const type = Math.round(second[pixel] ?? 0);
        const table = byType[type] ?? byType[precipitationTypeCodes.rain];
        words[pixel] = table?.word(first[pixel] ?? 0) ?? 0;
      }
      break;
    }
    case 'satellite':
      paintSatellite(scheme, first, second, words);
      break;
    case 'contour':
      paintContours(scheme.intervalHpa, packRgba(scheme.colour), first, words);
      break;
  }
  if (coverage !== null) {
    const outside = packRgba(coverage.outside);
    for (let pixel = 0; pixel < words.length; pixel += 1) if (coverage.mask[pixel] === 0) words[pixel] = outside;
  }
  return words;
}

/** Clouds (brightness by cloudiness) over dark land and darker sea, as an infrared image shows them. */
function paintSatellite(
  scheme: Extract<TileScheme, { paint: 'satellite' }>,
  cloudiness: Float64Array,
  land: Float64Array,
  words: Uint32Array,
): void {
  const clouds = colourTable(scheme.clouds);
  const bytes = new Uint8Array(words.buffer);
  const cloud = new Uint8Array(4);
  const cloudWord = new Uint32Array(cloud.buffer);
  for (let pixel = 0; pixel < words.length; pixel += 1) {
    cloudWord[0] = clouds.word(cloudiness[pixel] ?? 0);
    const landShare = Math.min(1, Math.max(0, land[pixel] ?? 0));
    const cover = (cloud[3] ?? 0) / 255;
    const at = pixel * 4;
    for (let channel = 0; channel < 3; channel += 1) {
      const ground = (scheme.sea[channel] ?? 0) * (1 - landShare) + (scheme.land[channel] ?? 0) * landShare;
      bytes[at + channel] = Math.round(ground * (1 - cover) + (cloud[channel] ?? 0) * cover);
    }
    bytes[at + 3] = 255;
  }
}

/** Isobars: a pixel is on a line where the pressure crosses a multiple of the interval towards its right or lower neighbour. */
function paintContours(interval: number, line: number, pressure: Float64Array, words: Uint32Array): void {
  for (let py = 0; py < tileSize; py += 1) {
    for (let px = 0; px < tileSize; px += 1) {
      const pixel = py * tileSize + px;
      const level = Math.floor((pressure[pixel] ?? 0) / interval);
      const right = px + 1 < tileSize ? Math.floor((pressure[pixel + 1] ?? 0) / interval) : level;
      const below = py + 1 < tileSize ? Math.floor((pressure[pixel + tileSize] ?? 0) / interval) : level;
      if (right !== level || below !== level) words[pixel] = line;
    }
  }
}
