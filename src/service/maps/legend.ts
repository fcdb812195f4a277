import { glyphHeight, textWidth } from './bitmap-font';
import { colourAt, type ColourScale, type Rgba } from './colour-scale';
import type { Legend, TileScheme } from './colour-schemes';
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

function drawScaleLegend(legend: Legend): Raster {
  const labelColumn = Math.max(0, ...legend.rows.map((row) => (row.label === null ? 0 : textWidth(row.label) + 4)));
  const unitWidth = textWidth(legend.axis.unit);
  const barLeft = padding + labelColumn;
  const barRight = legendWidth - padding - unitWidth - 6;
  const barWidth = barRight - barLeft;
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

  const axisScale = legend.rows[0]?.scale;
  const tickTop = padding + barsHeight;
  let freeFrom = 0;
  for (const tick of legend.axis.ticks) {
    if (axisScale === undefined) break;
    const value = legend.axis.fromDisplay(tick);
    const first = axisScale.stops[0]?.value ?? value;
    const last = axisScale.stops.at(-1)?.value ?? value;
    if (value < first - 1e-9 || value > last + 1e-9) continue;
    const x = Math.round(barLeft + positionOf(axisScale, value) * (barWidth - 1));
    raster.fillRect(x, tickTop, 1, tickLength, ink);
    const label = formatTick(tick);
    const labelLeft = Math.min(Math.max(x - Math.floor(textWidth(label) / 2), 0), barRight - textWidth(label));
    if (labelLeft < freeFrom) continue;
    raster.text(labelLeft, tickTop + tickLength + 1, label, ink);
    freeFrom = labelLeft + textWidth(label) + 4;
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
