import { flushSync, tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LocationsPanel from '@renderer/dashboard/locations/LocationsPanel.svelte';
import { LocationSearch } from '@renderer/dashboard/locations/location-search.svelte';
import { SavedLocations } from '@renderer/dashboard/locations/saved-locations.svelte';
import type { Location } from '@shared/api/locations';
import { fail, ok } from '@shared/ipc/result';
import { placeQueryMaxLength } from '@shared/place-search';
import { defaultSettings, type SavedLocation, type Settings, type SettingsPatch } from '@shared/settings';
import { button, installFakeMain, render, typeInto } from '../dashboard-fake-main';
import { manualDelay } from '../../manual-delay';

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.16952, lon: 24.93545, country: 'Finland', timezone: 'Europe/Helsinki' };
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
const savedTampere: SavedLocation = { id: '634963', name: 'Tampere', lat: 61.49911, lon: 23.78712, country: 'Finland', timezone: 'Europe/Helsinki' };

function place(id: string, name: string): SavedLocation {
  return { id, name, lat: 50, lon: 10, country: 'Germany', timezone: 'Europe/Berlin' };
}

/** Main's settings, and its effective list of places: the saved ones, or its default place while none is saved. */
let mainSettings: Settings = defaultSettings;
let mainPlaces: SavedLocation[] = [helsinki];
const effective = (saved: SavedLocation[]) => (saved.length > 0 ? saved : [helsinki]);
const readSettings = () => ok(mainSettings);

/** Main as the panel meets it: the default list, search answers, and settings that take the change. */
function fakeMain() {
  return installFakeMain({
    'locations:list': () => ok(mainPlaces),
    'locations:search': () => ok({ places: [tampere], correction: null }),
    'settings:get': readSettings,
    'settings:update': (patch) => {
      const { locations = mainSettings.locations, chosenPlaceId = mainSettings.chosenPlaceId } = patch as SettingsPatch;
      mainSettings = { ...mainSettings, locations, chosenPlaceId };
      mainPlaces = effective(mainSettings.locations);
      return ok(mainSettings);
    },
  });
}

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

async function showPanel(saved: SavedLocation[]) {
  const timer = manualDelay();
  mainSettings = { ...defaultSettings, locations: saved };
  mainPlaces = effective(saved);
  const locations = new SavedLocations();
  const view = render(LocationsPanel, { locations, search: new LocationSearch(undefined, timer.delay) });
  destroy = view.destroy;
  // The panel shows main's list once main has answered.
  await vi.waitFor(() => expect(locations.shown).toEqual(mainPlaces));
  flushSync();
  return { ...view, locations, timer };
}

const names = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-testid="location-item"] .name')].map((element) => element.textContent?.trim());
const status = (root: HTMLElement) => root.querySelector('[data-testid="locations-status"]')?.textContent?.trim();

