import type { Point } from '../atmosphere/atmosphere';
import { tileSize, tileXToLon, tileYToLat, type TileAddress } from './web-mercator';

const pixels = tileSize * tileSize;

/**
 * The places a tile is sampled at: nodes every `spacing` pixels on pixel centres (255 is a
 * multiple of the spacing, so the outermost nodes sit on the edge pixels), each projected exactly
 * on Web Mercator. Values between nodes are drawn bilinearly, so a tile costs a few hundred
 * atmosphere samples instead of 65 536, and the pixels on nodes show exactly the sampled value.
 */
export class TileGrid {
  readonly spacing: number;
  readonly nodesPerSide: number;
  /** Latitude of each node row and longitude of each node column. */
  readonly nodeLats: Float64Array;
  readonly nodeLons: Float64Array;
  /** Latitude of each pixel row and longitude of each pixel column. */
  readonly pixelLats = new Float64Array(tileSize);
  readonly pixelLons = new Float64Array(tileSize);
  /** For each pixel column (row): the node column (row) to its left (above) and its share of the next one. */
  readonly #lowerNode = new Int32Array(tileSize);
  readonly #share = new Float64Array(tileSize);

  constructor(tile: TileAddress, spacing: number) {
    if ((tileSize - 1) % spacing !== 0) throw new Error(`grid spacing ${spacing} does not divide ${tileSize - 1}`);
    this.spacing = spacing;
    this.nodesPerSide = (tileSize - 1) / spacing + 1;
    this.nodeLats = new Float64Array(this.nodesPerSide);
    this.nodeLons = new Float64Array(this.nodesPerSide);
    for (let node = 0; node < this.nodesPerSide; node += 1) {
      this.nodeLats[node] = tileYToLat(tile.y + (node * spacing + 0.5) / tileSize, tile.z);
      this.nodeLons[node] = tileXToLon(tile.x + (node * spacing + 0.5) / tileSize, tile.z);
    }
    for (let pixel = 0; pixel < tileSize; pixel += 1) {
      this.pixelLats[pixel] = tileYToLat(tile.y + (pixel + 0.5) / tileSize, tile.z);
      this.pixelLons[pixel] = tileXToLon(tile.x + (pixel + 0.5) / tileSize, tile.z);
      const lower = Math.min(Math.floor(pixel / spacing), this.nodesPerSide - 2);
      this.#lowerNode[pixel] = lower;
      this.#share[pixel] = (pixel - lower * spacing) / spacing;
    }
  }

  /** Calls `sample` for every node, row by row; it writes its channels at `index` of each output array. */
  sample(channels: number, sample: (point: Point, outputs: Float64Array[], index: number) => void): Float64Array[] {
    const count = this.nodesPerSide * this.nodesPerSide;
    const outputs = Array.from({ length: channels }, () => new Float64Array(count));
    const point = { lat: 0, lon: 0 };
    for (let row = 0; row < this.nodesPerSide; row += 1) {
      for (let column = 0; column < this.nodesPerSide; column += 1) {
        point.lat = this.nodeLats[row] ?? 0;
        point.lon = this.nodeLons[column] ?? 0;
        sample(point, outputs, row * this.nodesPerSide + column);
      }
    }
    return outputs;
  }

  /**
   * Nodes without a value (NaN: a sea field's nodes on land) take the mean of their valued
   * neighbours, ring after ring, so the pixels between them and the valued nodes blend the valued
   * ones only. Left NaN when no node has a value. Changes and answers `nodes`.
   */
  fillGaps(nodes: Float64Array): Float64Array {
    const n = this.nodesPerSide;
    for (let filled = true; filled; ) {
      filled = false;
      const before = Float64Array.from(nodes);
      for (let index = 0; index < nodes.length; index += 1) {
        if (!Number.isNaN(before[index])) continue;
        const row = Math.floor(index / n);
        const column = index % n;
        let sum = 0;
        let count = 0;
        for (let r = Math.max(0, row - 1); r <= Math.min(n - 1, row + 1); r += 1) {
          for (let c = Math.max(0, column - 1); c <= Math.min(n - 1, column + 1); c += 1) {
            const value = before[r * n + c] ?? Number.NaN;
            if (Number.isNaN(value)) continue;
            sum += value;
            count += 1;
          }
        }
        if (count === 0) continue;
        nodes[index] = sum / count;
        filled = true;
      }
    }
    return nodes;
  }

