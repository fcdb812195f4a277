import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import SymbolIcon from '@renderer/lib/weather/SymbolIcon.svelte';
import { symbolIcon } from '@renderer/lib/weather/symbols';
import { fallingNear, parseSymbol, symbolLabel } from '@shared/views/weather-symbol';
import { installFakeMain } from '../../dashboard/dashboard-fake-main';

// The components' words follow the settings' interface language: English here.
installFakeMain({});

describe('parseSymbol', () => {
  it('reads day or night, cloudiness, precipitation and its type', () => {
    expect(parseSymbol('d421')).toEqual({ daytime: true, cloudiness: 4, precipitation: 2, kind: 'sleet' });
    expect(parseSymbol('n000')).toEqual({ daytime: false, cloudiness: 0, precipitation: 0, kind: 'rain' });
  });

  it('refuses what is not a symbol code', () => {
    for (const code of [null, undefined, '', 'd42', 'x400', 'd700', 'd453', 'd4210']) expect(parseSymbol(code)).toBeNull();
  });
});

describe('symbolLabel', () => {
  it('puts a symbol into words', () => {
    expect(symbolLabel('d000', 'en')).toBe('Clear');
    expect(symbolLabel('d421', 'en')).toBe('Overcast, sleet showers');
    expect(symbolLabel('n212', 'en')).toBe('Partly cloudy, light snow');
    expect(symbolLabel('d430', 'en')).toBe('Overcast, rain');
    expect(symbolLabel('d440', 'en')).toBe('Overcast, thunderstorms');
    expect(symbolLabel('d600', 'en')).toBe('Fog');
    expect(symbolLabel(null, 'en')).toBe('No weather symbol');
  });
});

describe('symbolIcon', () => {
  it('draws the sun by day and the moon by night', () => {
    expect(symbolIcon('d000')).toEqual({ body: 'sun', cloud: 'none', fog: false, precipitation: null, thunder: false });
    expect(symbolIcon('n100')?.body).toBe('moon');
    expect(symbolIcon('n100')?.cloud).toBe('small');
  });

  it('hides the sun behind overcast and fog', () => {
    expect(symbolIcon('d400')).toMatchObject({ body: null, cloud: 'overcast' });
    expect(symbolIcon('d600')).toMatchObject({ body: null, fog: true, cloud: 'none' });
    expect(symbolIcon('d500')).toMatchObject({ body: 'sun', cloud: 'high' });
  });

  it('lets more falls from heavier precipitation, and thunder its bolt', () => {
    expect(symbolIcon('d210')?.precipitation).toEqual({ kind: 'rain', marks: 2 });
    expect(symbolIcon('d322')?.precipitation).toEqual({ kind: 'snow', marks: 3 });
    expect(symbolIcon('d431')?.precipitation).toEqual({ kind: 'sleet', marks: 4 });
    expect(symbolIcon('d340')).toMatchObject({ thunder: true, precipitation: { kind: 'rain', marks: 2 } });
  });

  it('gives falling precipitation a cloud even under a clear code', () => {
    expect(symbolIcon('d010')?.cloud).toBe('small');
  });
});

describe('fallingNear', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');
  const hour = (offset: number, symbol: string | null) => ({ time: new Date(now + offset * 3_600_000).toISOString(), symbol });

  it('takes the first of now and the next two hours that shows something falling', () => {
    expect(fallingNear('d400', [hour(0, 'd412'), hour(1, null), hour(2, 'd322'), hour(3, 'd310')], now)).toBe('snow');
    expect(fallingNear('d311', [hour(1, 'd322')], now)).toBe('sleet');
    expect(fallingNear('d400', [hour(1, 'n000'), hour(2, 'd400'), hour(3, 'd430')], now)).toBeNull();
    expect(fallingNear(null, undefined, now)).toBeNull();
  });
});

describe('SymbolIcon', () => {
  let component: ReturnType<typeof mount> | undefined;

  afterEach(() => {
    if (component !== undefined) unmount(component);
    component = undefined;
    document.body.innerHTML = '';
  });

  function render(code: string | null, label?: string): SVGElement {
    component = mount(SymbolIcon, { target: document.body, props: { code, ...(label === undefined ? {} : { label }) } });
    flushSync();
    const svg = document.body.querySelector('svg');
    if (svg === null) throw new Error('no icon drawn');
    return svg;
  }

  const parts = (svg: SVGElement) => [...svg.querySelectorAll('[data-part]')].map((element) => element.getAttribute('data-part'));

  it('draws the pieces of the code and names it for screen readers', () => {
    const svg = render('d421');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Overcast, sleet showers');
    expect(parts(svg)).toEqual(['cloud', 'rain', 'snow', 'rain']);
    expect(svg.querySelector('[data-part="cloud"]')?.getAttribute('data-cover')).toBe('overcast');
  });

  it('uses the service’s phrase when there is one', () => {
    expect(render('n100', 'Mostly clear night').getAttribute('aria-label')).toBe('Mostly clear night');
  });

  it('draws thunder and the moon', () => {
    expect(parts(render('n240'))).toEqual(['moon', 'cloud', 'thunder', 'rain', 'rain']);
  });

  it('marks an unknown code instead of guessing', () => {
    const svg = render('zzzz');
    expect(parts(svg)).toEqual(['unknown']);
    expect(svg.getAttribute('aria-label')).toBe('No weather symbol');
  });
});
