import { defaultSettings } from '@shared/settings';
import { interfaceLanguages } from '@shared/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerCatalogue } from '@service/maps/layer-catalogue';
import type { Capabilities } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import en from '@shared/i18n/messages/map/en.json' with { type: 'json' };
import de from '@shared/i18n/messages/map/de.json' with { type: 'json' };
import fi from '@shared/i18n/messages/map/fi.json' with { type: 'json' };
import sv from '@shared/i18n/messages/map/sv.json' with { type: 'json' };
import fr from '@shared/i18n/messages/map/fr.json' with { type: 'json' };
import es from '@shared/i18n/messages/map/es.json' with { type: 'json' };
import { layerLabel } from '@renderer/map/layer-groups';
import { colorschemeLabel, layerTitles, schemeNames } from '@renderer/map/map-names';
import LayerPicker from '@renderer/map/LayerPicker.svelte';
import MapLegend from '@renderer/map/MapLegend.svelte';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';

const catalogues: Readonly<Record<(typeof interfaceLanguages)[number], Readonly<Record<string, string>>>> = { en, de, fi, sv, fr, es };

/**
 * Layers the app knowingly names by the service's own title, in English. Empty: a layer the local
 * service gains must get a catalogue name in every language, or be listed here on purpose.
 */
const knownToUseServiceTitle: ReadonlySet<number> = new Set();

const layers = (capture as Capabilities).images;

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

describe('the map’s names come from the catalogue', () => {
  it('names every layer the local service offers, in every language', () => {
    const unnamed = layerCatalogue.filter((layer) => layerTitles[layer.id] === undefined && !knownToUseServiceTitle.has(layer.id)).map((layer) => `${layer.id} ${layer.title}`);
    expect(unnamed).toEqual([]);
    for (const layer of layerCatalogue) {
      const key = layerTitles[layer.id];
      if (key === undefined) continue;
      for (const language of interfaceLanguages) expect(catalogues[language][key], `${language} ${key}`).toMatch(/\S/);
    }
  });

  it('names every colour scheme the local service offers, in every language', () => {
    const schemes = [...new Set(layerCatalogue.flatMap((layer) => layer.colorschemes))];
    expect(schemes.filter((scheme) => schemeNames[scheme] === undefined)).toEqual([]);
    for (const scheme of schemes) {
      const key = schemeNames[scheme] ?? 'schemeDefault';
      for (const language of interfaceLanguages) expect(catalogues[language][key], `${language} ${key}`).toMatch(/\S/);
    }
  });

  it('gives every layer a name of its own in every language, so the picker never lists two alike', () => {
    for (const language of interfaceLanguages) {
      const names = Object.values(layerTitles).map((key) => catalogues[language][key]);
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  it('falls back to the service’s title only for a layer the app does not know, and to the id for an unknown scheme', () => {
    const unknown = { ...layers[0], id: 9999, title: 'Fire Danger Index', description: 'Fire danger' } as Capabilities['images'][number];
    expect(layerLabel(unknown, [...layers, unknown])).toBe('Fire danger index');
    expect(colorschemeLabel('fire-noalpha')).toBe('fire-noalpha');
  });
});

describe('the map in German', () => {
  it('lists the layers, names the legend and its picture, and names the colour schemes in German only', async () => {
    installFakeMain({ 'settings:get': () => ok({ ...defaultSettings, interfaceLanguage: 'de' }) });
    const picker = render(LayerPicker, { layers, selectedId: 5, onchoose: () => undefined });
    destroy = picker.destroy;
    const select = picker.target.querySelector('select') as HTMLSelectElement;
    await vi.waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Europa: Radar und Vorhersage'));
    const pollen = select.querySelector('optgroup[label="Pollen"]');
    expect([...(pollen?.querySelectorAll('option') ?? [])].map((option) => option.textContent)).toEqual([
      'Ambrosiapollen',
      'Erlenpollen',
      'Birkenpollen',
      'Olivenpollen',
      'Gräserpollen',
      'Beifußpollen',
    ]);
    picker.destroy();

    const radar = layers.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('the capture has no layer 5');
    const legend = render(MapLegend, { src: '/wg-tile/legends/5/default.png', layerName: layerLabel(radar, layers), attribution: radar.attribution });
    destroy = legend.destroy;
    const image = legend.target.querySelector('img') as HTMLImageElement;
    expect(image.alt).toBe('Farbskala für Europa: Radar und Vorhersage');
    expect(legend.target.querySelector('.name')?.textContent).toBe('Europa: Radar und Vorhersage');

    expect(['default', 'tempdata-mapped-noalpha', 'temp-fahrenheit-noalpha', 'radar-eu', 'aqi-muted-transparent'].map(colorschemeLabel)).toEqual([
      'Standard',
      'Temperatur, klassisch',
      'Temperatur, °F, deckend',
      'Radar, europäische Farben',
      'Luftqualität, gedämpft',
    ]);
  });
});
