import { glyphHeight, textWidth } from './bitmap-font';
import { colourAt, type ColourScale, type Rgba } from './colour-scale';
import type { Legend, TileScheme } from './colour-schemes';
import { labelsToDraw, type LabelBox } from './legend-labels';
import { encodePng } from './png';
import { Raster } from './raster';

const legendWidth = 256;
const padding = 4;
const barHeight = 12;
const rowGap = 3;
const tickLength = 3;
const background: Rgba = [255, 255, 255, 255];
/** Mostly see-through scales (clouds) would vanish on white: their bars sit on a dark, map-like ground. */
const darkGround: Rgba = [60, 70, 85, 255];
const ink: Rgba = [30, 30, 40, 255];

/**
 * Where a value sits along the bar: every interval between the scale's stops gets the same width,
 * so fine steps at the light end of a radar scale stay as visible as the coarse ones at the top.
 */
function positionOf(scale: ColourScale, value: number): number {
  const { stops } = scale;
  const last = stops.length - 1;
  const upper = stops.findIndex((stop) => stop.value >= value);
  if (last < 1 || upper === 0) return 0;
  if (upper === -1) return 1;
  const below = stops[upper - 1]?.value ?? 0;
  const above = stops[upper]?.value ?? below;
  return (upper - 1 + (value - below) / (above - below || 1)) / last;
}

function valueAt(scale: ColourScale, position: number): number {
  const { stops } = scale;
  const scaled = position * (stops.length - 1);
  const lower = Math.min(Math.floor(scaled), stops.length - 2);
  const below = stops[lower]?.value ?? 0;
  const above = stops[lower + 1]?.value ?? below;
  return below + (above - below) * (scaled - lower);
}

function formatTick(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Where a legend's bars run across the image, in pixels. */
function barOf(legend: Legend): { barLeft: number; barRight: number; barWidth: number } {
  const labelColumn = Math.max(0, ...legend.rows.map((row) => (row.label === null ? 0 : textWidth(row.label) + 4)));
  const barLeft = padding + labelColumn;
  const barRight = legendWidth - padding - textWidth(legend.axis.unit) - 6;
  return { barLeft, barRight, barWidth: barRight - barLeft };
}

/** The axis's ticks that fall on the bar: where each tick mark goes, where its label would start, and whether it is drawn. */
export function legendTicks(legend: Legend): (LabelBox & { x: number; label: string; drawn: boolean })[] {
  const scale = legend.rows[0]?.scale;
  if (scale === undefined) return [];
  const { axis } = legend;
  const { barLeft, barRight, barWidth } = barOf(legend);
  const first = scale.stops[0]?.value ?? 0;
  const last = scale.stops.at(-1)?.value ?? 0;
  const placed = axis.ticks.flatMap((tick) => {
    const value = axis.fromDisplay(tick);
    if (value < first - 1e-9 || value > last + 1e-9) return [];
    const x = Math.round(barLeft + positionOf(scale, value) * (barWidth - 1));
    const label = formatTick(tick);
    const width = textWidth(label);
    return [{ x, label, width, left: Math.min(Math.max(x - Math.floor(width / 2), 0), barRight - width) }];
  });
  const drawn = labelsToDraw(placed);
  return placed.map((tick, index) => ({ ...tick, drawn: drawn[index] === true }));
}

function drawScaleLegend(legend: Legend): Raster {
  const unitWidth = textWidth(legend.axis.unit);
  const { barLeft, barWidth } = barOf(legend);
  const barsHeight = legend.rows.length * (barHeight + rowGap) - rowGap;
  const height = padding + barsHeight + tickLength + 1 + glyphHeight + padding;
  const raster = new Raster(legendWidth, height, background);

  legend.rows.forEach((row, index) => {
    const top = padding + index * (barHeight + rowGap);
    if (Math.min(...row.scale.stops.map((stop) => stop.colour[3])) < 128) {
      raster.fillRect(barLeft, top, barWidth, barHeight, darkGround, false);
    }
    for (let x = 0; x < barWidth; x += 1) {
      const colour = colourAt(row.scale, valueAt(row.scale, (x + 0.5) / barWidth));
      raster.fillRect(barLeft + x, top, 1, barHeight, colour);
    }
    if (row.label !== null) raster.text(padding, top + Math.floor((barHeight - glyphHeight) / 2), row.label, ink);
  });

  const tickTop = padding + barsHeight;
  for (const tick of legendTicks(legend)) {
    raster.fillRect(tick.x, tickTop, 1, tickLength, ink);
    if (tick.drawn) raster.text(tick.left, tickTop + tickLength + 1, tick.label, ink);
  }
  raster.text(legendWidth - padding - unitWidth, tickTop + tickLength + 1, legend.axis.unit, ink);
  return raster;
}

/** The contour layer has no colour scale: its legend shows a line and what it means. */
function drawContourLegend(intervalHpa: number, colour: Rgba): Raster {
  const raster = new Raster(legendWidth, padding * 2 + glyphHeight + 4, background);
  const middle = padding + 2 + Math.floor(glyphHeight / 2);
  raster.line(padding, middle, padding + 40, middle, colour, 2);
  raster.text(padding + 48, padding + 2, `isobars every ${intervalHpa} hPa`, ink);
  return raster;
}

/** The legend of a colour scheme as a PNG image: colour bars with ticks labelled in the scheme's unit. */
export function renderLegend(scheme: TileScheme): Buffer {
  const raster = scheme.paint === 'contour' ? drawContourLegend(scheme.intervalHpa, scheme.colour) : drawScaleLegend(scheme.legend);
  return encodePng(raster.width, raster.height, raster.data, true);
}
