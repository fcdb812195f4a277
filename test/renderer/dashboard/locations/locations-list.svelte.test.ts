import { describe, expect, it, vi } from 'vitest';
import { countryOptions } from '@shared/countries';
import { moved, regionLine, restored, withAdded, without } from '@renderer/dashboard/locations/location-list';
import type { PlaceSearchAnswer } from '@shared/place-search';
import { LocationSearch, searchDelayMs, type SearchQuery } from '@renderer/dashboard/locations/location-search.svelte';
import { answersDelivered } from '../../held-answers';
import { manualDelay } from '../../manual-delay';
import type { Location } from '@shared/api/locations';
import { savedFrom } from '@shared/saved-location';
import { fail, ok, type Result } from '@shared/ipc/result';
import type { SavedLocation } from '@shared/settings';

const tampere: Location = {
  id: 634963,
  name: 'Tampere',
  country: 'Finland',
  timezone: 'Europe/Helsinki',
  language: 'en',
  adminArea: 'Pirkanmaa',
  adminArea2: 'Tampere',
  adminArea3: 'Tampere',
  lon: 23.78712,
  lat: 61.49911,
};

function place(id: string, name = `Place ${id}`): SavedLocation {
  return { id, name, lat: 60, lon: 25, country: 'Finland', timezone: 'Europe/Helsinki' };
}

const helsinki = place('658225', 'Helsinki');

