import { describe, expect, it } from 'vitest';
import { layerCatalogue, type LayerDefinition } from '@service/maps/layer-catalogue';
import { callMap, capture, decodePng, layerAt } from './maps-fixture';

/** Every layer the service offers more than one colour scheme for, with its schemes. */
const layersWithChoices = layerCatalogue.filter((layer) => layer.colorschemes.length > 1);

/** The tiles at the layer's least zoom (3 at least) that reach into its extent, those around its middle first. */
function tilesInside(layer: LayerDefinition): { z: number; x: number; y: number }[] {
  const z = Math.max(layer.extent.minZoom, 3);
  const n = 2 ** z;
  const { minLat, maxLat, minLon, maxLon } = layer.extent;
  const column = (lon: number) => Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
  const row = (lat: number) => {
    const clamped = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
    return Math.min(n - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(clamped) + 1 / Math.cos(clamped)) / Math.PI) / 2) * n)));
  };
  const middle = { x: column((minLon + maxLon) / 2), y: row((minLat + maxLat) / 2) };
  const tiles: { z: number; x: number; y: number }[] = [];
  for (let y = row(maxLat); y <= row(minLat); y += 1) {
    for (let x = column(minLon); x <= column(maxLon); x += 1) tiles.push({ z, x, y });
  }
  const distance = (tile: { x: number; y: number }) => Math.abs(tile.x - middle.x) + Math.abs(tile.y - middle.y);
  return tiles.sort((a, b) => distance(a) - distance(b));
}

describe('colour schemes', () => {
  it('are those the real service lists, layer by layer', () => {
    for (const layer of capture.images) {
      expect(layerCatalogue.find((candidate) => candidate.id === layer.id)?.colorschemes, layer.title).toEqual(layer.colorschemes);
    }
  });

  // Each scheme is a choice the user can see: some tile of the layer draws differently in it than
  // in each of the layer's other schemes (°F, mph and inch schemes too, not only their legends).
  it.each(layersWithChoices.map((layer) => [layer.id, layer.title, layer] as const))('layer %i (%s) draws each of its schemes distinctly', async (id, _title, layer) => {
    const offered = await layerAt(id);
    const time = offered.times.available[offered.times.current] ?? '';
    const drawn = new Map<string, Buffer>();
    const pixels = async (tile: { z: number; x: number; y: number }, colorscheme: string) => {
      const key = `${tile.z}/${tile.x}/${tile.y}/${colorscheme}`;
      let data = drawn.get(key);
      if (data === undefined) {
        const answer = await callMap('tile', { z: String(tile.z), x: String(tile.x), y: String(tile.y), time, id: String(id) }, { colorscheme });
        data = decodePng(answer.body).data;
        drawn.set(key, data);
      }
      return data;
    };
    const tiles = tilesInside(layer);
    expect(tiles.length).toBeGreaterThan(0);
    const same: string[] = [];
    for (const [index, first] of layer.colorschemes.entries()) {
      for (const second of layer.colorschemes.slice(index + 1)) {
        let differs = false;
        for (const tile of tiles) {
          if (!(await pixels(tile, first)).equals(await pixels(tile, second))) {
            differs = true;
            break;
          }
        }
        if (!differs) same.push(`${first} = ${second}`);
      }
    }
    expect(same).toEqual([]);
  }, 120_000);
});
