import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '@shared/settings';
import { ok } from '@shared/ipc/result';
import { interfaceLanguages } from '@shared/i18n/languages';
import type { MapBudgetView } from '@shared/views/map-budget';
import { mapRefusalOf, mapRefusalMessages } from '@shared/views/map-refusal';
import { writeErrorText } from '@shared/i18n/messages/errors';
import { mapTextIn } from '@renderer/map/text';
import { notLoadedTilePicture, notLoadedWords, settingsPage } from '@renderer/map/layers/not-loaded';
import { NotLoadedTiles } from '@renderer/map/layers/not-loaded-tiles';
import LayerPicker from '@renderer/map/layers/LayerPicker.svelte';
import MapLegend from '@renderer/map/layers/MapLegend.svelte';
import type { Capabilities } from '@shared/api/maps';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';
import { flushSync } from 'svelte';

const layers = (capture as Capabilities).images;

const view = (part: Partial<MapBudgetView>): MapBudgetView => ({
  allowed: 40,
  spent: 0,
  extraToday: 0,
  sharePercent: 40,
  moreStep: 10,
  resetsAt: 0,
  ...part,
});

describe('what the map reads from main’s budget view', () => {
  it.each([
    ['nothing known yet', undefined, null],
    ['room left', view({ spent: 39 }), null],
    ['the share spent', view({ spent: 40 }), 'mapShare'],
    ['the share spent, then more allowed', view({ spent: 40, allowed: 50, extraToday: 10 }), null],
    ['the allowance spent before the share', view({ spent: 12, moreStep: 0 }), 'allowance'],
  ] as const)('%s: %s', (_what, budget, refusal) => {
    expect(mapRefusalOf(budget)).toBe(refusal);
  });

  it("words main's refusals from the errors catalogue, one message per refusal", () => {
    expect(writeErrorText('en', { key: mapRefusalMessages.mapShare })).toMatch(/^The map's share of today's requests is used up/);
    expect(mapRefusalMessages.mapShare).not.toBe(mapRefusalMessages.allowance);
  });
});

