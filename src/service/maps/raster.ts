import { textPixels } from './bitmap-font';
import type { Rgba } from './colour-scale';

/** A small RGBA drawing surface: blended pixels, rectangles, thick lines and bitmap text. */
export class Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;

  constructor(width: number, height: number, background: Rgba = [0, 0, 0, 0]) {
    this.width = width;
    this.height = height;
    this.data = new Uint8Array(width * height * 4);
    this.fillRect(0, 0, width, height, background, false);
  }

  /** Source-over blending, so strokes keep their edges on a transparent tile. */
  blend(x: number, y: number, colour: Rgba): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 4;
    const alpha = colour[3] / 255;
    const below = (this.data[at + 3] ?? 0) / 255;
    const out = alpha + below * (1 - alpha);
    if (out === 0) return;
    for (let channel = 0; channel < 3; channel += 1) {
      const mixed = ((colour[channel] ?? 0) * alpha + (this.data[at + channel] ?? 0) * below * (1 - alpha)) / out;
      this.data[at + channel] = Math.round(mixed);
    }
    this.data[at + 3] = Math.round(out * 255);
  }

  fillRect(x: number, y: number, width: number, height: number, colour: Rgba, blend = true): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row += 1) {
      for (let column = Math.max(0, x); column < Math.min(this.width, x + width); column += 1) {
        if (blend) {
          this.blend(column, row, colour);
        } else {
          this.data.set(colour, (row * this.width + column) * 4);
        }
      }
    }
  }

  /** A line `thickness` pixels wide, stamped as squares along its length. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgba, thickness: number): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    const offset = Math.floor(thickness / 2);
    const stamped = new Set<number>();
    for (let step = 0; step <= steps; step += 1) {
      const x = Math.round(x0 + ((x1 - x0) * step) / steps) - offset;
      const y = Math.round(y0 + ((y1 - y0) * step) / steps) - offset;
      for (let dy = 0; dy < thickness; dy += 1) {
        for (let dx = 0; dx < thickness; dx += 1) {
          const key = (y + dy) * this.width + (x + dx);
          if (stamped.has(key)) continue;
          stamped.add(key);
          this.blend(x + dx, y + dy, colour);
        }
      }
    }
  }

  /** Text with its top-left corner at (x, y); a halo keeps it legible on any background. */
  text(x: number, y: number, text: string, colour: Rgba, halo?: Rgba): void {
    const pixels = textPixels(text);
    if (halo !== undefined) {
      const haloPixels = new Set<number>();
      for (const pixel of pixels) {
        for (let dy = -1; dy <= 1; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const haloX = x + pixel.x + dx;
            const haloY = y + pixel.y + dy;
            if (haloX >= 0 && haloY >= 0 && haloX < this.width && haloY < this.height) haloPixels.add(haloY * this.width + haloX);
          }
        }
      }
      for (const key of haloPixels) this.blend(key % this.width, Math.floor(key / this.width), halo);
    }
    for (const pixel of pixels) this.blend(x + pixel.x, y + pixel.y, colour);
  }
}
