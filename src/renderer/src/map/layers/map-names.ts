import { layerTitles, schemeNames } from '@shared/views/map-names';
import { mapText } from '../text';

/**
 * What the map calls layers and colour schemes on screen, in the interface language. Capabilities
 * name them in English only, for machines ('aqi-muted-transparent') or in the provider's mix of title
 * case and sentence case, so every layer and scheme the service is known to offer is named whole in
 * the catalogue, by id (`@shared/views/map-names`): a name joined from words reads wrong in every
 * language but English.
 * Attribution is never renamed: the specification wants it shown as delivered.
 */

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