  /**
   * Node values drawn over every pixel, row-major. Written as a·(1-f) + b·f so that a pixel on a
   * node gets the node's value exactly.
   */
  interpolate(nodes: Float64Array): Float64Array {
    const n = this.nodesPerSide;
    const lowerNode = this.#lowerNode;
    const share = this.#share;
    const alongRows = new Float64Array(n * tileSize);
    for (let row = 0; row < n; row += 1) {
      const rowStart = row * n;
      const outStart = row * tileSize;
      for (let px = 0; px < tileSize; px += 1) {
        const left = rowStart + (lowerNode[px] ?? 0);
        const f = share[px] ?? 0;
        alongRows[outStart + px] = (nodes[left] ?? 0) * (1 - f) + (nodes[left + 1] ?? 0) * f;
      }
    }
    const values = new Float64Array(pixels);
    for (let py = 0; py < tileSize; py += 1) {
      const above = (lowerNode[py] ?? 0) * tileSize;
      const below = above + tileSize;
      const f = share[py] ?? 0;
      const outStart = py * tileSize;
      for (let px = 0; px < tileSize; px += 1) {
        values[outStart + px] = (alongRows[above + px] ?? 0) * (1 - f) + (alongRows[below + px] ?? 0) * f;
      }
    }
    return values;
  }

  /** Where a predicate holds, tested at every pixel: for outlines finer than any node spacing (fjords, islets). */
  pixelMask(inside: (point: Point) => boolean): Uint8Array {
    const mask = new Uint8Array(pixels);
    const point = { lat: 0, lon: 0 };
    for (let py = 0; py < tileSize; py += 1) {
      point.lat = this.pixelLats[py] ?? 0;
      for (let px = 0; px < tileSize; px += 1) {
        point.lon = this.pixelLons[px] ?? 0;
        mask[py * tileSize + px] = inside(point) ? 1 : 0;
      }
    }
    return mask;
  }

  /**
   * Where a region predicate holds, per pixel: decided from the nodes inside cells whose four
   * corners agree, and pixel by pixel along the region's edges, so borders stay sharp at any zoom.
   */
  mask(inside: (point: Point) => boolean): Uint8Array {
    const n = this.nodesPerSide;
    const [nodes = new Float64Array(0)] = this.sample(1, (point, [inside0], index) => {
      if (inside0 !== undefined) inside0[index] = inside(point) ? 1 : 0;
    });
    // Per cell: 0 all corners outside, 4 all inside, anything else an edge runs through it.
    const cells = new Uint8Array((n - 1) * (n - 1));
    for (let row = 0; row < n - 1; row += 1) {
      for (let column = 0; column < n - 1; column += 1) {
        const corner = row * n + column;
        cells[row * (n - 1) + column] =
          (nodes[corner] ?? 0) + (nodes[corner + 1] ?? 0) + (nodes[corner + n] ?? 0) + (nodes[corner + n + 1] ?? 0);
      }
    }
    const mask = new Uint8Array(pixels);
    const point = { lat: 0, lon: 0 };
    for (let py = 0; py < tileSize; py += 1) {
      const cellRow = (this.#lowerNode[py] ?? 0) * (n - 1);
      point.lat = this.pixelLats[py] ?? 0;
      for (let px = 0; px < tileSize; px += 1) {
        const corners = cells[cellRow + (this.#lowerNode[px] ?? 0)] ?? 0;
        if (corners === 0) continue;
        if (corners === 4) {
          mask[py * tileSize + px] = 1;
        } else {
          point.lon = this.pixelLons[px] ?? 0;
          mask[py * tileSize + px] = inside(point) ? 1 : 0;
        }
      }
    }
    return mask;
  }
}
