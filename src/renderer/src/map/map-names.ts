/**
 * What the map calls layers and colour schemes on screen. Capabilities name them for machines
 * ('aqi-muted-transparent') or in the provider's mix of title case and sentence case; people get
 * one style of words. Attribution is never renamed: the specification wants it shown as delivered.
 */

/** The colour schemes the service is known to list (the captured capabilities), by plain name. */
const schemeNames: Readonly<Record<string, string>> = {
  default: 'Standard',
  'tempdata-mapped-noalpha': 'Temperature, classic',
  'temp-fahrenheit': 'Temperature, °F',
  'temp-fahrenheit-noalpha': 'Temperature, °F, opaque',
  'sea-temp-fahrenheit': 'Sea temperature, °F',
  'winds-noalpha': 'Wind, opaque',
  'winds-mph': 'Wind, mph',
  'winds-mph-noalpha': 'Wind, mph, opaque',
  'cloudpretty-noalpha': 'Clouds on blue sky',
  'data-pt-lw': 'Precipitation, light',
  'radar-coverage': 'Radar, coverage shaded',
  'radar-nomask': 'Radar, unmasked',
  'radar-eu': 'Radar, European colours',
  'uvi-noalpha': 'UV index, opaque',
  'pres-color-noalpha': 'Pressure, opaque',
  'aqi-noalpha': 'Air quality, opaque',
  'aqi-muted-transparent': 'Air quality, muted',
  'aqi-muted-noalpha': 'Air quality, muted, opaque',
  'snow-depth-in': 'Snow depth, inches',
};

/** Abbreviations in scheme ids, spelled out; an empty word says nothing a person needs. */
const schemeWords: Readonly<Record<string, string>> = {
  aqi: 'air quality',
  uvi: 'UV index',
  uv: 'UV',
  temp: 'temperature',
  tempdata: 'temperature',
  pres: 'pressure',
  prec: 'precipitation',
  fahrenheit: '°F',
  celsius: '°C',
  mph: 'mph',
  kmh: 'km/h',
  ms: 'm/s',
  in: 'inches',
  cm: 'cm',
  eu: 'European',
  us: 'US',
  winds: 'wind',
  color: 'colour',
  colors: 'colours',
  mapped: '',
  data: '',
};

/** Words that say how a scheme is drawn rather than what it shows: they follow a comma. */
const schemeQualities: Readonly<Record<string, string>> = {
  noalpha: 'opaque',
  opaque: 'opaque',
  transparent: '',
  alpha: '',
  muted: 'muted',
  nomask: 'unmasked',
  pretty: '',
};

/**
 * A colour scheme as people read it: the known ones from the table, any other from its id's words
 * ('foo-temp-noalpha' → 'Foo temperature, opaque'), abbreviations spelled out and the way it is
 * drawn after a comma.
 */
export function colorschemeLabel(scheme: string): string {
  const known = schemeNames[scheme];
  if (known !== undefined) return known;
  const subject: string[] = [];
  const qualities: string[] = [];
  for (const token of scheme.toLowerCase().split(/[-_\s.]+/).filter((part) => part !== '')) {
    const quality = schemeQualities[token];
    if (quality !== undefined) {
      if (quality !== '' && !qualities.includes(quality)) qualities.push(quality);
      continue;
    }
    const word = schemeWords[token] ?? token;
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
