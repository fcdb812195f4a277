import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceHabits } from '@service/http/habits';
import { startWeatherService } from '@service/index';
import type { Location } from '@shared/api/locations';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';
import { inEnglishResult } from '../../support/error-words';

/**
 * The forgiving place search, query by query, through main's `locations:search` in account mode
 * against the local service over real HTTP with each habit: the service only finds names by their
 * beginning, as the real one does, so everything forgiving here is main's.
 */

/** Starting the core and its services: a safety net for a busy machine, never a wait. */
const safetyNetMs = 60_000;

interface Row {
  query: string;
  country?: string;
  /** The first place: its name, its country as the windows name it, and its first-level region where it matters. */
  first: { name: string; country: string; adminArea?: string };
  /** The name searched instead, when nothing matched what was typed. */
  searched?: string;
}

const table: Row[] = [
  { query: 'Helsnki', first: { name: 'Helsinki', country: 'Finland' }, searched: 'Helsinki' },
  { query: 'Paris, France', first: { name: 'Paris', country: 'France' } },
  { query: 'Paris, Texas', first: { name: 'Paris', country: 'United States', adminArea: 'Texas' } },
  { query: 'NYC', first: { name: 'New York City', country: 'United States' } },
  { query: 'LA', first: { name: 'Los Angeles', country: 'United States', adminArea: 'California' } },
  { query: 'SF', first: { name: 'San Francisco', country: 'United States' } },
  { query: 'Sao Paulo', first: { name: 'São Paulo', country: 'Brazil' } },
  { query: 'Zürich', first: { name: 'Zürich', country: 'Switzerland' } },
  { query: 'Springfield, Illinois', first: { name: 'Springfield', country: 'United States', adminArea: 'Illinois' } },
  { query: 'Springfield, IL', first: { name: 'Springfield', country: 'United States', adminArea: 'Illinois' } },
  { query: 'London', first: { name: 'London', country: 'United Kingdom' } },
  { query: 'Munchen', first: { name: 'Munich', country: 'Germany' } },
  { query: 'München', first: { name: 'Munich', country: 'Germany' } },
  { query: 'St. Petersburg', first: { name: 'Saint Petersburg', country: 'Russia' } },
  // More that tell: other languages' country names, codes, typos with swapped letters, spaces, exonyms.
  { query: 'Paris, Frankreich', first: { name: 'Paris', country: 'France' } },
  { query: 'Paris, FR', first: { name: 'Paris', country: 'France' } },
  { query: 'Atlanta, Georgia', first: { name: 'Atlanta', country: 'United States', adminArea: 'Georgia' } },
  { query: 'Tbilisi, Georgia', first: { name: 'Tbilisi', country: 'Georgia' } },
  { query: 'London, ON', first: { name: 'London', country: 'Canada', adminArea: 'Ontario' } },
  { query: 'London, CA', first: { name: 'London', country: 'United States', adminArea: 'California' } },
  { query: 'London, Ontario', first: { name: 'London', country: 'Canada', adminArea: 'Ontario' } },
  { query: 'Portland, Maine', first: { name: 'Portland', country: 'United States', adminArea: 'Maine' } },
  { query: 'Hlesinki', first: { name: 'Helsinki', country: 'Finland' }, searched: 'Helsinki' },
  { query: 'Tokio', first: { name: 'Tokyo', country: 'Japan' } },
  { query: 'Barcelonna', first: { name: 'Barcelona', country: 'Spain' }, searched: 'Barcelona' },
  { query: 'Amsterdm', first: { name: 'Amsterdam', country: 'Netherlands' }, searched: 'Amsterdam' },
  { query: '  new   york  ', first: { name: 'New York City', country: 'United States' } },
  { query: 'DC', first: { name: 'Washington, D.C.', country: 'United States' } },
  { query: 'HK', first: { name: 'Hong Kong', country: 'Hong Kong SAR China' } },
  { query: 'KL', first: { name: 'Kuala Lumpur', country: 'Malaysia' } },
  { query: 'Moskva', first: { name: 'Moscow', country: 'Russia' } },
  { query: 'Wien', first: { name: 'Vienna', country: 'Austria' } },
  { query: 'Melborne', country: 'AU', first: { name: 'Melbourne', country: 'Australia' }, searched: 'Melbourne' },
  { query: 'Tampere, Suomi', first: { name: 'Tampere', country: 'Finland' } },
  // A typo one edit from many places' names: the biggest of them.
  { query: 'Pariss', first: { name: 'Paris', country: 'France' }, searched: 'Paris' },
  { query: 'Cologne', first: { name: 'Köln', country: 'Germany' } },
  { query: 'Rome, Italy', first: { name: 'Rome', country: 'Italy' } },
];

beforeAll(async () => {
  // Loads the gazetteer once, so no test pays for it.
  await (await startWeatherService()).close();
}, safetyNetMs);

describe.each(serviceHabits)('the place search in account mode against the %s habits', (habits) => {
  let harness: CoreHarness;

  beforeAll(async () => {
    harness = await startCoreHarness({ habits });
    await harness.core.start();
    const credentials = { user: harness.account.user, password: harness.account.password };
    valueOf(await harness.call('account:save', credentials));
  }, safetyNetMs);

  afterAll(async () => {
    await harness.close();
  });

  async function search(query: string, country?: string) {
    return valueOf(await harness.call('locations:search', country === undefined ? { text: query } : { text: query, country }));
  }

  it.each(table)('$query → $first.name', async ({ query, country, first, searched }) => {
    const answer = await search(query, country);
    expect(answer.places[0]).toMatchObject(first);
    expect(answer.correction).toEqual(searched === undefined ? null : { typed: query.trim(), searched });
  });

  it('puts Luanda, found only by the beginning of its colonial name, after the places called São Paulo', async () => {
    const names = (await search('Sao Paulo')).places.map((place: Location) => place.name);
    expect(names[1]).not.toBe('Luanda');
    expect(names.indexOf('Luanda')).toBeGreaterThan(names.indexOf('São Paulo de Olivença'));
  });

  it('shows Zürich, then a few of its districts, not nine', async () => {
    const places = (await search('Zürich')).places;
    const districts = places.filter((place: Location) => place.name.startsWith('Zürich ('));
    expect(places[0]?.name).toBe('Zürich');
    expect(districts.length).toBeLessThanOrEqual(3);
    expect(places.slice(1, 1 + districts.length).every((place: Location) => place.name.startsWith('Zürich ('))).toBe(true);
  });

  it('asks the service for the name, once, and once more only to correct a typo', async () => {
    const searches = () => harness.urls.filter((url) => new URL(url).pathname.startsWith('/api/v1/location/search/'));
    const before = searches().length;
    await search('Paris, Texas');
    expect(searches().slice(before).map((url) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''))).toEqual(['Paris']);
    const beforeTypo = searches().length;
    await search('Helsnki');
    expect(searches().slice(beforeTypo).map((url) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''))).toEqual(['Helsnki', 'Helsinki']);
  });
});

describe('a place name longer than the field takes', () => {
  it('is refused by main in plain words, with single spaces', async () => {
    const harness = await startCoreHarness();
    try {
      await harness.core.start();
      const refused = await harness.call('locations:search', { text: 'Helsinki '.repeat(34) });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'badInput' } });
      const words = inEnglishResult(refused);
      expect(JSON.stringify(words)).toContain('Enter at most 100 characters.');
      expect(JSON.stringify(words)).not.toMatch(/ {2}/u);
    } finally {
      await harness.close();
    }
  }, safetyNetMs);
});
