import { describe, expect, it } from 'vitest';
import { defaultLayer, groupLayers, layerGroupOf, layerLabel } from '@renderer/map/layers/layer-groups';
import { capabilitiesSignature, frameLayerOptions, layerBounds } from '@renderer/map/layers/layer-extent';
import { chooseColorscheme, chooseLayer, chooseOpacity, chooseSpeed, initialCenter, rememberColorscheme } from '@renderer/map/map-preferences';
import type { Capabilities, MapLayer } from '@shared/api/maps';
import { defaultSettings } from '@shared/settings';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { weatherDataLayer } from '@shared/tile-providers';

const layers = (capture as Capabilities).images;

function titled(title: string, id = 1000): MapLayer {
  const [first] = layers;
  if (first === undefined) throw new Error('the capture has no layers');
  return { ...first, id, title };
}

describe('layer groups over the captured capabilities', () => {
  it('puts each of the 41 layers in the group its title names, groups in picker order', () => {
    const groups = groupLayers(layers).map((group): [string, number[]] => [group.name, group.layers.map((layer) => layer.id)]);
    expect(groups).toEqual([
      ['Radar', [5, 10, 39, 21, 91, 90, 89, 92, 93, 114, 115, 128, 126, 133, 94, 134]],
      ['Precipitation', [22, 136, 137, 138, 139]],
      ['Temperature', [2]],
      ['Wind', [3, 8]],
      ['Clouds', [4]],
      ['Pressure', [81, 80]],
      ['Air quality', [79]],
      ['UV', [9]],
      ['Snow', [77]],
      ['Sea temperature', [43]],
      ['Satellite', [14, 130]],
      ['Pollen', [45, 47, 48, 49, 50, 51]],
      ['Lightning', [123, 141]],
    ]);
    expect(groups.flatMap(([, ids]) => ids)).toHaveLength(layers.length);
  });

  it('files a title it cannot place under Other, listed last', () => {
    expect(layerGroupOf({ title: 'Fire danger index' })).toBe('Other');
    const groups = groupLayers([titled('Fire danger index', 1), titled('Temperature', 2)]);
    expect(groups.map((group) => group.name)).toEqual(['Temperature', 'Other']);
  });

  it('names the layers from the catalogue, the same-titled pressure layers apart', () => {
    const byId = (id: number) => layers.find((layer) => layer.id === id) as MapLayer;
    expect(layerLabel(byId(81), layers)).toBe('Sea-level pressure, isobars');
    expect(layerLabel(byId(80), layers)).toBe('Sea-level pressure, colours');
    expect(layerLabel(byId(5), layers)).toBe('Europe: radar and forecast');
  });

  it('opens on the provider’s first radar', () => {
    expect(defaultLayer(layers)?.id).toBe(5);
    expect(defaultLayer([])).toBeUndefined();
  });
});

describe('layer extent and identity', () => {
  it('bounds tiles to the layer’s extent, south-west to north-east', () => {
    const eastAsia = layers.find((layer) => layer.id === 39) as MapLayer;
    expect(layerBounds(eastAsia.extent)).toEqual([
      [0, 90],
      [67, 180],
    ]);
  });

  it('draws a layer only from its shallowest zoom, and enlarges its deepest tiles beyond', () => {
    const contours = layers.find((layer) => layer.id === 81) as MapLayer;
    expect(frameLayerOptions(contours.extent)).toEqual({
      bounds: [
        [-90, -180],
        [90, 180],
      ],
      minZoom: 4,
      maxNativeZoom: 14,
    });
  });

  it('changes its signature only when times or schemes change', () => {
    const copy = structuredClone(layers);
    expect(capabilitiesSignature(copy)).toBe(capabilitiesSignature(layers));
    const [first] = copy;
    if (first === undefined) throw new Error('no layer');
    first.times.updated = '2026-02-09T20:00:00Z';
    expect(capabilitiesSignature(copy)).not.toBe(capabilitiesSignature(layers));
  });
});

describe('remembered choices', () => {
  const temperature = layers.find((layer) => layer.id === 2) as MapLayer;
  const helsinki = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };

  it('reopens the remembered layer while capabilities offer it, else the default', () => {
    expect(chooseLayer(layers, weatherDataLayer(43))?.title).toBe('Sea temperature');
    expect(chooseLayer(layers, weatherDataLayer(9999))?.id).toBe(5);
    expect(chooseLayer(layers, null)?.id).toBe(5);
  });

  it('keeps a colour scheme only for a layer that has it', () => {
    expect(chooseColorscheme(temperature, {}, 'temp-fahrenheit')).toBe('temp-fahrenheit');
    expect(chooseColorscheme(temperature, {}, 'radar-coverage')).toBe('default');
    expect(chooseColorscheme(temperature, {}, null)).toBe('default');
  });

  it("shows a layer in the colour scheme last chosen for it, before the one shown now", () => {
    const remembered = rememberColorscheme(temperature, { 'weatherData:8': 'winds-mph' }, 'temp-fahrenheit-noalpha');
    expect(remembered).toEqual({ 'weatherData:8': 'winds-mph', 'weatherData:2': 'temp-fahrenheit-noalpha' });
    expect(chooseColorscheme(temperature, remembered, 'default')).toBe('temp-fahrenheit-noalpha');
    expect(chooseColorscheme(temperature, remembered, 'winds-mph')).toBe('temp-fahrenheit-noalpha');
    // A scheme the layer no longer offers is passed over.
    expect(chooseColorscheme(temperature, { 'weatherData:2': 'rainbow' }, 'tempdata-mapped-noalpha')).toBe('tempdata-mapped-noalpha');
  });

  it('snaps speed to the offered ones and opacity to what still shows', () => {
    expect([0.25, 0.6, 1, 3.1, 4].map(chooseSpeed)).toEqual([0.5, 0.5, 1, 4, 4]);
    expect([0, 0.55, 1, Number.NaN].map(chooseOpacity)).toEqual([0.1, 0.55, 1, 0.7]);
  });

  it('centres on the remembered view, else on the first location', () => {
    const preferences = defaultSettings.map;
    expect(initialCenter({ ...preferences, center: [48.1, 11.6] }, [helsinki])).toEqual([48.1, 11.6]);
    expect(initialCenter(preferences, [helsinki])).toEqual([60.17, 24.94]);
  });
});
