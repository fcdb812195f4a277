import { describe, expect, it } from 'vitest';
import { colourAt } from '@service/maps/colour-scale';
import { tileScheme } from '@service/maps/colour-schemes';
import { layerCatalogue } from '@service/maps/layer-catalogue';
import { alphas, callMap, decodePng, failureOf, layerAt, pixelAt, testNow } from './maps-fixture';

/** A tile path at the layer's current time, `offset` steps from it, or its last time. */
async function tilePath(id: number, z: number, x: number, y: number, offset: number | 'last' = 0) {
  const layer = await layerAt(id);
  const time = offset === 'last' ? layer.times.available.at(-1) : layer.times.available[layer.times.current + offset];
  if (time === undefined) throw new Error(`layer ${id} has no time at offset ${offset}`);
  return { z: String(z), x: String(x), y: String(y), time, id: String(id) };
}

const everyScheme = layerCatalogue.flatMap((layer) => layer.colorschemes.map((name) => [layer.id, name] as const));

/** The zoom-5 tile at the middle of a layer's extent (for the global layers: over Europe). */
function tileInside(id: number): { z: number; x: number; y: number } {
  const extent = layerCatalogue.find((layer) => layer.id === id)?.extent;
  if (extent === undefined) throw new Error(`no layer ${id}`);
  const global = extent.maxLon - extent.minLon >= 359;
  const lat = global ? 50 : (extent.minLat + extent.maxLat) / 2;
  const lon = global ? 10 : (extent.minLon + extent.maxLon) / 2;
  const n = 2 ** 5;
  const latRad = (lat * Math.PI) / 180;
  return {
    z: 5,
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n),
  };
}