describe('adding a place by search', () => {
  it('searches once, after typing, in the chosen country, and saves the choice after the default place', async () => {
    const main = fakeMain();
    const { target, timer } = await showPanel([]);
    expect(names(target)).toEqual(['Helsinki']);
    expect(target.textContent).toContain('Default');

    const country = target.querySelector<HTMLSelectElement>('#location-search-country');
    const text = target.querySelector<HTMLInputElement>('#location-search-text');
    if (country === null || text === null) throw new Error('no search fields');
    typeInto(country, 'FI');
    for (const typed of ['T', 'Ta', 'Tam', 'Tamp', 'Tampe', 'Tamper', 'Tampere']) typeInto(text, typed);
    flushSync();
    expect(main.callsTo('locations:search')).toEqual([]);

    timer.fire();
    await vi.waitFor(() => expect(target.querySelectorAll('[data-testid="location-result"]')).toHaveLength(1));
    expect(main.callsTo('locations:search')).toEqual([{ text: 'Tampere', country: 'FI' }]);
    const result = target.querySelector<HTMLButtonElement>('[data-testid="location-result"]');
    expect(result?.textContent).toMatch(/Tampere\s*Pirkanmaa, Finland/);
    expect(target.querySelector('[data-testid="location-search-status"]')?.textContent).toBe('1 place found in Finland.');

    result?.click();
    await vi.waitFor(() => expect(status(target)).toBe('Added Tampere.'));
    expect(main.callsTo('settings:update')).toEqual([{ locations: [helsinki, savedTampere], chosenPlaceId: savedTampere.id }]);
    expect(names(target)).toEqual(['Helsinki', 'Tampere']);
    // The new place is the one shown; the search is ready for another.
    expect(target.querySelector('[aria-current="true"]')?.textContent).toContain('Tampere');
    expect(text.value).toBe('');
    expect(document.activeElement).toBe(text);
    expect(target.querySelector('[data-testid="locations-count"]')?.textContent).toMatch(/2 of 20 places saved/);
  });

  it('does not add a place that is in the list already, but shows it', async () => {
    const main = fakeMain();
    const { target, timer } = await showPanel([helsinki, savedTampere]);
    const text = target.querySelector<HTMLInputElement>('#location-search-text');
    if (text === null) throw new Error('no search field');
    typeInto(text, 'Tampere');
    timer.fire();
    await vi.waitFor(() => expect(target.querySelector('[data-testid="location-result"]')).not.toBeNull());
    target.querySelector<HTMLButtonElement>('[data-testid="location-result"]')?.click();
    await vi.waitFor(() => expect(status(target)).toBe('Tampere is in the list already.'));
    expect(main.callsTo('settings:update')).toEqual([{ chosenPlaceId: savedTampere.id }]);
    expect(target.querySelector('[aria-current="true"]')?.textContent).toContain('Tampere');
  });

  it('keeps the chosen place in the settings, so a view or window opened later shows it', async () => {
    const main = fakeMain();
    const first = await showPanel([helsinki, savedTampere]);
    expect(first.target.querySelector('[aria-current="true"]')?.textContent).toContain('Helsinki');
    first.target.querySelector<HTMLButtonElement>('[data-testid="location-item"][data-id="634963"] button')?.click();
    await vi.waitFor(() => expect(first.locations.selected?.id).toBe(savedTampere.id));
    expect(main.callsTo('settings:update')).toEqual([{ chosenPlaceId: savedTampere.id }]);
    first.destroy();
    destroy = undefined;

    // Settings → Forecasts, or the dashboard reopened: a new panel over the same settings.
    const again = new SavedLocations();
    const view = render(LocationsPanel, { locations: again, search: new LocationSearch() });
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelector('[aria-current="true"]')?.textContent).toContain('Tampere'));
  });

  it('says what went wrong when the search fails', async () => {
    installFakeMain({ 'locations:list': () => ok(mainPlaces), 'settings:get': readSettings, 'locations:search': () => fail('offline', 'serviceUnavailable') });
    const { target, timer } = await showPanel([helsinki]);
    const text = target.querySelector<HTMLInputElement>('#location-search-text');
    if (text === null) throw new Error('no search field');
    typeInto(text, 'Tampere');
    timer.fire();
    await vi.waitFor(() => expect(target.querySelector('[data-testid="location-search-error"]')?.textContent).toContain('not available right now'));
  });
  it('lists the nearest name’s places when nothing matched what was typed, and says so', async () => {
    installFakeMain({
      'locations:list': () => ok(mainPlaces),
      'settings:get': readSettings,
      'locations:search': () => ok({ places: [tampere], correction: { typed: 'Tamprere', searched: 'Tampere' } }),
    });
    const { target, timer } = await showPanel([helsinki]);
    const text = target.querySelector<HTMLInputElement>('#location-search-text');
    if (text === null) throw new Error('no search field');
    typeInto(text, 'Tamprere');
    timer.fire();
    await vi.waitFor(() => expect(target.querySelectorAll('[data-testid="location-result"]')).toHaveLength(1));
    expect(target.querySelector('[data-testid="location-search-status"]')?.textContent).toBe('No place is called “Tamprere”. Showing Tampere.');
  });

  it('stops the field at the length main takes', async () => {
    fakeMain();
    const { target } = await showPanel([helsinki]);
    expect(target.querySelector<HTMLInputElement>('#location-search-text')?.maxLength).toBe(placeQueryMaxLength);
  });
});

