import type { ColourScale, ColourStop, Rgba } from './colour-scale';
import { transparent } from './colour-scale';
import type { LayerDefinition, LayerRender } from './layer-catalogue';

/** How a legend labels a scale: ticks in a display unit, placed where their value falls on the scale. */
export interface LegendAxis {
  unit: string;
  ticks: readonly number[];
  /** A tick's value in the layer's own unit. */
  fromDisplay(value: number): number;
}

export interface LegendRow {
  label: string | null;
  scale: ColourScale;
}

export interface Legend {
  axis: LegendAxis;
  rows: readonly LegendRow[];
}

/** What a colour scheme makes of a layer's values: the painter to use and its colours. */
export type TileScheme =
  | { paint: 'scalar'; scale: ColourScale; legend: Legend }
  | { paint: 'precipitation'; rain: ColourScale; sleet: ColourScale; snow: ColourScale; legend: Legend; outsideCoverage: Rgba | null }
  | { paint: 'contour'; intervalHpa: number; colour: Rgba }
  | { paint: 'satellite'; land: Rgba; sea: Rgba; clouds: ColourScale; legend: Legend }
  | { paint: 'arrows'; scale: ColourScale; legend: Legend };

type Rgb = readonly [number, number, number];

function stops(colours: readonly (readonly [number, Rgb])[], alpha: number): ColourStop[] {
  return colours.map(([value, [r, g, b]]) => ({ value, colour: [r, g, b, alpha] }));
}

function scalar(scale: ColourScale, axis: LegendAxis, label: string | null = null): TileScheme {
  return { paint: 'scalar', scale, legend: { axis, rows: [{ label, scale }] } };
}

function blended(colours: readonly (readonly [number, Rgb])[], alpha: number): ColourScale {
  return { stops: stops(colours, alpha), blend: true };
}

/**
 * A scale's colours placed at round values of another unit (°F, mph, inches), converted back into
 * the layer's own: a unit's scheme bands its colours where its own legend's numbers are, as a
 * service's °F map does, so it draws differently from the metric one, not only labels it apart.
 */
function placedAt(colours: readonly (readonly [number, Rgb])[], displayValues: readonly number[], fromDisplay: (value: number) => number) {
  if (displayValues.length !== colours.length) throw new Error('a unit scheme needs one display value per colour');
  return colours.map(([, colour], index): readonly [number, Rgb] => [fromDisplay(displayValues[index] ?? 0), colour]);
}

const identity = (value: number) => value;
const fromFahrenheit = (value: number) => ((value - 32) * 5) / 9;
const fromMph = (value: number) => value / 2.236936;
const fromInches = (value: number) => value * 2.54;

const celsius: LegendAxis = { unit: '°C', ticks: [-40, -30, -20, -10, 0, 10, 20, 30, 40], fromDisplay: identity };
const fahrenheit: LegendAxis = { unit: '°F', ticks: [-40, -20, 0, 20, 40, 60, 80, 100], fromDisplay: fromFahrenheit };

/** Transparent overlays let the base map show through; the -noalpha variants are opaque. */
const overlayAlpha = 190;
const opaque = 255;

const temperatureColours: readonly (readonly [number, Rgb])[] = [
  [-40, [120, 0, 140]],
  [-30, [140, 60, 220]],
  [-20, [60, 90, 230]],
  [-10, [60, 170, 250]],
  [-5, [140, 215, 255]],
  [0, [210, 245, 250]],
  [5, [150, 230, 140]],
  [10, [90, 200, 80]],
  [15, [230, 230, 80]],
  [20, [250, 190, 50]],
  [25, [245, 130, 40]],
  [30, [230, 60, 40]],
  [35, [180, 20, 50]],
  [40, [120, 0, 60]],
  [50, [80, 0, 40]],
];

/** Freezing stays at 32 °F; the other colours fall on round °F values. */
const temperatureColoursFahrenheit = placedAt(temperatureColours, [-40, -20, 0, 15, 25, 32, 40, 50, 60, 70, 80, 90, 100, 110, 120], fromFahrenheit);

const seaColours: readonly (readonly [number, Rgb])[] = [
  [-2, [90, 50, 160]],
  [0, [60, 90, 200]],
  [5, [40, 150, 220]],
  [10, [60, 200, 200]],
  [15, [120, 220, 140]],
  [20, [230, 230, 90]],
  [25, [250, 160, 50]],
  [30, [220, 50, 40]],
  [34, [150, 20, 60]],
];

