import { defaultSettings } from '@shared/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Capabilities } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import { layerLabel } from '@renderer/map/layers/layer-groups';
import { colorschemeLabel } from '@renderer/map/layers/map-names';
import LayerPicker from '@renderer/map/layers/LayerPicker.svelte';
import MapLegend from '@renderer/map/layers/MapLegend.svelte';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';

const layers = (capture as Capabilities).images;

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

describe('names the app does not know', () => {
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
