import { describe, expect, it } from 'vitest';
import { layerLabel } from '@renderer/map/layers/layer-groups';
import { colorschemeLabel, sentenceCase } from '@renderer/map/layers/map-names';
import { overlaps, symbolShows, type Box } from '@renderer/map/places/declutter';
import type { MapLayer } from '@shared/api/maps';

function layer(id: number, title: string, description = ''): MapLayer {
  return {
    id,
    attribution: null,
    title,
    description,
    formats: ['image/png'],
    colorschemes: ['default'],
    times: { updated: '', available: [], current: 0 },
    analysis: '',
    extent: { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180, minZoom: 2, maxZoom: 21 },
  };
}

describe('colour scheme names', () => {
  it('names the known schemes for people', () => {
    expect(colorschemeLabel('default')).toBe('Standard');
    expect(colorschemeLabel('tempdata-mapped-noalpha')).toBe('Temperature, classic');
    expect(colorschemeLabel('aqi-muted-transparent')).toBe('Air quality, muted');
    expect(colorschemeLabel('winds-mph-noalpha')).toBe('Wind, mph, opaque');
    expect(colorschemeLabel('snow-depth-in')).toBe('Snow depth, inches');
  });
});

describe('layer titles', () => {
  it('writes every title in sentence case, keeping place names and abbreviations', () => {
    expect(sentenceCase('UV Index')).toBe('UV index');
    expect(sentenceCase('Thailand Weather Radar Composite')).toBe('Thailand weather radar composite');
    expect(sentenceCase('Europe 1 Hour Radar Precipitation Accumulation')).toBe('Europe 1 hour radar precipitation accumulation');
    expect(sentenceCase('North America radar with lightning and radar forecast')).toBe('North America radar with lightning and radar forecast');
    expect(sentenceCase('Southeast Asia Radar Composite')).toBe('Southeast Asia radar composite');
    expect(sentenceCase('5 minute Europe Weather Radar Composite')).toBe('5 minute Europe weather radar composite');
    expect(sentenceCase('Australia 1km 5min radar composite')).toBe('Australia 1km 5min radar composite');
  });

  it('names known layers from the catalogue and an unknown one by its title, or its description where titles are shared', () => {
    const known = { ...layer(9, 'UV Index'), attribution: 'NWS, EC' };
    const twins = [layer(9001, 'Fire danger', 'Fire Danger (Daily Maximum)'), layer(9002, 'Fire danger', 'Fire danger (hourly)')];
    expect(layerLabel(known, [known])).toBe('UV index');
    expect(layerLabel(layer(81, 'Mean sea level pressure', 'Mean sea level pressure (contour)'), [layer(80, 'Mean sea level pressure'), layer(81, 'Mean sea level pressure')])).toBe(
      'Sea-level pressure, isobars',
    );
    expect(layerLabel(twins[0] as MapLayer, twins)).toBe('Fire danger (daily maximum)');
    expect(layerLabel(layer(9003, 'Thailand Weather Radar Composite'), [])).toBe('Thailand weather radar composite');
    expect(known.attribution).toBe('NWS, EC');
  });
});

describe('place symbols around pins and their names', () => {
  const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
  const pin = box(100, 100, 14, 14);
  const name = box(122, 98, 60, 18);

  it('hides a symbol that would cover a pin or its name', () => {
    expect(symbolShows(box(90, 95, 56, 28), [pin, name])).toBe(false);
    expect(symbolShows(box(150, 110, 56, 28), [pin, name])).toBe(false);
  });

  it('keeps a symbol with room to spare, and one just clear of the gap', () => {
    expect(symbolShows(box(100, 140, 56, 28), [pin, name])).toBe(true);
    // 2 pixels of clearance: touching the name's edge is covering it, 2 pixels off is clear.
    expect(symbolShows(box(184, 98, 56, 28), [pin, name])).toBe(true);
    expect(symbolShows(box(183, 98, 56, 28), [pin, name])).toBe(false);
    expect(symbolShows(box(0, 0, 56, 28), [])).toBe(true);
  });

  it('treats overlap the same both ways', () => {
    const a = box(0, 0, 10, 10);
    const b = box(11, 0, 10, 10);
    expect([overlaps(a, b), overlaps(b, a), overlaps(a, b, 0), overlaps(b, a, 0)]).toEqual([true, true, false, false]);
  });
});