describe('tiles', () => {
  it.each(everyScheme)('layer %i draws a 256x256 tile for its last time in scheme %s', async (id, colorscheme) => {
    const { z, x, y } = tileInside(id);
    const answer = await callMap('tile', await tilePath(id, z, x, y, 'last'), { colorscheme });
    const image = decodePng(answer.body);
    expect([image.width, image.height, answer.hits]).toEqual([256, 256, 1]);
    if (colorscheme.endsWith('-noalpha')) expect(new Set(alphas(image))).toEqual(new Set([255]));
  });

  it('are 256x256 RGBA PNG images, one hit each', async () => {
    const answer = await callMap('tile', await tilePath(2, 4, 8, 5));
    expect(answer.contentType).toBe('image/png');
    expect(answer.hits).toBe(1);
    const image = decodePng(answer.body);
    expect([image.width, image.height, image.data.length]).toEqual([256, 256, 256 * 256 * 4]);
  });

  it('are see-through in the transparent schemes and opaque in the -noalpha ones', async () => {
    const path = await tilePath(2, 4, 8, 5, 3);
    const overlay = alphas(decodePng((await callMap('tile', path)).body));
    expect(Math.max(...overlay)).toBeLessThan(255);
    expect(Math.min(...overlay)).toBeGreaterThan(0);
    for (const colorscheme of ['tempdata-mapped-noalpha', 'temp-fahrenheit-noalpha']) {
      const opaque = alphas(decodePng((await callMap('tile', path, { colorscheme })).body));
      expect(new Set(opaque)).toEqual(new Set([255]));
    }
  });

  it("band the °F scheme at round °F values: freezing in the °C scheme's colour, the rest of the tile drawn apart", async () => {
    const path = await tilePath(2, 4, 8, 5);
    const celsius = decodePng((await callMap('tile', path)).body);
    const fahrenheit = decodePng((await callMap('tile', path, { colorscheme: 'temp-fahrenheit' })).body);
    expect(fahrenheit.data.equals(celsius.data)).toBe(false);
    const temperature = layerCatalogue.find((layer) => layer.id === 2);
    if (temperature === undefined) throw new Error('no temperature layer');
    const [metric, imperial] = ['default', 'temp-fahrenheit'].map((name) => tileScheme(temperature, name));
    if (metric?.paint !== 'scalar' || imperial?.paint !== 'scalar') throw new Error('temperature schemes are scalar');
    expect(colourAt(imperial.scale, 0)).toEqual(colourAt(metric.scale, 0));
    expect(colourAt(imperial.scale, 10)).toEqual(colourAt(metric.scale, 10));
    expect(colourAt(imperial.scale, 20)).not.toEqual(colourAt(metric.scale, 20));
  });

  it('leave radar layers clear outside their coverage, or grey it out in the radar-coverage scheme', async () => {
    // Zoom 5 tile over the open Atlantic west of Africa: inside the Europe layer's extent, no radar.
    const path = await tilePath(5, 5, 13, 13);
    expect(new Set(alphas(decodePng((await callMap('tile', path)).body)))).toEqual(new Set([0]));
    const shaded = decodePng((await callMap('tile', path, { colorscheme: 'radar-coverage' })).body);
    expect(new Set(alphas(shaded))).toEqual(new Set([110]));
  });

  it('draw wind symbols with labels in the requested unit', async () => {
    const path = await tilePath(3, 5, 17, 9);
    const metres = await callMap('tile', path);
    const knots = await callMap('tile', path, { windunit: 'knots' });
    const image = decodePng(metres.body);
    expect(image.width).toBe(256);
    expect(alphas(image).some((alpha) => alpha === 255)).toBe(true);
    expect(decodePng(knots.body).data.equals(image.data)).toBe(false);
    expect(knots.headers?.ETag).not.toBe(metres.headers?.ETag);
    expect((await failureOf(callMap('tile', path, { windunit: 'beaufort' }))).status).toBe(400);
  });

  it.each([
    ['a time not in the list', { time: '2026-02-09T19:01:00Z' }],
    ['a time that is not a time', { time: 'now' }],
    ['an impossible date', { time: '2026-02-30T19:00:00Z' }],
    ['a zoom below the extent', { z: '1', x: '0', y: '0' }],
    ['a zoom above the extent', { z: '22', x: '0', y: '0' }],
    ['x out of range', { z: '3', x: '8', y: '0' }],
    ['y out of range', { z: '3', x: '0', y: '8' }],
    ['a fractional zoom', { z: '3.5' }],
    ['a negative x', { x: '-1' }],
    ['an unknown layer', { id: '999' }],
    ['a layer id that is not a number', { id: 'temperature' }],
  ])('refuse %s with 400', async (_, change) => {
    const path = { ...(await tilePath(2, 3, 4, 2)), ...change };
    const error = await failureOf(callMap('tile', path));
    expect([error.status, error.code]).toEqual([400, 'bad_parameter']);
  });

  it('refuse a colour scheme the layer does not list with 400', async () => {
    const path = await tilePath(2, 3, 4, 2);
    for (const colorscheme of ['radar-coverage', 'nonsense']) {
      expect((await failureOf(callMap('tile', path, { colorscheme }))).status).toBe(400);
    }
  });

  it('refuse a time that has rolled out of the list', async () => {
    const layer = await layerAt(5);
    const oldest = { ...(await tilePath(5, 4, 8, 5)), time: layer.times.available[0] ?? '' };
    expect((await callMap('tile', oldest)).hits).toBe(1);
    const error = await failureOf(callMap('tile', oldest, {}, { now: new Date(testNow.getTime() + 15 * 60_000) }));
    expect(error.status).toBe(400);
  });

  it('carry a stable strong ETag and answer 304 to If-None-Match without a body', async () => {
    const path = await tilePath(5, 5, 16, 9, 2);
    const first = await callMap('tile', path);
    const again = await callMap('tile', path);
    const tag = first.headers?.ETag ?? '';
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(again.headers?.ETag).toBe(tag);
    expect((await callMap('tile', path, { colorscheme: 'radar-coverage' })).headers?.ETag).not.toBe(tag);
    expect((await callMap('tile', { ...path, x: '17' })).headers?.ETag).not.toBe(tag);
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const cached = await callMap('tile', path, {}, { ifNoneMatch });
      expect([cached.status, cached.body, cached.hits, cached.headers?.ETag]).toEqual([304, null, 0, tag]);
    }
    expect((await callMap('tile', path, {}, { ifNoneMatch: '"other"' })).status).toBeUndefined();
  });

  it('keep the ETag of an observed frame as the clock moves on, but not of a forecast frame', async () => {
    const later = { now: new Date(testNow.getTime() + 5 * 60_000) };
    const past = await tilePath(5, 5, 16, 9, -2);
    expect((await callMap('tile', past, {}, later)).headers?.ETag).toBe((await callMap('tile', past)).headers?.ETag);
    const ahead = await tilePath(5, 5, 16, 9, 2);
    expect((await callMap('tile', ahead, {}, later)).headers?.ETag).not.toBe((await callMap('tile', ahead)).headers?.ETag);
  });

  it('may be cached for a day when observed, and until the next radar analysis when forecast', async () => {
    const maxAge = async (offset: number) =>
      Number(/max-age=(\d+)/.exec((await callMap('tile', await tilePath(5, 5, 16, 9, offset))).headers?.['Cache-Control'] ?? '')?.[1]);
    expect(await maxAge(-1)).toBe(86_400);
    // 19:07:30: the 19:05 analysis is replaced at 19:10.
    expect(await maxAge(1)).toBe(150);
  });

  it('paint pixels from the frame: a forecast frame differs from the current one', async () => {
    const current = decodePng((await callMap('tile', await tilePath(2, 4, 8, 5))).body);
    const later = decodePng((await callMap('tile', await tilePath(2, 4, 8, 5, 12))).body);
    expect(later.data.equals(current.data)).toBe(false);
    expect(pixelAt(current, 0, 0)[3]).toBe(190);
  });
});