describe('the words of the spent state', () => {
  it('says "Not loaded" and why, with the way to allow more, in every interface language', () => {
    const notLoaded: Record<string, string> = { en: 'Not loaded', de: 'Nicht geladen', fi: 'Ei ladattu', sv: 'Inte inläst', fr: 'Non chargé', es: 'No cargado', ar: 'لم يُحمَّل' };
    for (const language of interfaceLanguages) {
      const share = notLoadedWords('mapShare', mapTextIn(language));
      const allowance = notLoadedWords('allowance', mapTextIn(language));
      expect(share.message.startsWith(notLoaded[language] ?? '?'), `${language}: ${share.message}`).toBe(true);
      expect(allowance.message.startsWith(notLoaded[language] ?? '?'), `${language}: ${allowance.message}`).toBe(true);
      expect(allowance.message).not.toBe(share.message);
      expect(share.action.length).toBeGreaterThan(5);
      if (language !== 'en') expect(share.message).not.toBe(notLoadedWords('mapShare', mapTextIn('en')).message);
    }
    expect(notLoadedWords('mapShare', mapTextIn('en'))).toEqual({
      message: "Not loaded: the map's share of today's requests is used.",
      action: 'Allow more in Settings',
    });
  });

  it('draws a tile’s words escaped, in the language’s direction', () => {
    const picture = notLoadedTilePicture('Not <loaded> & "used"', 'ar');
    expect(picture.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(picture.slice(picture.indexOf(',') + 1));
    expect(svg).toContain('Not &lt;loaded&gt; &amp; &quot;used&quot;');
    expect(svg).toContain('dir="rtl"');
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
  });
});

describe('tiles that did not load', () => {
  function tileOnMap(address: string): HTMLImageElement {
    const tile = document.createElement('img');
    tile.src = address;
    document.body.append(tile);
    return tile;
  }
  afterEach(() => document.body.replaceChildren());

  it('show the words in their place while main refuses, and ask for their own tile again once it does not', () => {
    const again: HTMLImageElement[] = [];
    const tiles = new NotLoadedTiles((tile) => again.push(tile));
    const first = tileOnMap('http://localhost/wg-tile/tiles/5/t/4/8/4.png');
    const gone = tileOnMap('http://localhost/wg-tile/tiles/5/t/4/9/4.png');

    tiles.failed(first);
    expect(first.src).toBe('http://localhost/wg-tile/tiles/5/t/4/8/4.png');

    tiles.show('data:image/svg+xml,refused');
    expect(first.src).toBe('data:image/svg+xml,refused');
    expect(first.classList.contains('wg-not-loaded')).toBe(true);
    tiles.failed(gone);
    expect(gone.src).toBe('data:image/svg+xml,refused');
    gone.remove();

    tiles.show(null);
    expect(first.src).toBe('http://localhost/wg-tile/tiles/5/t/4/8/4.png');
    expect(first.classList.contains('wg-not-loaded')).toBe(false);
    expect(gone.src).toBe('data:image/svg+xml,refused');
    // Asked again, it is forgotten: a later refusal leaves it alone.
    tiles.show('data:image/svg+xml,refused');
    expect(first.src).toBe('http://localhost/wg-tile/tiles/5/t/4/8/4.png');
    first.dispatchEvent(new Event('error'));
    expect(again).toEqual([first]);
  });

  it('keep a real failure’s hole when main refuses nothing', () => {
    const tiles = new NotLoadedTiles(() => undefined);
    const tile = tileOnMap('http://localhost/wg-tile/tiles/5/t/4/8/4.png');
    tiles.failed(tile);
    tiles.show(null);
    expect(tile.src).toBe('http://localhost/wg-tile/tiles/5/t/4/8/4.png');
    expect(tile.classList.contains('wg-not-loaded')).toBe(false);
  });
});

describe('the legend and the layer picker in the spent state', () => {
  let destroy: (() => void) | undefined;
  beforeEach(() => installFakeMain({ 'settings:get': () => ok(defaultSettings) }));
  afterEach(() => {
    destroy?.();
    destroy = undefined;
  });

  it('a legend refused says so calmly, with the way to Settings; a legend that failed says it failed', () => {
    const legend = render(MapLegend, { src: '/wg-tile/legends/5/default.png', layerName: 'Radar', attribution: null, refusal: 'mapShare' });
    destroy = legend.destroy;
    legend.target.querySelector('img')?.dispatchEvent(new Event('error'));
    flushSync();
    const notLoaded = legend.target.querySelector('[data-testid="not-loaded-legend"]');
    expect(notLoaded?.textContent).toContain("Not loaded: the map's share of today's requests is used.");
    expect(notLoaded?.querySelector('a')?.getAttribute('href')).toBe(settingsPage);
    expect(notLoaded?.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(legend.target.textContent).not.toContain('could not be loaded');
    legend.destroy();

    const broken = render(MapLegend, { src: '/wg-tile/legends/5/default.png', layerName: 'Radar', attribution: null, refusal: null });
    destroy = broken.destroy;
    broken.target.querySelector('img')?.dispatchEvent(new Event('error'));
    flushSync();
    expect(broken.target.textContent).toContain('The legend could not be loaded.');
    expect(broken.target.querySelector('[data-testid="not-loaded-legend"]')).toBeNull();
  });

  it('a legend refused asks again once more is allowed', () => {
    const props = $state<{ src: string; layerName: string; attribution: string | null; refusal: 'mapShare' | null }>({
      src: '/wg-tile/legends/5/default.png',
      layerName: 'Radar',
      attribution: null,
      refusal: 'mapShare',
    });
    const legend = render(MapLegend, props);
    destroy = legend.destroy;
    legend.target.querySelector('img')?.dispatchEvent(new Event('error'));
    flushSync();
    expect(legend.target.querySelector('img')).toBeNull();

    props.refusal = null;
    flushSync();
    expect(legend.target.querySelector('img')?.getAttribute('src')).toBe('/wg-tile/legends/5/default.png');
    expect(legend.target.querySelector('[data-testid="not-loaded-legend"]')).toBeNull();
  });

  it('the layer picker describes itself with the spent state while it holds', () => {
    const picker = render(LayerPicker, { layers, selectedId: 5, refusal: 'mapShare', onchoose: () => undefined });
    destroy = picker.destroy;
    const select = picker.target.querySelector('select');
    const note = picker.target.querySelector('[data-testid="not-loaded-picker"]');
    expect(note?.id).toBe(select?.getAttribute('aria-describedby'));
    expect(note?.textContent).toContain("Not loaded: the map's share of today's requests is used.");
    picker.destroy();

    const calm = render(LayerPicker, { layers, selectedId: 5, refusal: null, onchoose: () => undefined });
    destroy = calm.destroy;
    expect(calm.target.querySelector('[data-testid="not-loaded-picker"]')).toBeNull();
    expect(calm.target.querySelector('select')?.hasAttribute('aria-describedby')).toBe(false);
  });
});