const windColours: readonly (readonly [number, Rgb])[] = [
  [0, [240, 240, 255]],
  [2, [180, 220, 250]],
  [4, [120, 200, 220]],
  [6, [100, 200, 120]],
  [8, [170, 220, 60]],
  [10, [250, 220, 40]],
  [13, [250, 150, 40]],
  [16, [240, 70, 40]],
  [20, [200, 30, 90]],
  [25, [150, 30, 150]],
  [32, [90, 20, 120]],
];
const windColoursMph = placedAt(windColours, [0, 5, 10, 15, 20, 25, 30, 35, 45, 55, 70], fromMph);
const metresPerSecond: LegendAxis = { unit: 'm/s', ticks: [0, 5, 10, 15, 20, 25, 30], fromDisplay: identity };
const milesPerHour: LegendAxis = { unit: 'mph', ticks: [0, 10, 20, 30, 40, 50, 60, 70], fromDisplay: fromMph };

const percent: LegendAxis = { unit: '%', ticks: [0, 25, 50, 75, 100], fromDisplay: identity };

const cloudOverlay: ColourScale = {
  stops: [
    { value: 0, colour: [255, 255, 255, 0] },
    { value: 25, colour: [245, 246, 250, 90] },
    { value: 50, colour: [225, 228, 235, 150] },
    { value: 75, colour: [200, 204, 214, 200] },
    { value: 100, colour: [175, 180, 192, 235] },
  ],
  blend: true,
};
const cloudOverSky: ColourScale = {
  stops: stops(
    [
      [0, [110, 160, 215]],
      [25, [150, 185, 225]],
      [50, [190, 205, 225]],
      [75, [215, 220, 228]],
      [100, [235, 236, 240]],
    ],
    opaque,
  ),
  blend: true,
};

const satelliteClouds: ColourScale = {
  stops: [
    { value: 0, colour: [255, 255, 255, 0] },
    { value: 30, colour: [230, 232, 236, 80] },
    { value: 60, colour: [235, 236, 240, 170] },
    { value: 100, colour: [250, 250, 252, 245] },
  ],
  blend: true,
};
const satelliteSea: Rgba = [16, 28, 52, 255];
const satelliteLand: Rgba = [52, 62, 48, 255];

/** Radar intensity steps, mm/h; every precipitation type shares them so one axis labels all rows. */
const precipitationSteps = [0.1, 0.3, 0.6, 1, 2, 4, 8, 16, 32, 64] as const;
/** Below this nothing is drawn: lighter echoes are clutter on real radar. */
export const precipitationThreshold = 0.1;

/** Category colours held from each value up to the next. */
function stepped(values: readonly number[], colours: readonly Rgb[], alpha: number): ColourScale {
  return {
    stops: values.map((value, index) => {
      const [r, g, b] = colours[Math.min(index, colours.length - 1)] ?? [0, 0, 0];
      return { value, colour: [r, g, b, alpha] };
    }),
    blend: false,
  };
}

function precipitationScale(values: readonly number[], colours: readonly Rgb[], alpha: number): ColourScale {
  return { ...stepped(values, colours, alpha), floor: { value: precipitationThreshold, colour: transparent } };
}

const rainColours: readonly Rgb[] = [
  [155, 215, 250], [110, 180, 245], [60, 140, 235], [30, 100, 220], [20, 160, 80],
  [110, 200, 40], [250, 215, 0], [250, 130, 0], [225, 30, 30], [160, 0, 110],
];
const europeanRainColours: readonly Rgb[] = [
  [170, 235, 255], [100, 200, 255], [40, 140, 255], [0, 80, 255], [0, 200, 0],
  [0, 150, 0], [255, 255, 0], [255, 150, 0], [255, 0, 0], [200, 0, 200],
];
const sleetColours: readonly Rgb[] = [
  [245, 200, 235], [240, 180, 228], [230, 150, 215], [218, 122, 203], [205, 95, 190],
  [185, 72, 175], [160, 50, 160], [135, 35, 140], [110, 20, 120], [90, 10, 100],
];
const snowColours: readonly Rgb[] = [
  [225, 245, 255], [205, 235, 252], [185, 225, 250], [160, 210, 247], [135, 195, 245],
  [112, 172, 238], [90, 150, 230], [75, 125, 220], [60, 100, 210], [45, 75, 190],
];
const millimetresPerHour: LegendAxis = { unit: 'mm/h', ticks: [0.1, 0.6, 2, 8, 32], fromDisplay: identity };

function precipitationScheme(rain: readonly Rgb[], alpha: number, outsideCoverage: Rgba | null): TileScheme {
  const scales = {
    rain: precipitationScale(precipitationSteps, rain, alpha),
    sleet: precipitationScale(precipitationSteps, sleetColours, alpha),
    snow: precipitationScale(precipitationSteps, snowColours, alpha),
  };
  return {
    paint: 'precipitation',
    ...scales,
    outsideCoverage,
    legend: {
      axis: millimetresPerHour,
      rows: [
        { label: 'rain', scale: scales.rain },
        { label: 'sleet', scale: scales.sleet },
        { label: 'snow', scale: scales.snow },
      ],
    },
  };
}

