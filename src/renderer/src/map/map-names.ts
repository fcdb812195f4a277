import type { MapMessage } from '@shared/i18n/messages/map';
import { mapText } from './text';

/**
 * What the map calls layers and colour schemes on screen. Capabilities name them for machines
 * ('aqi-muted-transparent') or in the provider's mix of title case and sentence case; people get
 * one style of words. Colour schemes are named in the interface language; layer titles are the
 * service's, in sentence case. Attribution is never renamed: the specification wants it shown as delivered.
 */

/** The colour schemes the service is known to list (the captured capabilities), by plain name. */
const schemeNames: Readonly<Record<string, MapMessage>> = {
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

/** Unit symbols in scheme ids: the same in every language. */
const schemeUnits: Readonly<Record<string, string>> = {
  fahrenheit: '°F',
  celsius: '°C',
  mph: 'mph',
  kmh: 'km/h',
  ms: 'm/s',
  cm: 'cm',
};

/** Abbreviations in scheme ids, spelled out; null for a word that says nothing a person needs. */
const schemeWords: Readonly<Record<string, MapMessage | null>> = {
  aqi: 'schemeWordAirQuality',
  uvi: 'schemeWordUvIndex',
  uv: 'schemeWordUv',
  temp: 'schemeWordTemperature',
  tempdata: 'schemeWordTemperature',
  pres: 'schemeWordPressure',
  prec: 'schemeWordPrecipitation',
  in: 'schemeWordInches',
  eu: 'schemeWordEuropean',
  us: 'schemeWordUs',
  winds: 'schemeWordWind',
  color: 'schemeWordColour',
  colors: 'schemeWordColours',
  mapped: null,
  data: null,
};

/** Words that say how a scheme is drawn rather than what it shows: they follow a comma. */
const schemeQualities: Readonly<Record<string, MapMessage | null>> = {
  noalpha: 'schemeOpaque',
  opaque: 'schemeOpaque',
  transparent: null,
  alpha: null,
  muted: 'schemeMuted',
  nomask: 'schemeUnmasked',
  pretty: null,
};

function schemeWord(token: string): string {
  const unit = schemeUnits[token];
  if (unit !== undefined) return unit;
  const word = schemeWords[token];
  if (word === undefined) return token;
  return word === null ? '' : mapText(word);
}

/**
 * A colour scheme as people read it, in the interface language: the known ones from the catalogue,
 * any other from its id's words ('foo-temp-noalpha' → 'Foo temperature, opaque'), abbreviations
 * spelled out and the way it is drawn after a comma. An unknown id's own words stay as they are.
 */
export function colorschemeLabel(scheme: string): string {
  const known = schemeNames[scheme];
  if (known !== undefined) return mapText(known);
  const subject: string[] = [];
  const qualities: string[] = [];
  for (const token of scheme.toLowerCase().split(/[-_\s.]+/).filter((part) => part !== '')) {
    const quality = schemeQualities[token];
    if (quality !== undefined) {
      const written = quality === null ? '' : mapText(quality);
      if (written !== '' && !qualities.includes(written)) qualities.push(written);
      continue;
    }
    const word = schemeWord(token);
    if (word !== '' && !subject.includes(word)) subject.push(word);
  }
  const words = [subject.join(' '), ...qualities].filter((part) => part !== '');
  return words.length === 0 ? scheme : capitalise(words.join(', '));
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
