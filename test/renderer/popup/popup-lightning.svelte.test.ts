import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LightningNote from '@renderer/popup/LightningNote.svelte';
import type { LightningFlash } from '@shared/api/products';
import { ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import { unitPresets } from '@shared/units';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';

const helsinki = { lat: 60.1695, lon: 24.9354 };
const now = Date.parse('2026-06-10T12:00:00Z');
/** About 12 km south-west of Helsinki. */
const southWest = { lat: 60.0932, lon: 24.7818 };

function strike(minutesAgo: number, where = southWest): LightningFlash {
  return { ...where, time: new Date(now - minutesAgo * 60_000).toISOString(), satellite: 'MTG-I1' };
}

let destroy: (() => void) | undefined;
// The note's words follow the interface language, which the window reads from main's settings.
beforeEach(() => {
  installFakeMain({ 'settings:get': () => ok(defaultSettings) });
});
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

function note(flashes: LightningFlash[], enabled = true, units = unitPresets.metric): string | null {
  const view = render(LightningNote, { flashes, place: helsinki, rule: { enabled, withinKm: 30 }, display: { units, locale: 'en' }, now });
  destroy = view.destroy;
  return view.target.querySelector('[data-testid="lightning-near"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
}

describe('the popup’s lightning line', () => {
  it('says where the nearest recent strike was and when the latest struck, as the notification counts them', () => {
    expect(note([strike(9), strike(4, { lat: 60.3, lon: 24.93 })])).toBe('Lightning 12 km south-west, the latest strike 4 min. ago');
  });

  it('writes the distance in the chosen unit', () => {
    expect(note([strike(4)], true, unitPresets.us)).toBe('Lightning 7.5 mi south-west, the latest strike 4 min. ago');
  });

  it('shows nothing with the notification off, for old strikes, or for strikes beyond its distance', () => {
    expect(note([strike(4)], false)).toBeNull();
    destroy?.();
    expect(note([strike(31)])).toBeNull();
    destroy?.();
    expect(note([strike(2, { lat: 61, lon: 24.93 })])).toBeNull();
  });
});
