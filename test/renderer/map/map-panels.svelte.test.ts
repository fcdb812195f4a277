import { createRawSnippet, flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '@renderer/lib/app-state.svelte';
import FoldPanel from '@renderer/map/panels/FoldPanel.svelte';
import { PanelFolds } from '@renderer/map/panels/panel-folds.svelte';
import { pinShift, type Box } from '@renderer/map/panels/pin-shift';
import { ok } from '@shared/ipc/result';
import { defaultSettings, type Settings, type SettingsPatch } from '@shared/settings';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
const overlaps = (one: Box, other: Box) => one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;
const moved = (pin: Box, shift: { x: number; y: number }) => box(pin.left + shift.x, pin.top + shift.y, pin.right - pin.left, pin.bottom - pin.top);

/** A map 1000 by 600 with the storm panel and legend at its start edge's foot and a forecast card at the top of its end. */
const area = box(0, 0, 1000, 600);
const stormPanel = box(10, 100, 350, 380);
const legend = box(10, 490, 270, 100);
const forecast = box(650, 10, 340, 300);
const panels = [stormPanel, legend, forecast];

describe('pinShift', () => {
  it('moves nothing while every pin is clear of the panels', () => {
    expect(pinShift(area, [box(500, 300, 90, 20)], panels)).toBeNull();
  });

  it('moves a pin under the storm panel past its nearer edge, the least way, with a little air', () => {
    // Helsinki's pin and name mostly past the panel's end edge: only "ki" showed.
    const helsinki = box(300, 250, 90, 20);
    const shift = pinShift(area, [helsinki], panels);
    expect(shift).toEqual({ x: 66, y: 0 });
    const now = moved(helsinki, shift ?? { x: 0, y: 0 });
    expect(panels.some((panel) => overlaps(now, panel))).toBe(false);
  });

  it('frees every pin in view, and keeps the ones in the clear in view and clear', () => {
    const pins = [box(300, 250, 90, 20), box(700, 200, 80, 20), box(500, 400, 70, 20)];
    const shift = pinShift(area, pins, panels);
    if (shift === null) throw new Error('no shift');
    for (const pin of pins.map((one) => moved(one, shift))) {
      expect(panels.some((panel) => overlaps(pin, panel))).toBe(false);
      expect(pin.left >= area.left && pin.right <= area.right && pin.top >= area.top && pin.bottom <= area.bottom).toBe(true);
    }
  });

  it('does not move the map when the only way out of one panel is under another or out of view', () => {
    const wide = [box(0, 0, 1000, 290), box(0, 310, 1000, 290)];
    expect(pinShift(area, [box(400, 100, 90, 20)], wide)).toBeNull();
  });

  it('leaves pins outside the view alone', () => {
    expect(pinShift(area, [box(-400, 250, 90, 20)], panels)).toBeNull();
  });
});

describe('PanelFolds', () => {
  let close: (() => void) | undefined;
  afterEach(() => {
    close?.();
    close = undefined;
  });

  function follow(initial: Settings) {
    let settings = initial;
    const main = installFakeMain({
      'settings:get': () => ok(settings),
      'settings:update': (patch) => {
        const map = (patch as SettingsPatch).map ?? {};
        settings = { ...settings, map: { ...settings.map, ...map } };
        return ok(settings);
      },
    });
    let panels: PanelFolds | undefined;
    let seen = defaultSettings.map.folded;
    close = $effect.root(() => {
      panels = new PanelFolds(new AppState());
      $effect(() => {
        seen = panels?.folded ?? seen;
      });
    });
    if (panels === undefined) throw new Error('no panels');
    return { panels, main, seen: () => seen, stored: () => settings.map.folded };
  }

  it("follows main's settings: what a restart reads back is what was folded", async () => {
    const folded = { storms: true, legend: false, forecast: true };
    const { seen } = follow({ ...defaultSettings, map: { ...defaultSettings.map, folded } });
    await vi.waitFor(() => expect(seen()).toEqual(folded));
  });

  it('folds at once and sends all the folds to main, which keeps them', async () => {
    const { panels, main, seen, stored } = follow(defaultSettings);
    await vi.waitFor(() => expect(main.callsTo('settings:get')).toHaveLength(1));
    panels.fold('legend', true);
    flushSync();
    expect(seen()).toEqual({ storms: false, legend: true, forecast: false });
    await vi.waitFor(() => expect(stored()).toEqual({ storms: false, legend: true, forecast: false }));
    panels.fold('storms', true);
    panels.fold('legend', false);
    await vi.waitFor(() => expect(stored()).toEqual({ storms: true, legend: false, forecast: false }));
    expect(main.callsTo('settings:update')).toEqual([
      { map: { folded: { storms: false, legend: true, forecast: false } } },
      { map: { folded: { storms: true, legend: true, forecast: false } } },
      { map: { folded: { storms: true, legend: false, forecast: false } } },
    ]);
  });
});

describe('FoldPanel', () => {
  let destroy: (() => void) | undefined;
  afterEach(() => destroy?.());

  it('is a disclosure: its named button says whether the panel is open, and folds it to the button alone', () => {
    installFakeMain({});
    const folds: boolean[] = [];
    let folded = $state(false);
    const children = createRawSnippet(() => ({ render: () => '<p>Storm list</p>' }));
    const shown = render(FoldPanel, {
      id: 'storms',
      label: 'Storms and lightning',
      get folded() {
        return folded;
      },
      onfold: (next: boolean) => {
        folds.push(next);
        folded = next;
      },
      children,
    });
    destroy = shown.destroy;
    const toggle = shown.target.querySelector('button');
    const body = shown.target.querySelector<HTMLElement>('#panel-body-storms');
    if (toggle === null || body === null) throw new Error('no button or body');
    expect(toggle.textContent?.trim()).toBe('Storms and lightning');
    expect(toggle.getAttribute('aria-controls')).toBe('panel-body-storms');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(body.textContent).toBe('Storm list');

    toggle.click();
    flushSync();
    expect(folds).toEqual([true]);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);

    toggle.click();
    flushSync();
    expect(folds).toEqual([true, false]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
  });
});
