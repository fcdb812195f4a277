import type { MapLayerExtent } from '@shared/api/maps';
import type { Species } from '../products/other/pollen/thresholds';
import type { RadarRegion } from './radar-regions';

/** What a layer draws, and from which part of the atmosphere. */
export type LayerRender =
  | { kind: 'temperature' }
  | { kind: 'seaTemperature' }
  | { kind: 'windSymbols' }
  | { kind: 'windSpeed' }
  | { kind: 'cloudCover' }
  | { kind: 'satellite' }
  | { kind: 'precipitation' }
  | { kind: 'radar'; region: RadarRegion }
  | { kind: 'accumulation'; hours: number; region: RadarRegion }
  | { kind: 'uvIndex' }
  | { kind: 'pressure' }
  | { kind: 'pressureContour' }
  | { kind: 'airQuality' }
  | { kind: 'snowDepth' }
  | { kind: 'pollen'; species: Species };

/**
 * A layer's time steps, in minutes relative to its base time: the latest step of the first
 * segment at or before now. History reaches back from the base; each segment continues at its
 * step until its horizon. Steps sit on a grid of whole multiples of the step since the epoch,
 * shifted by `offsetMinutes` (daily UV frames are at 12:00 UTC).
 */
export interface LayerSchedule {
  historyMinutes: number;
  segments: readonly { stepMinutes: number; untilMinutes: number }[];
  offsetMinutes?: number;
}

export interface LayerDefinition {
  id: number;
  attribution: string | null;
  type: 'png' | 'windsvg';
  title: string;
  description: string;
  formats: readonly string[];
  /** The first is the default. */
  colorschemes: readonly string[];
  extent: MapLayerExtent;
  schedule: LayerSchedule;
  render: LayerRender;
}

const hour = 60;
const day = 24 * hour;

/** Copernicus's pollen forecasts for Europe: one family, alike but for the species. */
function pollenForecast(id: number, species: Species, name: string): LayerDefinition {
  return {
    id,
    attribution: 'Copernicus Climate Change Service',
    type: 'png',
    title: `${name} pollen forecast`,
    description: `${name} pollen forecast for Europe`,
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: 21.9889, maxLat: 74.0391, minLon: -44.967, maxLon: 45.0549, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: hour, untilMinutes: day }, { stepMinutes: 3 * hour, untilMinutes: 3 * day + 12 * hour }] },
    render: { kind: 'pollen', species },
  };
}

/**
 * The 41 layers of the captured capabilities response: ids, titles, descriptions, types,
 * colour schemes, extents and attribution as captured. Time steps follow the specification's
 * standard layers table where it lists the layer and the capture otherwise; the times themselves
 * roll with the clock (see layer-times.ts).
 */
