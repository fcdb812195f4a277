import type { Atmosphere } from '../atmosphere/atmosphere';
import { convertWind } from '../http/format';
import type { WindUnit } from '../http/params';
import { textWidth } from './bitmap-font';
import { colourAt, type ColourScale, type Rgba } from './colour-scale';
import { Raster } from './raster';
import { frameWeather } from './tile-fields';
import { pixelToPoint, tileSize, type TileAddress } from './web-mercator';

/** The tile path's windunit values and the point endpoints' names for the same units. */
export const tileWindUnits = { ms: 'MS', knots: 'KTS', kmh: 'KMH', mph: 'MPH' } as const satisfies Record<string, WindUnit>;
export type TileWindUnit = keyof typeof tileWindUnits;

/** One arrow per cell of this many pixels, so arrows keep their spacing across tile edges at every zoom. */
const arrowCell = 64;
const outline: Rgba = [20, 20, 30, 255];
const labelColour: Rgba = [20, 20, 30, 255];
const labelHalo: Rgba = [255, 255, 255, 200];

/** Arrow length grows with speed, so the picture reads the same whatever unit labels it. */
function arrowLength(metresPerSecond: number): number {
  return Math.min(44, 10 + metresPerSecond * 1.6);
}

/**
 * The wind symbol layer: at the centre of each cell an arrow pointing where the wind blows to,
 * coloured and sized by speed, with the speed written in the requested unit at its tail.
 */
export function drawWindArrows(
  tile: TileAddress,
  time: Date,
  now: Date,
  atmosphere: Atmosphere,
  scale: ColourScale,
  unit: TileWindUnit,
): Uint8Array {
  const weatherAt = frameWeather(time, now, atmosphere);
  const raster = new Raster(tileSize, tileSize);
  for (let cy = arrowCell / 2; cy < tileSize; cy += arrowCell) {
    for (let cx = arrowCell / 2; cx < tileSize; cx += arrowCell) {
      const weather = weatherAt(pixelToPoint(tile, cx, cy));
      const towards = ((weather.windDir + 180) * Math.PI) / 180;
      const dx = Math.sin(towards);
      const dy = -Math.cos(towards);
      const half = arrowLength(weather.windSpeed) / 2;
      const head = { x: cx + dx * half, y: cy + dy * half };
      const tail = { x: cx - dx * half, y: cy - dy * half };
      const barbs = [towards + (5 * Math.PI) / 6, towards - (5 * Math.PI) / 6].map((angle) => ({
        x: head.x + Math.sin(angle) * 7,
        y: head.y - Math.cos(angle) * 7,
      }));
      const colour = colourAt(scale, weather.windSpeed);
      for (const [stroke, thickness] of [[outline, 4], [colour, 2]] as const) {
        raster.line(tail.x, tail.y, head.x, head.y, stroke, thickness);
        for (const barb of barbs) raster.line(head.x, head.y, barb.x, barb.y, stroke, thickness);
      }
      const label = String(Math.round(convertWind(weather.windSpeed, tileWindUnits[unit])));
      const labelX = Math.round(tail.x - dx * 9 - textWidth(label) / 2);
      const labelY = Math.round(tail.y - dy * 9 - 3);
      raster.text(labelX, labelY, label, labelColour, labelHalo);
    }
  }
  return raster.data;
}
