import { describe, expect, it } from 'vitest';
import type { Point } from '@service/atmosphere/atmosphere';
import { Params } from '@service/http/params';
import { products } from '@service/http/route';
import { colourAt, type ColourScale } from '@service/maps/colour-scale';
import { tileScheme } from '@service/maps/colour-schemes';
import { findLayer } from '@service/maps/layer-catalogue';
import { pixelToPoint, type TileAddress } from '@service/maps/web-mercator';
import { hasRadarNowcast, latestRadarAnalysis } from '@service/products/radar-coverage';
import { pointRoutes } from '@service/products/point-routes';
import { atmosphere, callMap, context, decodePng, layerAt, pixelAt, testNow, type Image } from './maps-fixture';

/** Pixels every 15 along both axes, where the tile's sampling grid puts its nodes. */
const nodePixels = Array.from({ length: 18 }, (_, index) => index * 15);
const precipitationThreshold = 0.1;

function tileOf(point: Point, z: number): TileAddress {
  const n = 2 ** z;
  const latRad = (point.lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((point.lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n),
  };
}

async function tileImage(id: number, tile: TileAddress, time: string, colorscheme?: string): Promise<Image> {
  const path = { z: String(tile.z), x: String(tile.x), y: String(tile.y), time, id: String(id) };
  return decodePng((await callMap('tile', path, colorscheme === undefined ? {} : { colorscheme })).body);
}

const account = { user: 'tester', plan: { name: 'all', products, queriesPerSecond: 100, dailyRequests: null }, addOns: [] };

/** A point route's answer for a place, in UTC, at the test's clock. */
async function pointForecast(pattern: string, point: Point, query: [string, string][] = []): Promise<Record<string, unknown>> {
  const route = pointRoutes.find((candidate) => candidate.pattern === pattern);
  if (route === undefined) throw new Error(`no route ${pattern}`);
  const location = `${point.lon.toFixed(6)},${point.lat.toFixed(6)}`;
  const params = new Params([['tz', 'UTC'], ...query]);
  return (await route.handle({ method: 'GET', path: { location }, params, account, now: testNow, ifNoneMatch: undefined }, context))
    .body as Record<string, unknown>;
}

/** The value a colour stands for on a blended scale: the nearest colour along it. */
function valueOfColour(scale: ColourScale, rgb: readonly number[], from: number, to: number): number {
  let best = { value: NaN, distance: Infinity };
  for (let value = from; value <= to; value += 0.02) {
    const colour = colourAt(scale, value);
    const distance = Math.hypot(colour[0] - (rgb[0] ?? 0), colour[1] - (rgb[1] ?? 0), colour[2] - (rgb[2] ?? 0));
    if (distance < best.distance) best = { value, distance };
  }
  return best.value;
}

describe('tiles agree with the atmosphere', () => {
  const helsinki = { lat: 60.17, lon: 24.94 };
  const samplePixels = [[0, 0], [15, 15], [7, 7], [100, 37], [255, 255], [128, 200], [201, 66], [33, 250]] as const;

  async function temperatureTile(offset: number) {
    const layer = await layerAt(2);
    const time = layer.times.available[layer.times.current + offset] ?? '';
    const tile = tileOf(helsinki, 6);
    const definition = findLayer(2);
    const scheme = definition === undefined ? undefined : tileScheme(definition, 'default');
    if (scheme?.paint !== 'scalar') throw new Error('temperature is a scalar layer');
    const image = await tileImage(2, tile, time);
    return { time, tile, drawnAt: (px: number, py: number) => valueOfColour(scheme.scale, pixelAt(image, px, py), -45, 55) };
  }

  it('temperature: the current (observed) frame maps back to the observed temperature at each pixel within 1 °C', async () => {
    const { time, tile, drawnAt } = await temperatureTile(0);
    for (const [px, py] of samplePixels) {
      const truth = atmosphere.observed(pixelToPoint(tile, px, py), new Date(time)).temperature;
      expect(Math.abs(drawnAt(px, py) - truth), `pixel ${px},${py}`).toBeLessThanOrEqual(1);
    }
  });

  it.each([
    ['2 hours ahead (the nowcast)', 2],
    ['4 hours ahead (nowcast handing over to the model)', 4],
    ['12 hours ahead (the model run)', 12],
  ])('temperature: a frame %s agrees with the hourly forecast at each pixel within 1 °C', async (_, offset) => {
    const { time, tile, drawnAt } = await temperatureTile(offset);
    for (const [px, py] of samplePixels) {
      const point = pixelToPoint(tile, px, py);
      const steps = (await pointForecast('/api/v1/forecast/hourly/:location', point, [['rounding', '0'], ['periods', '24']]))
        .forecast as { time: string; temperature: number }[];
      const step = steps.find((candidate) => Date.parse(candidate.time) === Date.parse(time));
      expect(step, `an hourly step at ${time}`).toBeDefined();
      expect(Math.abs(drawnAt(px, py) - (step?.temperature ?? NaN)), `pixel ${px},${py}`).toBeLessThanOrEqual(1);
    }
  });

  /**
   * A zoom-6 tile in the Europe radar area with both rain and dry places on its grid nodes at the
   * frame's time, and mostly under radar (coverage ends offshore, so coastal tiles are partly outside).
   */
  function showeryTile(weatherAt: (point: Point) => { precipRate: number }): TileAddress {
    for (let x = 28; x <= 38; x += 1) {
      for (let y = 16; y <= 22; y += 1) {
        const tile = { z: 6, x, y };
        const rates = nodePixels.flatMap((px) =>
          nodePixels.map((py) => pixelToPoint(tile, px, py)).filter(hasRadarNowcast).map((point) => weatherAt(point).precipRate),
        );
        const wet = rates.filter((rate) => rate > 0.3).length;
        const dry = rates.filter((rate) => rate < 0.05).length;
        if (rates.length >= 200 && wet >= 5 && dry >= 5) return tile;
      }
    }
    throw new Error('no showery tile over Europe at this time');
  }

  it.each([
    ['a past (observed) frame', -2],
    ['a nowcast frame', 2],
  ])('radar: %s is coloured exactly where the atmosphere precipitates', async (_, offset) => {
    const layer = await layerAt(5);
    const time = layer.times.available[layer.times.current + offset] ?? '';
    const at = new Date(time);
    const analysis = latestRadarAnalysis(testNow);
    const weatherAt = (point: Point) =>
      at <= analysis ? atmosphere.observed(point, at) : atmosphere.forecast(point, at, analysis);
    const tile = showeryTile(weatherAt);
    const image = await tileImage(5, tile, time);
    const scheme = tileScheme(findLayer(5) ?? ({} as never), 'default');
    if (scheme?.paint !== 'precipitation') throw new Error('radar is a precipitation layer');
    let checked = 0;
    for (const px of nodePixels) {
      for (const py of nodePixels) {
        const point = pixelToPoint(tile, px, py);
        if (!hasRadarNowcast(point)) continue;
        const weather = weatherAt(point);
        const colour = pixelAt(image, px, py);
        expect(colour[3] > 0, `pixel ${px},${py} at ${weather.precipRate} mm/h`).toBe(weather.precipRate > precipitationThreshold);
        if (weather.precipRate > precipitationThreshold) {
          const palette = scheme[weather.precipType].stops.map((stop) => stop.colour.join());
          expect(palette, `pixel ${px},${py} shows ${weather.precipType}`).toContain(colour.join());
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('radar: a nowcast frame matches the minutely nowcast at its pixels', async () => {
    const layer = await layerAt(5);
    const time = layer.times.available[layer.times.current + 1] ?? '';
    const at = new Date(time);
    const analysis = latestRadarAnalysis(testNow);
    const tile = showeryTile((point) => atmosphere.forecast(point, at, analysis));
    const image = await tileImage(5, tile, time);
    // Six wet and six dry node pixels under the nowcast, clear of the threshold.
    const candidates = nodePixels
      .flatMap((px) => nodePixels.map((py) => ({ px, py, point: pixelToPoint(tile, px, py) })))
      .filter(({ point }) => hasRadarNowcast(point))
      .map((pixel) => ({ ...pixel, rate: atmosphere.forecast(pixel.point, at, analysis).precipRate }));
    const chosen = [
      ...candidates.filter(({ rate }) => rate > precipitationThreshold + 0.05).slice(0, 6),
      ...candidates.filter(({ rate }) => rate < precipitationThreshold - 0.05).slice(0, 6),
    ];
    expect(chosen).toHaveLength(12);
    for (const { px, py, point } of chosen) {
      const body = (await pointForecast('/api/v1/forecast/minutely/:location', point)) as {
        resolution: number;
        forecast: { time: string; precipRate: number }[];
      };
      expect(body.resolution).toBe(1);
      const minute = body.forecast.find((step) => Date.parse(step.time) === at.getTime());
      expect(minute, `a minute at ${time}`).toBeDefined();
      expect(pixelAt(image, px, py)[3] > 0, `pixel ${px},${py}`).toBe((minute?.precipRate ?? 0) > precipitationThreshold);
    }
  });
});
