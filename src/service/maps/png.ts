import { PNG } from 'pngjs';

/**
 * PNG bytes from RGBA pixels. Settings measured on 256x256 tiles (bench/service-tiles.ts): no row
 * filter and deflate level 3 encode in about 1.5 ms to some 20 KB; adaptive filtering costs four
 * times as much, and level 6 twice as much for two thirds of the size. Opaque images drop the
 * alpha channel, which decoders read back as 255.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array, opaque: boolean): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return PNG.sync.write(png, {
    colorType: opaque ? 2 : 6,
    inputColorType: 6,
    filterType: 0,
    deflateLevel: 3,
    deflateStrategy: 0,
  });
}