describe('the location list', () => {
  it('saves a search result with the service id as a string and the place’s own zone', () => {
    expect(savedFrom(tampere)).toEqual({
      id: '634963',
      name: 'Tampere',
      lat: 61.49911,
      lon: 23.78712,
      country: 'Finland',
      timezone: 'Europe/Helsinki',
    });
  });

  it('names the region without repeating the place’s own name', () => {
    expect(regionLine(tampere)).toBe('Pirkanmaa, Finland');
    expect(regionLine({ ...tampere, name: 'Nokia', adminArea2: 'Tampere' })).toBe('Tampere, Pirkanmaa, Finland');
  });

  it('adds after the places shown, keeping the default one the user was looking at', () => {
    expect(withAdded([helsinki], savedFrom(tampere))).toEqual({ kind: 'added', locations: [helsinki, savedFrom(tampere)] });
  });

  it('does not add a place twice, nor beyond the limit', () => {
    expect(withAdded([helsinki, savedFrom(tampere)], savedFrom(tampere))).toEqual({ kind: 'present', id: '634963' });
    const full = Array.from({ length: 20 }, (_, i) => place(String(i + 1)));
    expect(withAdded(full, savedFrom(tampere))).toEqual({ kind: 'full' });
  });

  it('moves a place up or down, and not past either end', () => {
    const list = [place('1'), place('2'), place('3')];
    expect(moved(list, '3', -1).map((p) => p.id)).toEqual(['1', '3', '2']);
    expect(moved(list, '1', 1).map((p) => p.id)).toEqual(['2', '1', '3']);
    expect(moved(list, '1', -1).map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(moved(list, '3', 1).map((p) => p.id)).toEqual(['1', '2', '3']);
  });

  it('removes a place and puts it back where it was', () => {
    const list = [place('1'), place('2'), place('3')];
    const { locations, removal } = without(list, '2');
    expect(locations.map((p) => p.id)).toEqual(['1', '3']);
    expect(removal).toEqual({ location: place('2'), index: 1 });
    if (removal === null) throw new Error('nothing removed');
    expect(restored(locations, removal)?.map((p) => p.id)).toEqual(['1', '2', '3']);
    // The list shrank meanwhile: it goes to the end.
    expect(restored([place('1')], removal)?.map((p) => p.id)).toEqual(['1', '2']);
    // Back already.
    expect(restored(list, removal)).toBeNull();
    expect(without(list, 'unknown').removal).toBeNull();
  });

  it('lists the countries by name for the filter', () => {
    const countries = countryOptions('en');
    expect(countries.find((country) => country.code === 'FI')?.name).toBe('Finland');
    expect(countries.find((country) => country.code === 'DE')?.name).toBe('Germany');
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const names = countries.map((country) => country.name);
    expect(names.indexOf('Finland')).toBeLessThan(names.indexOf('Germany'));
  });
});

/** A search whose answers the test releases one by one. */
function heldSearch() {
  const asked: SearchQuery[] = [];
  const answers: ((result: Result<PlaceSearchAnswer>) => void)[] = [];
  const search = (query: SearchQuery) => {
    asked.push(query);
    return new Promise<Result<PlaceSearchAnswer>>((resolve) => answers.push(resolve));
  };
  return { search, asked, answer: (index: number, result: Result<PlaceSearchAnswer>) => answers[index]?.(result) };
}

describe('the place search', () => {
  it('asks once, after typing pauses, with the country', async () => {
    const timer = manualDelay();
    const held = heldSearch();
    const search = new LocationSearch(held.search, timer.delay);
    for (const text of ['T', 'Ta', 'Tam', 'Tamp', 'Tampere']) search.ask(text, 'FI');
    expect(held.asked).toEqual([]);
    expect(timer.waiting().map((entry) => entry.ms)).toEqual([searchDelayMs]);
    expect(search.status).toBe('waiting');

    timer.fire();
    expect(held.asked).toEqual([{ text: 'Tampere', country: 'FI' }]);
    held.answer(0, ok({ places: [tampere], correction: null }));
    await vi.waitFor(() => expect(search.status).toBe('done'));
    expect(search.results).toEqual([tampere]);
    expect(search.answered).toEqual({ text: 'Tampere', country: 'FI' });
  });

  it('sends no country when any country will do, and nothing for fewer than two letters', () => {
    const timer = manualDelay();
    const held = heldSearch();
    const search = new LocationSearch(held.search, timer.delay);
    search.ask(' T ', '');
    expect(timer.waiting()).toEqual([]);
    expect(search.status).toBe('idle');
    search.ask(' Oulu ', '');
    timer.fire();
    expect(held.asked).toEqual([{ text: 'Oulu' }]);
  });

  it('drops a slow answer to an earlier question', async () => {
    const timer = manualDelay();
    const held = heldSearch();
    const search = new LocationSearch(held.search, timer.delay);
    search.ask('Par', '');
    timer.fire();
    search.ask('Paris', 'FR');
    timer.fire();
    const paris = { ...tampere, id: 2988507, name: 'Paris', country: 'France' };
    held.answer(1, ok({ places: [paris], correction: null }));
    await vi.waitFor(() => expect(search.results).toEqual([paris]));
    held.answer(0, ok({ places: [tampere], correction: null }));
    await answersDelivered();
    expect(search.results).toEqual([paris]);
    expect(search.answered).toEqual({ text: 'Paris', country: 'FR' });
  });

  it('keeps the error of a failed search to show', async () => {
    const timer = manualDelay();
    const offline = fail('offline', 'serviceUnavailable');
    const search = new LocationSearch(() => Promise.resolve(offline), timer.delay);
    search.ask('Tampere', '');
    timer.fire();
    await vi.waitFor(() => expect(search.status).toBe('failed'));
    expect(search.error).toEqual(offline.error);
    expect(search.results).toEqual([]);
  });

  it('keeps the name searched instead when nothing matched what was typed', async () => {
    const timer = manualDelay();
    const held = heldSearch();
    const search = new LocationSearch(held.search, timer.delay);
    search.ask('Tamprere', '');
    timer.fire();
    held.answer(0, ok({ places: [tampere], correction: { typed: 'Tamprere', searched: 'Tampere' } }));
    await vi.waitFor(() => expect(search.results).toEqual([tampere]));
    expect(search.correction).toEqual({ typed: 'Tamprere', searched: 'Tampere' });
  });
});
