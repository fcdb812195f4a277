import type { Location } from '@shared/api/locations';
import { foldName } from '@service/places/fold';
import { placePosition } from '@service/places/place-ids';
import type { BundledPlaces } from './bundled-places';

/**
 * How much of a place's population counts by how its name was matched: its own name fully; one of
 * GeoNames' alternate names (exonyms, old spellings) a tenth; the beginning of an alternate a
 * hundredth, and of an alternate that goes on with more words ("São Paulo da Assunção de Loanda",
 * Luanda's colonial name, for "Sao Paulo") a hundred-thousandth: such a name is rarely what was meant.
 */
const ownNameWeight = 1;
const alternateNameWeight = 0.1;
const alternatePrefixWeight = 0.01;
const alternateLeadingWordsWeight = 0.00001;
/** A city's districts shown after it when the query names the city, not one of them ("Zürich", not "Zürich (Kreis 11)"). */
export const districtsPerCity = 3;

/** Sections of another place and places of the past, as GeoNames codes them (the local service's list). */
const dependentOrDefunct = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const space = 0x20;

interface Ranked {
  location: Location;
  /** The service's order, which settles ties. */
  order: number;
  inRegion: boolean;
  exact: boolean;
  standalone: boolean;
  weight: number;
  folded: string;
}

/** The weight factor of each place (by position) the query's folded form begins one of the names of. */
function matchWeights(data: BundledPlaces, folded: string, wanted: ReadonlySet<number>): Map<number, { exact: boolean; factor: number }> {
  const matches = new Map<number, { exact: boolean; factor: number }>();
  const run = data.byName.startingWith(folded);
  const length = Buffer.byteLength(folded);
  for (let key = run.start; key < run.end; key++) {
    const place = data.byName.place(key);
    if (!wanted.has(place)) continue;
    const exact = key < run.exactEnd;
    const alternate = data.byName.isAlternate(key);
    const moreWords = data.byName.keyBytes(key)[length] === space;
    const factor = !alternate ? ownNameWeight : exact ? alternateNameWeight : moreWords ? alternateLeadingWordsWeight : alternatePrefixWeight;
    const known = matches.get(place);
    if (known === undefined || Number(exact) > Number(known.exact) || (exact === known.exact && factor > known.factor)) matches.set(place, { exact, factor });
  }
  return matches;
}

function better(a: Ranked, b: Ranked): number {
  return (
    Number(b.inRegion) - Number(a.inRegion) ||
    Number(b.exact) - Number(a.exact) ||
    Number(b.standalone) - Number(a.standalone) ||
    b.weight - a.weight ||
    a.order - b.order
  );
}

/** Whether `district` is one of `city`'s sections: same country, its name the city's and more ("Zürich (Kreis 11)"). */
function isDistrictOf(district: Ranked, city: Ranked): boolean {
  return (
    !district.standalone &&
    city.standalone &&
    district.location.country === city.location.country &&
    district.folded.startsWith(`${city.folded} `)
  );
}

/**
 * The service's answer in the order a person expects: places in the region the query named first;
 * whole-name matches before the beginnings of longer names; towns in their own right before
 * districts and places of the past; then by population (a capital or big city before a same-name
 * town). A city's districts come right after it, at most `districtsPerCity` of them. Without the
 * place data, the service's own order.
 */
export function rankPlaces(answer: readonly Location[], query: string, data: BundledPlaces | undefined, region?: string): Location[] {
  if (data === undefined) return [...answer];
  const folded = foldName(query);
  const positions = answer.map((location) => placePosition(data.places, location.id));
  const matches = matchWeights(data, folded, new Set(positions.filter((position) => position !== undefined)));
  const ranked = answer.map((location, order): Ranked => {
    const position = positions[order];
    const match = position === undefined ? undefined : matches.get(position);
    const locationFolded = foldName(location.name);
    const featureCode = position === undefined ? '' : data.places.featureCode(position);
    return {
      location,
      order,
      inRegion: region !== undefined && region !== '' && foldName(location.adminArea).startsWith(region),
      exact: match?.exact ?? locationFolded === folded,
      standalone: !dependentOrDefunct.has(featureCode),
      weight: (position === undefined ? 0 : data.places.population(position)) * (match?.factor ?? ownNameWeight),
      folded: locationFolded,
    };
  });
  ranked.sort(better);
  const placed = new Set<Ranked>();
  const ordered: Location[] = [];
  for (const item of ranked) {
    if (placed.has(item)) continue;
    const city = ranked.find((candidate) => isDistrictOf(item, candidate));
    // A district whose city is in the answer goes with it, unless the query names the district itself.
    if (city !== undefined && !folded.startsWith(`${city.folded} `)) continue;
    placed.add(item);
    ordered.push(item.location);
    if (folded.startsWith(`${item.folded} `)) continue;
    for (const district of ranked.filter((candidate) => isDistrictOf(candidate, item)).slice(0, districtsPerCity)) {
      placed.add(district);
      ordered.push(district.location);
    }
  }
  return ordered;
}
