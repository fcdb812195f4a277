import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLand } from '@service/atmosphere/land-raster';
import { pixelToPoint, tileSize } from '@service/maps/web-mercator';
import { startServiceUnderTest, type ServiceUnderTest } from '../conformance/service-fixture';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

const seaTemperatureLayer = 43;
const frame = '2026-01-15T10:00:00Z';
/** Europe from the Atlantic to beyond Moscow, the Baltic to the Black Sea. */
const europe = { z: 3, x: 4, y: 2 };

/** A PNG from the maps API, which takes the token in the query. */
async function image(path: string, query: Record<string, string> = {}): Promise<PNG> {
  const answer = await service.get(path, { token: null, query: { token: await service.demoToken(), ...query } });
  expect(answer.status).toBe(200);
  return PNG.sync.read(answer.bytes);
}

async function tile(scheme: string): Promise<PNG> {
  const { z, x, y } = europe;
  return image(`/api/v1/image/tile/${z}/${x}/${y}/${frame}/${seaTemperatureLayer}`, { colorscheme: scheme });
}

/** The pixel of the Europe tile a place falls on. */
function pixelOf(lon: number, lat: number): { px: number; py: number } {
  const scale = 2 ** europe.z;
  const mercator = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const worldX = ((lon + 180) / 360) * scale;
  const worldY = ((1 - mercator / Math.PI) / 2) * scale;
  return { px: Math.floor((worldX - europe.x) * tileSize), py: Math.floor((worldY - europe.y) * tileSize) };
}

function alphaAt(image: PNG, lon: number, lat: number): number {
  const { px, py } = pixelOf(lon, lat);
  return image.data[(py * image.width + px) * 4 + 3] ?? 0;
}

const inland = { moscow: [37.62, 55.75], warsaw: [21.01, 52.23], kyiv: [30.52, 50.45], minsk: [27.56, 53.9] } as const;
const seas = { baltic: [19.5, 55.7], bothnia: [20.5, 62], blackSea: [34, 43.5], northSea: [3, 56] } as const;

describe('sea temperature tiles', () => {
  it.each(['default', 'sea-temp-fahrenheit'])('paint the sea and leave land clear (%s)', async (scheme) => {
    const image = await tile(scheme);
    for (const [name, [lon, lat]] of Object.entries(inland)) expect(alphaAt(image, lon, lat), name).toBe(0);
    for (const [name, [lon, lat]] of Object.entries(seas)) expect(alphaAt(image, lon, lat), name).toBeGreaterThan(0);

    // Every pixel agrees with the land raster: clear on land, painted on the sea.
    let land = 0;
    let sea = 0;
    for (let py = 0; py < tileSize; py += 3) {
      for (let px = 0; px < tileSize; px += 3) {
        const alpha = image.data[(py * image.width + px) * 4 + 3] ?? 0;
        if (isLand(pixelToPoint(europe, px, py))) {
          expect(alpha, `land at ${px},${py}`).toBe(0);
          land += 1;
        } else {
          expect(alpha, `sea at ${px},${py}`).toBeGreaterThan(0);
          sea += 1;
        }
      }
    }
    expect(land).toBeGreaterThan(1000);
    expect(sea).toBeGreaterThan(1000);
  });
});

describe('sea temperature legends', () => {
  it.each(['default', 'sea-temp-fahrenheit'])('label their bar as the sea’s (%s)', async (scheme) => {
    const legend = await image(`/api/v1/legend/${scheme}/${seaTemperatureLayer}`);
    // The label's dark ink stands left of the bar, in the bar's rows (4 to 15 from the top).
    let ink = 0;
    for (let y = 4; y < 16; y += 1) {
      for (let x = 4; x < 20; x += 1) {
        const at = (y * legend.width + x) * 4;
        if ((legend.data[at] ?? 255) < 60 && (legend.data[at + 1] ?? 255) < 60 && (legend.data[at + 2] ?? 255) < 60) ink += 1;
      }
    }
    expect(ink).toBeGreaterThan(10);
  });
});
