import { describe, expect, it } from 'vitest';
import { currentDemand, type DemandInput, type Need, type Views } from '@main/core/schedule/demand';
import { cadenceTable, day, hour, minute, products } from '@main/core/schedule/cadence';
import { locationsFor } from './day-simulation';

const closed: Views = { popupOpen: false, dashboardOpen: false, mapOpen: false };
/** Every product some window shows (lightning only feeds its notification). */
const shownProducts = products.filter((product) => cadenceTable[product].dashboard !== undefined);
const [tray, second] = locationsFor(2);

function demand(input: Partial<DemandInput>): Need[] {
  return currentDemand({ views: closed, locations: locationsFor(3), rainNear: () => false, applicable: () => true, optedIn: new Set(), ...input });
}

function cadences(needs: readonly Need[], locationId: string): Record<string, number> {
  return Object.fromEntries(needs.filter((need) => need.location.id === locationId).map((need) => [need.product, need.cadenceMs]));
}

describe('currentDemand', () => {
  it('with only the tray: nowcast, current, hourly and warnings for the first location, at background cadences', () => {
    const needs = demand({});
    expect(cadences(needs, tray?.id ?? '')).toEqual({ nowcast: 30 * minute, current: 20 * minute, hourly: hour, warnings: 30 * minute });
    expect(needs.every((need) => need.location.id === tray?.id)).toBe(true);
  });

  it('with the popup open: the same products, nowcast every 5 min and warnings every 10', () => {
    const needs = demand({ views: { ...closed, popupOpen: true } });
    expect(cadences(needs, tray?.id ?? '')).toEqual({ nowcast: 5 * minute, current: 15 * minute, hourly: hour, warnings: 10 * minute });
    expect(needs).toHaveLength(4);
  });

  it('with the dashboard open: every product for every location', () => {
    const needs = demand({ views: { ...closed, dashboardOpen: true } });
    expect(needs).toHaveLength(3 * shownProducts.length);
    expect(needs.some((need) => need.product === 'lightning')).toBe(false);
    expect(cadences(needs, second?.id ?? '')).toMatchObject({ nowcast: 30 * minute, daily: 3 * hour, climate: 30 * day, pollen: hour });
  });

  it('asks for the nowcast every 5 min where rain is near', () => {
    const needs = demand({ views: { ...closed, dashboardOpen: true }, rainNear: (id) => id === second?.id });
    expect(cadences(needs, second?.id ?? '').nowcast).toBe(cadenceTable.nowcast.rainNear);
    expect(cadences(needs, tray?.id ?? '').nowcast).toBe(30 * minute);
  });

  it('asks for lightning around the tray’s place every 10 min only while its notification is on', () => {
    expect(demand({ views: { ...closed, dashboardOpen: true, popupOpen: true } }).some((need) => need.product === 'lightning')).toBe(false);

    const needs = demand({ optedIn: new Set(['lightning']) });

    expect(needs.filter((need) => need.product === 'lightning').map((need) => [need.location.id, need.cadenceMs, need.rank])).toEqual([
      [tray?.id, 10 * minute, 4],
    ]);
  });

  it('adds nothing for the map (tiles are counted by the tile proxy)', () => {
    expect(demand({ views: { ...closed, mapOpen: true } })).toEqual(demand({}));
  });

  it('leaves out what does not apply (pollen outside Europe)', () => {
    const needs = demand({ views: { ...closed, dashboardOpen: true }, applicable: (product) => product !== 'pollen' });
    expect(needs.some((need) => need.product === 'pollen')).toBe(false);
    expect(needs).toHaveLength(3 * (shownProducts.length - 1));
  });

  it("ranks the tray location's nowcast, current and warnings last to slow, and marks its essentials", () => {
    const needs = demand({ views: { ...closed, dashboardOpen: true } });
    const trayNeeds = needs.filter((need) => need.location.id === tray?.id);
    expect(trayNeeds.filter((need) => need.rank === 4).map((need) => need.product).sort()).toEqual(['current', 'nowcast', 'warnings']);
    expect(needs.filter((need) => need.essential).map((need) => `${need.product}@${need.location.id}`).sort()).toEqual([
      `current@${tray?.id}`,
      `nowcast@${tray?.id}`,
    ]);
    expect(needs.find((need) => need.product === 'nowcast' && need.location.id === second?.id)?.rank).toBe(3);
    expect(needs.find((need) => need.product === 'climate')?.rank).toBe(1);
  });

  it('counts a location listed twice once', () => {
    const [first] = locationsFor(1);
    expect(demand({ locations: first === undefined ? [] : [first, first] })).toHaveLength(4);
  });
});