export const layerCatalogue: readonly LayerDefinition[] = [
  {
    id: 2,
    attribution: null,
    type: 'png',
    title: 'Temperature',
    description: 'Global surface temperature',
    formats: ['image/png'],
    colorschemes: ['default', 'tempdata-mapped-noalpha', 'temp-fahrenheit', 'temp-fahrenheit-noalpha'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 0, segments: [{ stepMinutes: hour, untilMinutes: 36 * hour }, { stepMinutes: 3 * hour, untilMinutes: 5 * day + 12 * hour }] },
    render: { kind: 'temperature' },
  },
  {
    id: 3,
    attribution: null,
    type: 'windsvg',
    title: 'Wind symbol',
    description: 'Wind symbol with wind speed and direction',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 0, segments: [{ stepMinutes: hour, untilMinutes: 36 * hour }, { stepMinutes: 3 * hour, untilMinutes: 3 * day + 12 * hour }] },
    render: { kind: 'windSymbols' },
  },
  {
    id: 4,
    attribution: null,
    type: 'png',
    title: 'Cloud cover',
    description: 'Global cloud cover forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'cloudpretty-noalpha'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 0, segments: [{ stepMinutes: hour, untilMinutes: 36 * hour }, { stepMinutes: 3 * hour, untilMinutes: 3 * day + 12 * hour }] },
    render: { kind: 'cloudCover' },
  },
  {
    id: 8,
    attribution: null,
    type: 'png',
    title: 'Wind',
    description: 'Global wind forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'winds-noalpha', 'winds-mph', 'winds-mph-noalpha'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: hour, untilMinutes: 36 * hour }, { stepMinutes: 3 * hour, untilMinutes: 3 * day + 12 * hour }] },
    render: { kind: 'windSpeed' },
  },
  {
    id: 5,
    attribution: 'EUMETNET',
    type: 'png',
    title: 'Europe precipitation radar and forecast',
    description: 'Radar + radar forecast + cell simulated precipitation with precipitation type (EU)',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage'],
    extent: { minLat: -40.89080609, maxLat: 79.171, minLon: -89.91202346, maxLon: 89.91202346, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 15, untilMinutes: 105 }, { stepMinutes: 3 * hour, untilMinutes: 3 * day }] },
    render: { kind: 'radar', region: 'europe' },
  },
  {
    id: 10,
    attribution: 'NWS, EC',
    type: 'png',
    title: 'North America radar and precipitation forecast',
    description: 'Radar + radar forecast + cell simulated precipitation with precipitation type (North America)',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage'],
    extent: { minLat: -72.8, maxLat: 72.8, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 10, untilMinutes: 105 }, { stepMinutes: 3 * hour, untilMinutes: 3 * day }] },
    render: { kind: 'radar', region: 'northAmerica' },
  },
  {
    id: 39,
    attribution: null,
    type: 'png',
    title: 'Eastern Asia radar and precipitation forecast',
    description: 'Radar + radar forecast + cell simulated precipitation with precipitation type (Eastern Asia)',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage', 'radar-nomask'],
    extent: { minLat: 0, maxLat: 67, minLon: 90, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 5, untilMinutes: 105 }, { stepMinutes: 3 * hour, untilMinutes: 3 * day }] },
    render: { kind: 'radar', region: 'easternAsia' },
  },
  {
    id: 21,
    attribution: 'BOM AU',
    type: 'png',
    title: 'Australia precipitation radar and forecast',
    description: 'Radar + radar forecast + cell simulated precipitation with precipitation type (Australia)',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage', 'radar-nomask'],
    extent: { minLat: -72.8, maxLat: 72.8, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 10, untilMinutes: 105 }, { stepMinutes: 3 * hour, untilMinutes: 3 * day }] },
    render: { kind: 'radar', region: 'australia' },
  },
  {
    id: 14,
    attribution: 'Copyright 2022 EUMETSAT',
    type: 'png',
    title: 'Satellite',
    description: 'Cloud cover from satellite',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: -79.171, maxLat: 79.171, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 6 * hour, segments: [{ stepMinutes: hour, untilMinutes: 0 }] },
    render: { kind: 'satellite' },
  },
  {
    id: 22,
    attribution: null,
    type: 'png',
    title: 'Precipitation forecast',
    description: 'Global precipitation forecast with precipitation type',
    formats: ['image/png'],
    colorschemes: ['default', 'data-pt-lw'],
    extent: { minLat: -65.0116, maxLat: 79.963, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 6 * hour, segments: [{ stepMinutes: 15, untilMinutes: 16 * hour }, { stepMinutes: 3 * hour, untilMinutes: 3 * day }] },
    render: { kind: 'precipitation' },
  },
  {
    id: 9,
    attribution: null,
    type: 'png',
    title: 'UV Index',
    description: 'Global UV index forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'uvi-noalpha'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: day, untilMinutes: 5 * day }], offsetMinutes: 12 * hour },
    render: { kind: 'uvIndex' },
  },
  {
    id: 43,
    attribution: null,
    type: 'png',
    title: 'Sea temperature',
    description: 'Global sea temperature',
    formats: ['image/png'],
    colorschemes: ['default', 'sea-temp-fahrenheit'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: hour, untilMinutes: 36 * hour }, { stepMinutes: 3 * hour, untilMinutes: 3 * day + 12 * hour }] },
    render: { kind: 'seaTemperature' },
  },
  {
    id: 81,
    attribution: null,
    type: 'png',
    title: 'Mean sea level pressure',
    description: 'Mean sea level pressure (contour)',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 4, maxZoom: 14 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 3 * hour, untilMinutes: 4 * day }] },
    render: { kind: 'pressureContour' },
  },
  {
    id: 80,
    attribution: null,
    type: 'png',
    title: 'Mean sea level pressure',
    description: 'Mean sea level pressure (colored)',
    formats: ['image/png'],
    colorschemes: ['default', 'pres-color-noalpha'],
    extent: { minLat: -89.6, maxLat: 89.6, minLon: -179.8, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 3 * hour, untilMinutes: 4 * day }] },
    render: { kind: 'pressure' },
  },
  {
    id: 79,
    attribution: 'Copernicus',
    type: 'png',
    title: 'Air quality index',
    description: 'Global air quality index + forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'aqi-noalpha', 'aqi-muted-transparent', 'aqi-muted-noalpha'],
    extent: { minLat: -89.6, maxLat: 89.6, minLon: -179.8, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 12 * hour, segments: [{ stepMinutes: hour, untilMinutes: 12 * hour }, { stepMinutes: 3 * hour, untilMinutes: 4 * day }] },
    render: { kind: 'airQuality' },
  },
  {
    id: 77,
    attribution: null,
    type: 'png',
    title: 'Approximate snow depth',
    description: 'Approximation of global snow depth',
    formats: ['image/png'],
    colorschemes: ['default', 'snow-depth-in'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 3 * hour, untilMinutes: 5 * day + 12 * hour }, { stepMinutes: 6 * hour, untilMinutes: 10 * day }] },
    render: { kind: 'snowDepth' },
  },
  pollenForecast(45, 'ragweed', 'Ragweed'),
  pollenForecast(47, 'alder', 'Alder'),
  pollenForecast(48, 'birch', 'Birch'),
  pollenForecast(49, 'olive', 'Olive'),
  pollenForecast(50, 'grass', 'Grass'),
  pollenForecast(51, 'mugwort', 'Mugwort'),
  {
    id: 91,
    attribution: 'TMD',
    type: 'png',
    title: 'Thailand Weather Radar Composite',
    description: 'Real-time weather radar composite for Thailand + radar forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage'],
    extent: { minLat: 4.04, maxLat: 22.45, minLon: 95.05, maxLon: 107.96, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 8 * hour, segments: [{ stepMinutes: 15, untilMinutes: 105 }] },
    render: { kind: 'radar', region: 'thailand' },
  },
  {
    id: 90,
    attribution: 'MGM',
    type: 'png',
    title: 'Turkey Weather Radar Composite',
    description: 'Real-time weather radar composite for Turkey + radar forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-nomask', 'radar-coverage'],
    extent: { minLat: 33.0099, maxLat: 44.996464, minLon: 23.0049, maxLon: 47.9951, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 3 * hour, segments: [{ stepMinutes: 6, untilMinutes: 96 }] },
    render: { kind: 'radar', region: 'turkey' },
  },
  {
    id: 89,
    attribution: 'DECEA',
    type: 'png',
    title: 'Brazil Weather Radar Composite',
    description: 'Real-time weather radar composite for Brazil + radar forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-nomask', 'radar-coverage'],
    extent: { minLat: -35.63, maxLat: 6.5, minLon: -76.4, maxLon: -30.95, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 10 * hour, segments: [{ stepMinutes: 20, untilMinutes: 2 * hour }] },
    render: { kind: 'radar', region: 'brazil' },
  },
  {
    id: 92,
    attribution: 'METMALAYSIA',
    type: 'png',
    title: 'East Malaysia Weather Radar Composite',
    description: 'Real-time weather radar composite for Eest Malaysia + radar forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage'],
    extent: { minLat: -1.49, maxLat: 9.16, minLon: 107.08, maxLon: 121.23, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 5 * hour, segments: [{ stepMinutes: 10, untilMinutes: 100 }] },
    render: { kind: 'radar', region: 'eastMalaysia' },
  },
  {
    id: 93,
    attribution: 'METMALAYSIA',
    type: 'png',
    title: 'Peninsular Malaysia Weather Radar Composite',
    description: 'Real-time weather radar composite for Peninsular Malaysia + radar forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage'],
    extent: { minLat: -1.280956336, maxLat: 8.961585663, minLon: 96.929, maxLon: 106.318, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 5 * hour, segments: [{ stepMinutes: 10, untilMinutes: 100 }] },
    render: { kind: 'radar', region: 'peninsularMalaysia' },
  },
  {
    id: 114,
    attribution: null,
    type: 'png',
    title: 'Canary Weather Radar Composite',
    description: 'Real-time weather radar composite for Canary Islands + radar forecast',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage'],
    extent: { minLat: 25.5102, maxLat: 30.5118, minLon: -18.5128, maxLon: -12.8429, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 12 * hour, segments: [{ stepMinutes: 10, untilMinutes: 90 }] },
    render: { kind: 'radar', region: 'canaryIslands' },
  },
  {
    id: 115,
    attribution: 'Eumetnet',
    type: 'png',
    title: '5 minute Europe Weather Radar Composite',
    description: 'Real-time weather radar composite for Europe in 1km resolution + radar forecast + precipitation type',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage', 'radar-nomask'],
    extent: { minLat: 31.752, maxLat: 73.926, minLon: -39.522, maxLon: 57.792, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 3 * hour, segments: [{ stepMinutes: 5, untilMinutes: 2 * hour }] },
    render: { kind: 'radar', region: 'europe' },
  },
  {
    id: 123,
    attribution: 'NWS',
    type: 'png',
    title: 'North America radar with lightning and radar forecast',
    description: 'Real-time weather radar composite for North America + radar forecast + precipitation type + lightning',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage', 'radar-nomask'],
    extent: { minLat: 13.5018, maxLat: 69.9999, minLon: -170.502, maxLon: -50.0043, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 12 * hour, segments: [{ stepMinutes: 5, untilMinutes: 3 * hour }] },
    render: { kind: 'radar', region: 'northAmerica' },
  },
  {
    id: 130,
    attribution: null,
    type: 'png',
    title: 'Satellite and cloud forecast',
    description: 'Satellite observations + cloud forecast',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: hour, untilMinutes: 2 * day }, { stepMinutes: 3 * hour, untilMinutes: 2 * day + 12 * hour }] },
    render: { kind: 'satellite' },
  },
  {
    id: 136,
    attribution: null,
    type: 'png',
    title: 'Europe 1 Hour Radar Precipitation Accumulation',
    description: 'Accumulation of precipitation from radar in Europe during an hour.',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: 31.752, maxLat: 73.926, minLon: -39.522, maxLon: 57.792, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 4 * day, segments: [{ stepMinutes: hour, untilMinutes: 0 }] },
    render: { kind: 'accumulation', hours: 1, region: 'europe' },
  },
  {
    id: 137,
    attribution: null,
    type: 'png',
    title: 'Europe 24 Hour Radar Precipitation Accumulation',
    description: 'Accumulation of precipitation from radar in Europe during 24 hours.',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: 31.752, maxLat: 73.926, minLon: -39.522, maxLon: 57.792, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 4 * day, segments: [{ stepMinutes: hour, untilMinutes: 0 }] },
    render: { kind: 'accumulation', hours: 24, region: 'europe' },
  },
  {
    id: 138,
    attribution: 'NWS',
    type: 'png',
    title: 'North America 1 Hour Radar Precipitation Accumulation',
    description: 'Accumulation of precipitation from radar in North America during an hour.',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: 13.5018, maxLat: 69.9999, minLon: -170.5, maxLon: -50.0043, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 4 * day, segments: [{ stepMinutes: hour, untilMinutes: 0 }] },
    render: { kind: 'accumulation', hours: 1, region: 'northAmerica' },
  },
  {
    id: 139,
    attribution: 'NWS',
    type: 'png',
    title: 'North America 24 Hour Radar Precipitation Accumulation',
    description: 'Accumulation of precipitation from radar in North America during 24 hours.',
    formats: ['image/png'],
    colorschemes: ['default'],
    extent: { minLat: 13.5018, maxLat: 69.9999, minLon: -170.5, maxLon: -50.0043, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 4 * day, segments: [{ stepMinutes: hour, untilMinutes: 0 }] },
    render: { kind: 'accumulation', hours: 24, region: 'northAmerica' },
  },
  {
    id: 128,
    attribution: 'SMN',
    type: 'png',
    title: 'Mexico Weather Radar Composite',
    description: 'Real-time weather radar composite for Mexico',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-nomask'],
    extent: { minLat: 6.4, maxLat: 31.5771, minLon: -118.722, maxLon: -84.6, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 5 * hour, segments: [{ stepMinutes: 10, untilMinutes: 90 }] },
    render: { kind: 'radar', region: 'mexico' },
  },
  {
    id: 126,
    attribution: null,
    type: 'png',
    title: 'Southeast Asia Radar Composite',
    description: 'Radar composite (Southeast Asia)',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-nomask'],
    extent: { minLat: -1.49, maxLat: 25.3785, minLon: 95.05, maxLon: 127.5, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 10, untilMinutes: 90 }] },
    render: { kind: 'radar', region: 'southeastAsia' },
  },
  {
    id: 133,
    attribution: null,
    type: 'png',
    title: 'Australia Weather Radar Composite',
    description: 'Real-time weather radar composite for Australia + radar forecast + precipitation type',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-nomask'],
    extent: { minLat: -46.1483, maxLat: -6.22399, minLon: 106.7, maxLon: 159.697, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 10, untilMinutes: 140 }] },
    render: { kind: 'radar', region: 'australia' },
  },
  {
    id: 94,
    attribution: null,
    type: 'png',
    title: 'Australia 1km 5min radar composite',
    description: 'Australia radar composite',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-eu'],
    extent: { minLat: -47.0024, maxLat: -6.9976, minLon: 109.9971, maxLon: 158.0029, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 3 * hour, segments: [{ stepMinutes: 5, untilMinutes: 100 }] },
    render: { kind: 'radar', region: 'australia' },
  },
  {
    id: 134,
    attribution: null,
    type: 'png',
    title: 'Eastern Asia Weather Radar Composite',
    description: 'Real-time weather radar composite for Eastern Asia + radar forecast + precipitation type',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-nomask'],
    extent: { minLat: 18, maxLat: 48, minLon: 115, maxLon: 150, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: day, segments: [{ stepMinutes: 10, untilMinutes: 90 }] },
    render: { kind: 'radar', region: 'easternAsia' },
  },
  {
    id: 141,
    attribution: 'Eumetnet',
    type: 'png',
    title: '5 minute Europe Weather Radar Composite with lightning',
    description: 'Real-time weather radar composite for Europe in 1km resolution + radar forecast + precipitation type + lightning',
    formats: ['image/png'],
    colorschemes: ['default', 'radar-coverage', 'radar-nomask'],
    extent: { minLat: 31.752, maxLat: 73.926, minLon: -39.522, maxLon: 57.792, minZoom: 2, maxZoom: 21 },
    schedule: { historyMinutes: 3 * hour, segments: [{ stepMinutes: 5, untilMinutes: 2 * hour }] },
    render: { kind: 'radar', region: 'europe' },
  },
];

const byId = new Map(layerCatalogue.map((layer) => [layer.id, layer]));

export function findLayer(id: number): LayerDefinition | undefined {
  return byId.get(id);
}
