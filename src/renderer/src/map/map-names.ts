import type { MapMessage } from '@shared/i18n/messages/map';
import { mapText } from './text';

/**
 * What the map calls layers and colour schemes on screen, in the interface language. Capabilities
 * name them in English only, for machines ('aqi-muted-transparent') or in the provider's mix of title
 * case and sentence case, so every layer and scheme the service is known to offer is named whole in
 * the catalogue, by id: a name joined from words reads wrong in every language but English.
 * Attribution is never renamed: the specification wants it shown as delivered.
 */

/** The layers the service is known to list (the captured capabilities), by layer id. */
export const layerTitles: Readonly<Record<number, MapMessage>> = {
  2: 'layerTitle2',
  3: 'layerTitle3',
  4: 'layerTitle4',
  5: 'layerTitle5',
  8: 'layerTitle8',
  9: 'layerTitle9',
  10: 'layerTitle10',
  14: 'layerTitle14',
  21: 'layerTitle21',
  22: 'layerTitle22',
  39: 'layerTitle39',
  43: 'layerTitle43',
  45: 'layerTitle45',
  47: 'layerTitle47',
  48: 'layerTitle48',
  49: 'layerTitle49',
  50: 'layerTitle50',
  51: 'layerTitle51',
  77: 'layerTitle77',
  79: 'layerTitle79',
  80: 'layerTitle80',
  81: 'layerTitle81',
  89: 'layerTitle89',
  90: 'layerTitle90',
  91: 'layerTitle91',
  92: 'layerTitle92',
  93: 'layerTitle93',
  94: 'layerTitle94',
  114: 'layerTitle114',
  115: 'layerTitle115',
  123: 'layerTitle123',
  126: 'layerTitle126',
  128: 'layerTitle128',
  130: 'layerTitle130',
  133: 'layerTitle133',
  134: 'layerTitle134',
  136: 'layerTitle136',
  137: 'layerTitle137',
  138: 'layerTitle138',
  139: 'layerTitle139',
  141: 'layerTitle141',
};

/** The colour schemes the service is known to list (the captured capabilities), by scheme id. */
export const schemeNames: Readonly<Record<string, MapMessage>> = {
  default: 'schemeDefault',
  'tempdata-mapped-noalpha': 'schemeTemperatureClassic',
  'temp-fahrenheit': 'schemeTemperatureFahrenheit',
  'temp-fahrenheit-noalpha': 'schemeTemperatureFahrenheitOpaque',
  'sea-temp-fahrenheit': 'schemeSeaTemperatureFahrenheit',
  'winds-noalpha': 'schemeWindOpaque',
  'winds-mph': 'schemeWindMph',
  'winds-mph-noalpha': 'schemeWindMphOpaque',
  'cloudpretty-noalpha': 'schemeCloudsOnBlue',
  'data-pt-lw': 'schemePrecipitationLight',
  'radar-coverage': 'schemeRadarCoverage',
  'radar-nomask': 'schemeRadarUnmasked',
  'radar-eu': 'schemeRadarEuropean',
  'uvi-noalpha': 'schemeUvOpaque',
  'pres-color-noalpha': 'schemePressureOpaque',
  'aqi-noalpha': 'schemeAirQualityOpaque',
  'aqi-muted-transparent': 'schemeAirQualityMuted',
  'aqi-muted-noalpha': 'schemeAirQualityMutedOpaque',
  'snow-depth-in': 'schemeSnowDepthInches',
};

/**
 * A colour scheme as people read it: a known one by its catalogue name, any other by its id as the
 * service sent it, which at least matches what the service's documentation calls it.
 */
export function colorschemeLabel(scheme: string): string {
  const known = schemeNames[scheme];
  return known === undefined ? scheme : mapText(known);
}

/**
 * A layer's name in the interface language: a known layer by its catalogue name, any other by the
 * service's own words (`fallback`, its title or description), in sentence case.
 */
export function layerTitle(id: number, fallback: string): string {
  const known = layerTitles[id];
  return known === undefined ? sentenceCase(fallback) : mapText(known);
}

/** Place names in titles that keep their capital inside a sentence. */
const properWords = new Set([
  'Africa', 'America', 'Asia', 'Australia', 'Brazil', 'Canary', 'East', 'Eastern', 'Europe', 'European', 'Malaysia',
  'Mexico', 'North', 'Peninsular', 'South', 'Southeast', 'Thailand', 'Turkey', 'West', 'Western',
]);

/**
 * A title in sentence case: the first word capitalised, place names and abbreviations (UV, EU) as
 * they are, every other word in lower case ('Thailand Weather Radar Composite' → 'Thailand weather
 * radar composite', 'UV Index' → 'UV index').
 */
export function sentenceCase(title: string): string {
  let first = true;
  const cased = title.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const isFirst = first;
    first = false;
    if (isFirst) return capitalise(word);
    if (properWords.has(word) || (word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word))) return word;
    return word.toLowerCase();
  });
  return cased;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
