import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Capabilities } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import LayerSettings from '@renderer/map/layers/LayerSettings.svelte';
import { colorschemeLabel } from '@renderer/map/layers/map-names';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';

const layers = (capture as Capabilities).images;
const display = { locale: 'en-GB' } as const;

describe('the layer settings’ colour schemes', () => {
  let destroy: (() => void) | undefined;
  beforeEach(() => installFakeMain({ 'settings:get': () => ok(defaultSettings) }));
  afterEach(() => {
    destroy?.();
    destroy = undefined;
  });

  it.each(layers.filter((layer) => layer.colorschemes.length > 1).map((layer) => [layer.id, layer.title, layer] as const))(
    'layer %i (%s) offers every scheme the service lists, each by its name',
    (_id, _title, layer) => {
      const settings = render(LayerSettings, {
        colorschemes: layer.colorschemes,
        colorscheme: layer.colorschemes[1] ?? 'default',
        opacity: 0.7,
        display,
        onscheme: () => undefined,
        onopacity: () => undefined,
      });
      destroy = settings.destroy;
      const picker = settings.target.querySelector<HTMLSelectElement>('[data-testid="colorscheme-picker"]');
      const options = [...(picker?.querySelectorAll('option') ?? [])];
      expect(picker?.disabled).toBe(false);
      expect(options.map((option) => option.value)).toEqual(layer.colorschemes);
      expect(options.map((option) => option.textContent)).toEqual(layer.colorschemes.map(colorschemeLabel));
      // Named for people, never by the service's id.
      for (const option of options) expect(option.textContent).not.toBe(option.value);
      expect(picker?.value).toBe(layer.colorschemes[1]);
    },
  );
});