/** The radar-coverage scheme greys out where the radar network does not see. */
const noCoverageShade: Rgba = [110, 110, 110, 110];

const uvScale = (alpha: number): ColourScale => ({
  // WHO bands of the rounded index: low 0-2, moderate 3-5, high 6-7, very high 8-10, extreme 11+.
  stops: stops(
    [
      [-0.5, [90, 180, 60]],
      [2.5, [250, 215, 0]],
      [5.5, [245, 130, 0]],
      [7.5, [220, 30, 30]],
      [10.5, [150, 60, 200]],
      [16, [150, 60, 200]],
    ],
    alpha,
  ),
  blend: false,
});
const uvAxis: LegendAxis = { unit: 'UV', ticks: [0, 3, 6, 8, 11], fromDisplay: (value) => value - 0.5 };

const pressureScale = (alpha: number): ColourScale => ({
  stops: stops(
    [
      [950, [120, 0, 120]],
      [970, [60, 60, 200]],
      [990, [60, 150, 230]],
      [1005, [150, 215, 240]],
      [1013, [240, 240, 240]],
      [1020, [250, 215, 140]],
      [1030, [245, 150, 70]],
      [1045, [200, 60, 40]],
      [1060, [130, 20, 20]],
    ],
    alpha,
  ),
  blend: true,
});
const hectopascals: LegendAxis = { unit: 'hPa', ticks: [960, 980, 1000, 1020, 1040], fromDisplay: identity };

const aqiBands: readonly number[] = [0, 50.5, 100.5, 150.5, 200.5, 300.5, 500];
const aqiScale = (colours: readonly Rgb[], alpha: number) => stepped(aqiBands, colours, alpha);
// The EPA's category colours, and a muted set for busy base maps.
const aqiColours: readonly Rgb[] = [[0, 228, 0], [255, 255, 0], [255, 126, 0], [255, 0, 0], [143, 63, 151], [126, 0, 35]];
const aqiMutedColours: readonly Rgb[] = [
  [120, 190, 120], [230, 220, 120], [235, 175, 110], [225, 120, 110], [170, 130, 180], [150, 100, 110],
];
const aqiAxis: LegendAxis = { unit: 'AQI', ticks: [0, 50, 100, 150, 200, 300, 500], fromDisplay: identity };

const snowDepthColours: readonly (readonly [number, Rgb])[] = [
  [0.5, [235, 245, 255]],
  [5, [190, 215, 250]],
  [10, [150, 185, 245]],
  [20, [110, 150, 235]],
  [40, [80, 110, 220]],
  [80, [90, 70, 200]],
  [150, [130, 50, 170]],
  [300, [160, 40, 140]],
];
const snowDepthScale = (colours: readonly (readonly [number, Rgb])[]): ColourScale => ({
  stops: stops(colours, 220),
  blend: true,
  floor: { value: 0.5, colour: transparent },
});
const centimetres: LegendAxis = { unit: 'cm', ticks: [1, 10, 20, 40, 80, 150, 300], fromDisplay: identity };
const inches: LegendAxis = { unit: 'in', ticks: [1, 4, 8, 16, 32, 60, 120], fromDisplay: fromInches };

/** Pollen is drawn by the specification's rating (1 low ... 4 very high); 0 is not drawn. */
const pollenScale: ColourScale = {
  stops: stops(
    [
      [0.5, [170, 220, 120]],
      [1.5, [255, 230, 80]],
      [2.5, [255, 150, 50]],
      [3.5, [230, 40, 40]],
      [4, [230, 40, 40]],
    ],
    200,
  ),
  blend: false,
  floor: { value: 0.5, colour: transparent },
};
const pollenAxis: LegendAxis = { unit: 'level', ticks: [1, 2, 3, 4], fromDisplay: (value) => value - 0.5 };

const hourlyAccumulation = [0.1, 0.3, 0.6, 1, 2, 4, 8, 16, 32, 64];
const dailyAccumulation = [0.1, 1, 2.5, 5, 10, 20, 40, 80, 160, 300];