describe('reordering and removing', () => {
  const [berlin, munich, hamburg] = [place('1', 'Berlin'), place('2', 'Munich'), place('3', 'Hamburg')];

  it('moves a place up, saves the order and keeps the focus on the moved place', async () => {
    const main = fakeMain();
    const { target } = await showPanel([berlin, munich, hamburg]);
    expect(target.textContent).toContain('The first place is the one the tray shows');
    expect(button(target, 'Move Berlin up').disabled).toBe(true);
    expect(button(target, 'Move Hamburg down').disabled).toBe(true);

    button(target, 'Move Hamburg up').click();
    await vi.waitFor(() => expect(names(target)).toEqual(['Berlin', 'Hamburg', 'Munich']));
    expect(main.callsTo('settings:update')).toEqual([{ locations: [berlin, hamburg, munich] }]);
    await vi.waitFor(() => expect(document.activeElement).toBe(button(target, 'Move Hamburg up')));

    button(target, 'Move Hamburg up').click();
    await vi.waitFor(() => expect(names(target)).toEqual(['Hamburg', 'Berlin', 'Munich']));
    // At the top "up" is disabled: the focus goes to "down".
    await vi.waitFor(() => expect(document.activeElement).toBe(button(target, 'Move Hamburg down')));
    expect(main.callsTo('settings:update').at(-1)).toEqual({ locations: [hamburg, berlin, munich] });
  });

  it('removes a place at once, offers undo, and puts it back where it was', async () => {
    const main = fakeMain();
    const { target } = await showPanel([berlin, munich, hamburg]);

    button(target, 'Remove Munich').click();
    await vi.waitFor(() => expect(status(target)).toMatch(/^Removed Munich\./));
    expect(main.callsTo('settings:update')).toEqual([{ locations: [berlin, hamburg] }]);
    expect(names(target)).toEqual(['Berlin', 'Hamburg']);
    await tick();
    expect(document.activeElement).toBe(button(target, 'Undo'));

    button(target, 'Undo').click();
    await vi.waitFor(() => expect(status(target)).toBe('Munich is back.'));
    expect(main.callsTo('settings:update').at(-1)).toEqual({ locations: [berlin, munich, hamburg], chosenPlaceId: munich.id });
    expect(names(target)).toEqual(['Berlin', 'Munich', 'Hamburg']);
  });

  it('offers no reordering or removal of the default place', async () => {
    fakeMain();
    const { target } = await showPanel([]);
    expect(names(target)).toEqual(['Helsinki']);
    expect(target.querySelector('[aria-label^="Remove"]')).toBeNull();
    expect(target.querySelector('[aria-label^="Move"]')).toBeNull();
    expect(target.querySelector('[data-testid="locations-count"]')?.textContent).toMatch(/0 of 20 places saved/);
  });

  it('shows why a save failed and keeps the list', async () => {
    installFakeMain({ 'locations:list': () => ok(mainPlaces), 'settings:get': readSettings, 'settings:update': () => fail('badInput', { key: 'notSaved', values: { reason: { key: 'issue.unusable' } } }) });
    const { target } = await showPanel([berlin, munich]);
    button(target, 'Remove Berlin').click();
    await vi.waitFor(() => expect(target.querySelector('[data-testid="locations-error"]')?.textContent).toContain('Not saved'));
    expect(names(target)).toEqual(['Berlin', 'Munich']);
  });

  it('stops adding at the limit and says so', async () => {
    fakeMain();
    const full = Array.from({ length: 20 }, (_, i) => place(String(i + 1), `Town ${i + 1}`));
    const { target } = await showPanel(full);
    expect(target.querySelector<HTMLInputElement>('#location-search-text')?.disabled).toBe(true);
    expect(target.querySelector('[data-testid="locations-count"]')?.textContent).toMatch(/20 of 20 places saved/);
  });
});

describe('each place at a glance', () => {
  const tampereHere = { ...savedTampere };
  const update = (locationId: string, product: 'current' | 'daily', data: unknown, fetchedAt = '2026-01-15T10:00:00Z') => ({
    product,
    locationId,
    data,
    fetchedAt,
    staleAfterMs: 3_600_000,
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
  const daily = (maxTemp: number, minTemp: number) => ({
    forecast: [{ date: today, symbol: 'd212', maxTemp, minTemp, maxWindSpeed: 4, windDir: 90, precipAccum: 1, snowDepth: null }],
  });
  const current = (temperature: number) => ({ current: { time: '2026-01-15T10:00:00Z', symbol: 'd312', temperature } });

  function glanceMain() {
    return installFakeMain({
      'app:getInfo': () => ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' }),
      'locations:list': () => ok(mainPlaces),
      'settings:get': readSettings,
      // Main's held answers: Helsinki has both, Tampere nothing yet.
      'weather:get': (payload) => {
        const { locationId } = payload as { locationId: string };
        return ok(locationId === helsinki.id ? [update(helsinki.id, 'current', current(-3.4)), update(helsinki.id, 'daily', daily(-1.2, -8.6))] : []);
      },
    });
  }

  const row = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-testid="location-item"][data-id="${id}"]`);
  const text = (root: HTMLElement, id: string, part: string) => row(root, id)?.querySelector(`[data-testid="${part}"]`)?.textContent?.replace(/\s+/g, ' ').trim();

  it('shows each place’s temperature, symbol and today’s high and low from what main holds, and asks the service nothing', async () => {
    const main = glanceMain();
    const { target } = await showPanel([helsinki, tampereHere]);
    await vi.waitFor(() => expect(text(target, helsinki.id, 'place-glance-temperature')).toBe('-3°'));
    expect(text(target, helsinki.id, 'place-glance-high-low')).toBe('-1° -9° today’s high -1°, low -9°');
    expect(row(target, helsinki.id)?.querySelector('[data-testid="place-glance"] [role="img"]')?.getAttribute('aria-label')).toMatch(/snow/i);
    // A place main holds nothing for says so quietly.
    expect(text(target, tampereHere.id, 'place-glance-none')).toBe('No weather yet');

    // Only main's held answers, for the two products the schedule keeps for every place; never a fetch.
    expect(main.callsTo('weather:get')).toEqual([
      { locationId: helsinki.id, products: ['current', 'daily'] },
      { locationId: tampereHere.id, products: ['current', 'daily'] },
    ]);
    expect(main.callsTo('weather:fetch')).toEqual([]);

    // The schedule's next answer for Tampere reaches its row as it arrives.
    main.emit('weather:updated', update(tampereHere.id, 'current', current(1.6)));
    flushSync();
    expect(text(target, tampereHere.id, 'place-glance-temperature')).toBe('2°');
    expect(text(target, tampereHere.id, 'place-glance-high-low')).toBeUndefined();
    expect(main.callsTo('weather:get')).toHaveLength(2);
  });
});
