import type { Atmosphere } from '../atmosphere/atmosphere';
import { utcSeconds } from '../http/format';
import { layerCatalogue, type LayerDefinition } from './layer-catalogue';
import { analysisStamp, layerTimes } from './layer-times';

/** One layer as the capabilities response describes it, fields in the captured order. */
function describeLayer(layer: LayerDefinition, now: Date, atmosphere: Atmosphere) {
  const times = layerTimes(layer, now, atmosphere);
  const { extent } = layer;
  return {
    id: layer.id,
    attribution: layer.attribution,
    type: layer.type,
    title: layer.title,
    description: layer.description,
    formats: [...layer.formats],
    colorschemes: [...layer.colorschemes],
    times: {
      updated: utcSeconds(times.updated),
      available: times.available.map(utcSeconds),
      current: times.current,
    },
    analysis: analysisStamp(times.analysis),
    ...(times.analyses === null ? {} : { analyses: times.analyses.map(analysisStamp).join(',') }),
    extent: {
      minLon: extent.minLon,
      minLat: extent.minLat,
      maxLon: extent.maxLon,
      maxLat: extent.maxLat,
      minZoom: extent.minZoom,
      maxZoom: extent.maxZoom,
    },
  };
}

export function capabilities(now: Date, atmosphere: Atmosphere) {
  return { images: layerCatalogue.map((layer) => describeLayer(layer, now, atmosphere)) };
}