/** Every colour scheme the capture lists, by layer kind. */
function schemesOf(render: LayerRender): Record<string, TileScheme> {
  switch (render.kind) {
    case 'temperature':
      return {
        default: scalar(blended(temperatureColours, overlayAlpha), celsius),
        'tempdata-mapped-noalpha': scalar(blended(temperatureColours, opaque), celsius),
        'temp-fahrenheit': scalar(blended(temperatureColoursFahrenheit, overlayAlpha), fahrenheit),
        'temp-fahrenheit-noalpha': scalar(blended(temperatureColoursFahrenheit, opaque), fahrenheit),
      };
    case 'seaTemperature':
      // The bar is labelled "sea": its colours are drawn over the sea only, land stays clear.
      return {
        default: scalar(blended(seaColours, 220), { unit: '°C', ticks: [0, 5, 10, 15, 20, 25, 30], fromDisplay: identity }, 'sea'),
        'sea-temp-fahrenheit': scalar(
          blended(placedAt(seaColours, [28, 32, 40, 50, 60, 70, 80, 90, 95], fromFahrenheit), 220),
          { unit: '°F', ticks: [30, 40, 50, 60, 70, 80, 90], fromDisplay: fromFahrenheit },
          'sea',
        ),
      };
    case 'windSpeed':
      return {
        default: scalar(blended(windColours, overlayAlpha), metresPerSecond),
        'winds-noalpha': scalar(blended(windColours, opaque), metresPerSecond),
        'winds-mph': scalar(blended(windColoursMph, overlayAlpha), milesPerHour),
        'winds-mph-noalpha': scalar(blended(windColoursMph, opaque), milesPerHour),
      };
    case 'windSymbols': {
      const scale = blended(windColours.slice(3), opaque);
      return { default: { paint: 'arrows', scale, legend: { axis: metresPerSecond, rows: [{ label: null, scale }] } } };
    }
    case 'cloudCover':
      return { default: scalar(cloudOverlay, percent), 'cloudpretty-noalpha': scalar(cloudOverSky, percent) };
    case 'satellite':
      return {
        default: {
          paint: 'satellite',
          land: satelliteLand,
          sea: satelliteSea,
          clouds: satelliteClouds,
          legend: { axis: percent, rows: [{ label: null, scale: satelliteClouds }] },
        },
      };
    case 'precipitation':
      return {
        default: precipitationScheme(rainColours, 230, null),
        'data-pt-lw': precipitationScheme(rainColours, 150, null),
      };
    case 'radar':
      return {
        default: precipitationScheme(rainColours, 230, transparent),
        'radar-coverage': precipitationScheme(rainColours, 230, noCoverageShade),
        'radar-nomask': precipitationScheme(rainColours, 230, null),
        'radar-eu': precipitationScheme(europeanRainColours, 230, transparent),
      };
    case 'accumulation':
      return {
        default: scalar(precipitationScale(render.hours === 1 ? hourlyAccumulation : dailyAccumulation, rainColours, 230), {
          unit: 'mm',
          ticks: render.hours === 1 ? [0.1, 1, 4, 16, 64] : [1, 5, 20, 80, 300],
          fromDisplay: identity,
        }),
      };
    case 'uvIndex':
      return { default: scalar(uvScale(overlayAlpha), uvAxis), 'uvi-noalpha': scalar(uvScale(opaque), uvAxis) };
    case 'pressure':
      return { default: scalar(pressureScale(170), hectopascals), 'pres-color-noalpha': scalar(pressureScale(opaque), hectopascals) };
    case 'pressureContour':
      return {
        default: {
          paint: 'contour',
          intervalHpa: 4,
          colour: [30, 30, 50, 230],
        },
      };
    case 'airQuality':
      return {
        default: scalar(aqiScale(aqiColours, overlayAlpha), aqiAxis),
        'aqi-noalpha': scalar(aqiScale(aqiColours, opaque), aqiAxis),
        'aqi-muted-transparent': scalar(aqiScale(aqiMutedColours, 160), aqiAxis),
        'aqi-muted-noalpha': scalar(aqiScale(aqiMutedColours, opaque), aqiAxis),
      };
    case 'snowDepth':
      return {
        default: scalar(snowDepthScale(snowDepthColours), centimetres),
        'snow-depth-in': scalar(snowDepthScale(placedAt(snowDepthColours, [0.2, 1, 3, 6, 12, 24, 48, 120], fromInches)), inches),
      };
    case 'pollen':
      return { default: scalar(pollenScale, pollenAxis) };
  }
}

const cache = new Map<string, TileScheme>();

/** The scheme a layer draws with, or undefined when the layer does not list that colour scheme. */
export function tileScheme(layer: LayerDefinition, name: string): TileScheme | undefined {
  if (!layer.colorschemes.includes(name)) return undefined;
  const key = `${layer.id}/${name}`;
  let scheme = cache.get(key);
  if (scheme === undefined) {
    scheme = schemesOf(layer.render)[name];
    if (scheme === undefined) throw new Error(`layer ${layer.id} lists colour scheme ${name} but none is defined`);
    cache.set(key, scheme);
  }
  return scheme;
}
