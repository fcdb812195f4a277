import { describe, expect, it } from 'vitest';
import { colourAt } from '@service/maps/colour-scale';
import { tileScheme } from '@service/maps/colour-schemes';
import { findLayer, layerCatalogue } from '@service/maps/layer-catalogue';
import { callMap, decodePng, failureOf, pixelAt } from './maps-fixture';

const everyScheme = layerCatalogue.flatMap((layer) => layer.colorschemes.map((name) => [layer.id, name] as const));

/** Dark pixels: the ticks and the bitmap font's labels. */
function inkPixels(image: ReturnType<typeof decodePng>): number {
  let count = 0;
  for (let at = 0; at < image.data.length; at += 4) {
    if ((image.data[at] ?? 255) < 60 && (image.data[at + 1] ?? 255) < 60 && (image.data[at + 2] ?? 255) < 70) count += 1;
  }
  return count;
}

describe('legends', () => {
  it.each(everyScheme)('layer %i, scheme %s: a labelled PNG, one hit', async (id, colorscheme) => {
    const answer = await callMap('legend', { colorscheme, id: String(id) });
    expect(answer.contentType).toBe('image/png');
    expect(answer.hits).toBe(1);
    const image = decodePng(answer.body);
    expect(image.width).toBe(256);
    expect(image.height).toBeGreaterThanOrEqual(15);
    expect(inkPixels(image)).toBeGreaterThan(20);
  });

  it('shows the scheme colours at the ends of its bar', async () => {
    const image = decodePng((await callMap('legend', { colorscheme: 'tempdata-mapped-noalpha', id: '2' })).body);
    const scheme = tileScheme(findLayer(2) ?? ({} as never), 'tempdata-mapped-noalpha');
    if (scheme?.paint !== 'scalar') throw new Error('temperature is a scalar layer');
    const stops = scheme.scale.stops;
    const near = (actual: number[], expected: readonly number[]) =>
      actual.slice(0, 3).every((channel, index) => Math.abs(channel - (expected[index] ?? NaN)) <= 4);
    // The bar starts 4 pixels in and ends before the unit label; its first row is 4 pixels down.
    expect(near(pixelAt(image, 4, 4), colourAt(scheme.scale, stops[0]?.value ?? 0))).toBe(true);
    const rowEnd = [...Array(256).keys()].reverse().find((x) => pixelAt(image, x, 4).join() !== '255,255,255,255') ?? 0;
    expect(near(pixelAt(image, rowEnd, 4), colourAt(scheme.scale, stops.at(-1)?.value ?? 0))).toBe(true);
    expect(near(pixelAt(image, 128, 4), colourAt(scheme.scale, stops[0]?.value ?? 0))).toBe(false);
  });

  it('labels the Fahrenheit scheme differently from the Celsius one', async () => {
    const celsius = decodePng((await callMap('legend', { colorscheme: 'default', id: '2' })).body);
    const fahrenheit = decodePng((await callMap('legend', { colorscheme: 'temp-fahrenheit', id: '2' })).body);
    expect(fahrenheit.data.equals(celsius.data)).toBe(false);
  });

  it('refuses a colour scheme the layer does not list, and an unknown layer, with 400', async () => {
    expect((await failureOf(callMap('legend', { colorscheme: 'radar-coverage', id: '2' }))).status).toBe(400);
    expect((await failureOf(callMap('legend', { colorscheme: 'default', id: '4242' }))).status).toBe(400);
  });

  it('carries an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const path = { colorscheme: 'default', id: '5' };
    const first = await callMap('legend', path);
    expect(first.headers?.['Cache-Control']).toBe('public, max-age=86400');
    const tag = first.headers?.ETag ?? '';
    expect((await callMap('legend', path)).headers?.ETag).toBe(tag);
    const cached = await callMap('legend', path, {}, { ifNoneMatch: tag });
    expect([cached.status, cached.body, cached.hits]).toEqual([304, null, 0]);
  });
});
