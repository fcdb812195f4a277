import { unitPresets } from '@shared/units';
import { describe, expect, it } from 'vitest';
import type { ShapeContext } from '@renderer/dashboard/display';
import { legendSwatch, seriesColours, shadeOf, type SeriesSpec } from '@renderer/dashboard/forecast/chart-spec';
import { dailyPrecipitationChart, dailyTemperatureChart } from '@renderer/dashboard/forecast/daily';
import { hourlyCharts } from '@renderer/dashboard/forecast/hourly';
import type { DayForecast, HourStep } from '@shared/api/forecasts';

// The charts' colours against the card they are drawn on, in each theme: WCAG's 3:1 for graphics.

/**
 * The dashboard's base styles as written (the renderer project hands a test an empty string for an
 * imported stylesheet, ?raw too), read through Node, which runs these tests under jsdom, from the project's folder.
 */
const nodeProcess = (
  globalThis as unknown as { process: { cwd(): string; getBuiltinModule(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string } } }
).process;
const baseCss = nodeProcess.getBuiltinModule('node:fs').readFileSync(`${nodeProcess.cwd()}/src/renderer/src/styles/base.css`, 'utf8');

/** A custom property of the rule `selector` opens in the dashboard's base styles. */
function themeColour(selector: string, property: string): string {
  const start = baseCss.indexOf(`${selector} {`);
  const end = baseCss.indexOf('}', start);
  const value = new RegExp(`${property}:\\s*(#[0-9a-f]{6})`, 'i').exec(baseCss.slice(start, end))?.[1];
  if (start === -1 || value === undefined) throw new Error(`base.css has no ${property} in ${selector}`);
  return value;
}

const surfaces = {
  light: themeColour(':root', '--surface'),
  dark: themeColour(":root[data-theme='dark']", '--surface'),
};

type Rgba = [number, number, number, number];

function rgba(hex: string): Rgba {
  const channel = (at: number): number => Number.parseInt(hex.slice(at, at + 2), 16);
  return [channel(1), channel(3), channel(5), hex.length === 9 ? channel(7) / 255 : 1];
}

/** `colour` painted over the opaque `ground`, as the canvas composes a see-through fill. */
function over(colour: string, ground: string): Rgba {
  const [r, g, b, a] = rgba(colour);
  const [gr, gg, gb] = rgba(ground);
  return [r * a + gr * (1 - a), g * a + gg * (1 - a), b * a + gb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (value: number): number => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(colour: string, ground: string): number {
  const [light, dark] = [luminance(over(colour, ground)), luminance(rgba(ground))].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** How well a legend box stands out from the card: by its edge where it has one, else by its fill. */
function swatchContrast(series: SeriesSpec, ground: string): number {
  const swatch = legendSwatch(series);
  return Math.max(contrast(swatch.fill, ground), swatch.edgeWidth > 0 ? contrast(swatch.edge, ground) : 0);
}

const context: ShapeContext = {
  now: Date.parse('2026-01-05T09:00:00+02:00'),
  zone: 'Europe/Helsinki',
  locale: 'en',
  language: 'en',
  units: { ...unitPresets.metric, temperature: 'C', wind: 'MS' },
};

const days: DayForecast[] = ['2026-01-05', '2026-01-06', '2026-01-07'].map((date, index) => ({
  date,
  symbol: 'd200',
  maxTemp: 5 + index,
  minTemp: -1 - index,
  maxWindSpeed: 6,
  windDir: 90,
  precipAccum: 2 + index,
  precipProb: 60,
  snowDepth: 0,
  maxTempEnsemble: { p000: 2, p025: 4, p050: 5, p075: 7, p100: 10 },
  minTempEnsemble: { p000: -6, p025: -3, p050: -1, p075: 0, p100: 2 },
  precipAccumEnsemble: { p010: 0.5, p025: 1, p050: 2, p075: 4, p090: 6 },
}));

const hours: HourStep[] = Array.from({ length: 6 }, (_, index) => ({
  time: `2026-01-05T${String(10 + index).padStart(2, '0')}:00+02:00`,
  symbol: 'd300',
  temperature: 5 + index,
  feelsLikeTemp: 2 + index,
  dewPoint: -2,
  windSpeed: 4 + index,
  windGust: 9 + index,
  windDir: 180,
  windDirString: 'S',
  precipProb: 40,
  precipAccum: 0.4 * index,
  cloudiness: 60,
  pressure: 1010 - index,
}));

/** What a chart's legend lists: every series but a band's or whisker's lower edge. */
function legendSeries(series: readonly SeriesSpec[]): SeriesSpec[] {
  return series.filter((entry) => entry.bandBound !== true);
}

const fifteenDays = [dailyTemperatureChart(days, context), dailyPrecipitationChart(days, context)];
const hourly = Object.values(hourlyCharts(hours, context)).filter((chart) => typeof chart === 'object');

function seriesWithId(id: string): SeriesSpec {
  const found = fifteenDays.flatMap((chart) => chart.spec.series).find((series) => series.id === id);
  if (found === undefined) throw new Error(`the 15-day charts have no series ${id}`);
  return found;
}

describe('the forecast charts on the light and the dark card', () => {
  for (const [theme, surface] of Object.entries(surfaces)) {
    it(`${theme}: every series colour stands out from the card by 3:1`, () => {
      for (const [name, colour] of Object.entries(seriesColours)) expect(contrast(colour, surface), name).toBeGreaterThanOrEqual(3);
    });

    it(`${theme}: every box of the 15-day charts' legends stands out from the card by 3:1, the ensemble ranges' too`, () => {
      const listed = fifteenDays.flatMap((chart) => legendSeries(chart.spec.series));
      expect(listed.map((series) => series.id)).toEqual(
        expect.arrayContaining(['max-range-high', 'max-middle-high', 'min-range-high', 'min-middle-high', 'precip-range-high']),
      );
      for (const series of listed) expect(swatchContrast(series, surface), series.label).toBeGreaterThanOrEqual(3);
    });

    it(`${theme}: so does every box of the hourly charts' legends`, () => {
      for (const series of hourly.flatMap((chart) => legendSeries(chart.spec.series))) {
        expect(swatchContrast(series, surface), series.label).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it("fills a band's box with the shade the chart draws it in, edged in its line's colour", () => {
    const bands = dailyTemperatureChart(days, context).spec.series.filter((series) => series.bandTo !== undefined);
    expect(bands).toHaveLength(4);
    for (const band of bands) {
      expect(legendSwatch(band)).toEqual({ shape: 'box', fill: shadeOf(band), edge: band.colour, edgeWidth: 2 });
      // The shade alone is faint by design: the edge is what shows the box.
      expect(contrast(shadeOf(band), surfaces.dark)).toBeLessThan(3);
    }
    expect(contrast(legendSwatch(seriesWithId('max-middle-high')).fill, surfaces.light)).toBeGreaterThan(
      contrast(legendSwatch(seriesWithId('max-range-high')).fill, surfaces.light),
    );
  });

  it('shows a line, a whisker and a bar in their own colour, a whisker as the whiskers are drawn', () => {
    expect(legendSwatch(seriesWithId('maxTemp'))).toEqual({ shape: 'box', fill: seriesColours.max, edge: seriesColours.max, edgeWidth: 2 });
    expect(legendSwatch(seriesWithId('precip-range-high'))).toEqual({ shape: 'whisker', fill: seriesColours.range, edge: seriesColours.range, edgeWidth: 2 });
    expect(legendSwatch(seriesWithId('precipAccum'))).toMatchObject({ fill: seriesColours.precipitation, edgeWidth: 0 });
  });
});
