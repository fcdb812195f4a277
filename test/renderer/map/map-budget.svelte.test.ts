import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MapBudget from '@renderer/map/budget/MapBudget.svelte';
import { mapCosts, tilesToCover } from '@renderer/map/budget/map-cost';
import type { MapBudgetView } from '@shared/views/map-budget';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';

// The components' words follow the settings, read from main: one that has none speaks English.
beforeEach(() => {
  installFakeMain({});
});

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

const budget: MapBudgetView = { allowed: 800, spent: 312, extraToday: 0, sharePercent: 40, moreStep: 200, resetsAt: Date.UTC(2026, 10, 26) };

describe('what the map will cost', () => {
  it('counts every tile a view touches, one frame for a change and every frame for the loop', () => {
    // 1280x700 touches up to 6 columns and 4 rows of 256 px tiles.
    expect(tilesToCover(1280, 700)).toBe(24);
    expect(tilesToCover(256, 256)).toBe(4);
    expect(tilesToCover(0, 700)).toBe(0);
    expect(mapCosts(24, 12)).toEqual({ frame: 24, loop: 288 });
    expect(mapCosts(24, 0)).toEqual({ frame: 24, loop: 24 });
  });
});

describe("the map's budget line", () => {
  it('says what is spent of the share and what the next steps cost, before they are taken', () => {
    const view = render(MapBudget, { budget, costs: mapCosts(24, 12), onallow: () => undefined });
    destroy = view.destroy;
    expect(view.target.textContent).toContain('Map: 312 of 800 requests today');
    expect(view.target.querySelector('[title]')?.getAttribute('title')).toBe('40% of the daily allowance');
    expect(view.target.querySelector('[data-testid="map-costs"]')?.textContent).toContain('here up to 24, the loop up to 288');
    expect(view.target.querySelector('button')).toBeNull();
  });

  it('once the share is spent, says so plainly and offers more for today', () => {
    const allowed: string[] = [];
    const view = render(MapBudget, { budget: { ...budget, spent: 800 }, costs: mapCosts(24, 12), onallow: () => allowed.push('more') });
    destroy = view.destroy;
    const notice = view.target.querySelector('[data-testid="map-budget-spent"]');
    expect(notice?.textContent).toContain('Its share is used up: it shows what it has loaded');
    const more = notice?.querySelector('button');
    expect(more?.textContent).toBe('Allow 200 more today');
    more?.click();
    expect(allowed).toEqual(['more']);
  });

  it("keeps its line's room, empty, until main's count arrives", () => {
    const view = render(MapBudget, { budget: undefined, costs: mapCosts(24, 12), onallow: () => undefined });
    destroy = view.destroy;
    const line = view.target.querySelector('[data-testid="map-budget"]');
    expect(line?.textContent?.trim()).toBe('');
    expect(line?.querySelector('[aria-hidden="true"]')?.textContent).toBe('\u00a0');
    expect(view.target.querySelector('[data-testid="map-costs"]')).toBeNull();
  });

  it('offers nothing more once the allowance itself is spent', () => {
    const view = render(MapBudget, { budget: { ...budget, spent: 800, moreStep: 0 }, costs: mapCosts(24, 12), onallow: () => undefined });
    destroy = view.destroy;
    expect(view.target.querySelector('button')).toBeNull();
    expect(view.target.textContent).toContain('New areas load after midnight UTC');
  });
});
