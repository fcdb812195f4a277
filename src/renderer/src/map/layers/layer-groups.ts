import type { MapLayer } from '@shared/api/maps';
import type { MapMessage } from '@shared/i18n/messages/map';
import { layerTitle } from './map-names';
import { mapText } from '../text';

/** The groups the layer picker offers, in the order it lists them. */
export const layerGroupNames = [
  'Radar',
  'Precipitation',
  'Temperature',
  'Wind',
  'Clouds',
  'Pressure',
  'Air quality',
  'UV',
  'Snow',
  'Sea temperature',
  'Satellite',
  'Pollen',
  'Lightning',
  'Other',
] as const;

export type LayerGroupName = (typeof layerGroupNames)[number];

const groupMessages: Readonly<Record<LayerGroupName, MapMessage>> = {
  Radar: 'groupRadar',
  Precipitation: 'groupPrecipitation',
  Temperature: 'groupTemperature',
  Wind: 'groupWind',
  Clouds: 'groupClouds',
  Pressure: 'groupPressure',
  'Air quality': 'groupAirQuality',
  UV: 'groupUv',
  Snow: 'groupSnow',
  'Sea temperature': 'groupSeaTemperature',
  Satellite: 'groupSatellite',
  Pollen: 'groupPollen',
  Lightning: 'groupLightning',
  Other: 'groupOther',
};

/** A group as the picker names it, in the interface language (the names above are the groups' ids). */
export function layerGroupLabel(name: LayerGroupName): string {
  return mapText(groupMessages[name]);
}

export interface LayerGroup {
  name: LayerGroupName;
  layers: MapLayer[];
}

/**
 * Capabilities name no group, so it is read from the title. The first rule that matches wins, so
 * the specific come before the general: "Sea temperature" is not Temperature, "Satellite and cloud
 * forecast" is Satellite, a radar with lightning is where someone looking for lightning looks, and
 * radar accumulations are amounts of precipitation rather than live radar.
 */
const rules: readonly { group: LayerGroupName; pattern: RegExp }[] = [
  { group: 'Lightning', pattern: /lightning/i },
  { group: 'Pollen', pattern: /pollen/i },
  { group: 'Satellite', pattern: /satellite/i },
  { group: 'Sea temperature', pattern: /sea (surface )?temperature/i },
  { group: 'Snow', pattern: /snow/i },
  { group: 'UV', pattern: /\buv\b|ultraviolet/i },
  { group: 'Air quality', pattern: /air quality|\baqi\b/i },
  { group: 'Pressure', pattern: /pressure/i },
  { group: 'Wind', pattern: /wind|gust/i },
  { group: 'Clouds', pattern: /cloud/i },
  { group: 'Precipitation', pattern: /accumulation/i },
  { group: 'Radar', pattern: /radar/i },
  { group: 'Precipitation', pattern: /precipitation|rain/i },
  { group: 'Temperature', pattern: /temperature/i },
];

export function layerGroupOf(layer: Pick<MapLayer, 'title'>): LayerGroupName {
  return rules.find((rule) => rule.pattern.test(layer.title))?.group ?? 'Other';
}

/** The non-empty groups in picker order; layers keep the provider's order within a group. */
export function groupLayers(layers: readonly MapLayer[]): LayerGroup[] {
  return layerGroupNames
    .map((name) => ({ name, layers: layers.filter((layer) => layerGroupOf(layer) === name) }))
    .filter((group) => group.layers.length > 0);
}

/**
 * What the picker and the legend call a layer: its catalogue name in the interface language. A layer
 * the app does not know gets the service's title, or its description where another layer has the
 * same title (the two "Mean sea level pressure" layers differ as "(contour)" and "(colored)").
 */
export function layerLabel(layer: MapLayer, all: readonly MapLayer[]): string {
  const twins = all.filter((other) => other.title === layer.title);
  return layerTitle(layer.id, twins.length > 1 && layer.description !== '' ? layer.description : layer.title);
}

/**
 * The layer a first visit opens on: the provider's first radar (live rain is what people open a
 * weather map for), else the first layer there is.
 */
export function defaultLayer(layers: readonly MapLayer[]): MapLayer | undefined {
  return groupLayers(layers)[0]?.layers[0];
}
