import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BaseMap, type BaseMapShapes, type BaseMapSources } from '@renderer/map/leaflet/base-map';
import { detailAt } from '@renderer/map/leaflet/base-map-detail';
import { lineCells, meets, polygonCells } from '@renderer/map/leaflet/shape-cells';
import { chooseLabels, decodePlaces, labelRank, nameIn, PlaceDataError, type BaseMapPlace } from '@renderer/map/leaflet/place-labels';
import { rankedPlaces } from '@renderer/map/leaflet/place-label-layer';
import { townCellsFor, townRank } from '@renderer/map/leaflet/town-cells';
import helsinkiTownsJson from '@renderer/map/leaflet/base-map-data/towns/towns-e20-n60.json';
import genevaTownsJson from '@renderer/map/leaflet/base-map-data/towns/towns-e0-n40.json';
import placesJson from '@renderer/map/leaflet/base-map-data/places.json';
import waterJson from '@renderer/map/leaflet/base-map-data/water-50m.json';

describe('which pieces of the base map a zoom needs', () => {
  it('draws the world from the 1:50m shapes alone, and adds labels, water and the 1:10m coast zooming in', () => {
    expect(detailAt(2)).toEqual({ shapes: '50m', places: false, water: false });
    expect(detailAt(3)).toEqual({ shapes: '50m', places: true, water: false });
    expect(detailAt(5)).toEqual({ shapes: '50m', places: true, water: true });
    expect(detailAt(6).shapes).toBe('50m');
    expect(detailAt(7)).toEqual({ shapes: '10m', places: true, water: true });
    expect(detailAt(12).shapes).toBe('10m');
  });
});

/** A square of land with its coast, and one border through it: enough for each layer to draw a path. */
function square(scale: string): BaseMapShapes {
  // The finer square has a cape mid-side: the two are told apart by their points.
  const ring = scale === '10m' ? [[20, 55], [25, 55], [30, 55], [30, 60], [30, 65], [25, 65], [20, 65], [19.9, 60], [20, 55]] : [[19, 54], [31, 54], [31, 66], [19, 66], [19, 54]];
  return {
    land: { type: 'MultiPolygon', coordinates: [[ring]] },
    coastlines: { type: 'MultiLineString', coordinates: [ring] },
    borders: { type: 'MultiLineString', coordinates: [[[25, 55], [25, 65]]] },
  };
}

/** Sources that note each file asked for, answering with small shapes or failing where told. */
function recordingSources(failing: readonly string[] = []): { sources: BaseMapSources; asked: string[] } {
  const asked: string[] = [];
  const answer = <T>(piece: string, value: T): Promise<T> => {
    asked.push(piece);
    return failing.includes(piece) ? Promise.reject(new Error(`no ${piece}`)) : Promise.resolve(value);
  };
  const place: BaseMapPlace = { name: 'Helsinki', lon: 24.93, lat: 60.17, population: 836_729, capital: true, names: { sv: 'Helsingfors' } };
  const towns: Record<string, BaseMapPlace[]> = {
    'towns-e20-n60': [
      { name: 'Espoo', lon: 24.652, lat: 60.205, population: 256_760, capital: false, names: {} },
      { name: 'Kauniainen', lon: 24.729, lat: 60.21, population: 8_688, capital: false, names: {} },
    ],
  };
  return {
    asked,
    sources: {
      shapes: (scale) => answer(`shapes ${scale}`, square(scale)),
      water: () =>
        answer('water', {
          lakes: { type: 'MultiPolygon', coordinates: [[[[26, 61], [27, 61], [27, 62], [26, 61]]]] },
          rivers: { type: 'MultiLineString', coordinates: [[[22, 60], [23, 61]]] },
        }),
      places: () => answer('places', [place]),
      towns: (cell) => answer(cell, towns[cell] ?? []),
    },
  };
}

/** Lets the pieces' promises settle (they resolve at once). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the base map on a Leaflet map', () => {
  let map: L.Map | null = null;
  afterEach(() => {
    map?.remove();
    map = null;
    document.body.replaceChildren();
  });

  function open(zoom: number): { map: L.Map; container: HTMLElement } {
    const container = document.createElement('div');
    // jsdom lays nothing out: the size Leaflet reads, so the view has bounds and paths have points.
    Object.defineProperties(container, { clientWidth: { value: 800 }, clientHeight: { value: 600 } });
    document.body.append(container);
    // Over the squares' west side (20° E), which is in view at every zoom.
    // As the map window opens it: Leaflet's own controls left out (jsdom gives them the labels' empty box).
    map = L.map(container, { center: [60, 20], zoom, zoomAnimation: false, zoomControl: false, attributionControl: false });
    for (const [name, zIndex] of [['wg-water', 405], ['wg-lines', 420], ['wg-labels', 425]] as const) map.createPane(name).style.zIndex = String(zIndex);
    return { map, container };
  }

  const panes = { land: 'overlayPane', water: 'wg-water', lines: 'wg-lines', labels: 'wg-labels' };

  it('at world zoom fetches only the 1:50m shapes, and each finer piece once, the first time a zoom needs it', async () => {
    const { map, container } = open(2);
    const { sources, asked } = recordingSources();
    await new BaseMap(map, panes, 'en', sources, () => undefined).draw();
    await settled();
    expect(asked).toEqual(['shapes 50m']);
    const coasts = () => [...container.querySelectorAll('path.wg-coast')].map((path) => path.getAttribute('d') ?? '');
    const points = (d: string) => d.split(/[LM]/).length - 1;
    // The world and, the view reaching over the seam, its copies east and west.
    const world = coasts();
    expect(world).toHaveLength(3);

    map.setZoom(5);
    await settled();
    expect(asked).toEqual(['shapes 50m', 'water', 'places']);
    expect(container.querySelectorAll('.leaflet-wg-water-pane path.wg-lake')).toHaveLength(1);
    expect(container.querySelectorAll('.leaflet-wg-water-pane path.wg-river')).toHaveLength(1);

    map.setZoom(8);
    await settled();
    // With the towns of the cells of 10° the city view lies in (60° N, 20° E: four corners meet).
    expect(asked).toEqual(['shapes 50m', 'water', 'places', 'shapes 10m', 'towns-e10-n50', 'towns-e10-n60', 'towns-e20-n50', 'towns-e20-n60']);
    // The finer coast replaces the coarse one: one coast drawn, the 1:10m square's, its west side
    // through the view with its cape (the coarse side would be a straight line of two points).
    expect(coasts().map(points)).toEqual([3]);

    // Back out to the world: nothing fetched again, the coarse shapes back, no lakes.
    map.setZoom(2);
    await settled();
    expect(asked).toHaveLength(8);
    expect(coasts()).toEqual(world);
    expect(container.querySelectorAll('path.wg-lake')).toHaveLength(0);
  });

  it('keeps the 1:50m coast and says so when the 1:10m file cannot be read', async () => {
    const { map, container } = open(8);
    const { sources } = recordingSources(['shapes 10m']);
    const failures: unknown[] = [];
    await new BaseMap(map, panes, 'en', sources, (error) => failures.push(error)).draw();
    await settled();
    expect(failures).toEqual([new Error('no shapes 10m')]);
    expect(container.querySelectorAll('path.wg-coast')).toHaveLength(1);
    expect(container.querySelectorAll('path.wg-land')).toHaveLength(1);
  });

  it('rejects when the world’s shapes cannot be drawn', async () => {
    const { map } = open(2);
    const { sources } = recordingSources(['shapes 50m']);
    await expect(new BaseMap(map, panes, 'en', sources, () => undefined).draw()).rejects.toThrow('no shapes 50m');
  });

  it('names the places in the interface language, and again when it changes', async () => {
    const { map, container } = open(6);
    const { sources } = recordingSources();
    const baseMap = new BaseMap(map, panes, 'en', sources, () => undefined);
    await baseMap.draw();
    await settled();
    const label = () => container.querySelector('.leaflet-wg-labels-pane .wg-base-label');
    expect(label()?.textContent).toBe('Helsinki');
    expect(label()?.classList.contains('wg-base-label-capital')).toBe(true);
    baseMap.setLanguage('sv');
    expect(label()?.textContent).toBe('Helsingfors');
    expect(label()?.querySelector('[dir="auto"]')?.textContent).toBe('Helsingfors');
  });
});

describe('the towns at city zoom', () => {
  let map: L.Map | null = null;
  afterEach(() => {
    map?.remove();
    map = null;
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('needs no town file further out than a city view, and at one only the cells it lies in', () => {
    const world: [number, number, number, number] = [-180, -85, 180, 85];
    for (const zoom of [2, 5, 7]) expect(townCellsFor(world, zoom)).toEqual([]);
    expect(townCellsFor([6, 45, 13, 48], 7)).toEqual([]);
    // Helsinki at zoom 10 (its view reaches south over 60° N) and Geneva at 9.
    expect(townCellsFor([24.07, 59.95, 25.83, 60.49], 10)).toEqual(['towns-e20-n50', 'towns-e20-n60']);
    expect(townCellsFor([4.74, 45.6, 7.54, 46.8], 9)).toEqual(['towns-e0-n40']);
    // West and south of the zero lines, and over the date line on a copy of the world east of it.
    expect(townCellsFor([-1.5, -34.2, 0.5, -33.5], 8)).toEqual(['towns-w10-s40', 'towns-e0-s40']);
    expect(townCellsFor([178, -18, 184, -16], 8)).toEqual(['towns-e170-s20', 'towns-w180-s20']);
  });

  it('brings each town in a zoom step later the smaller it is, towns of 5,000 from zoom 10', () => {
    expect(townRank(256_760)).toEqual({ minZoom: 8, size: 'medium' });
    expect(townRank(60_000)).toEqual({ minZoom: 8, size: 'small' });
    expect(townRank(16_797)).toEqual({ minZoom: 9, size: 'small' });
    expect(townRank(8_688)).toEqual({ minZoom: 10, size: 'small' });
  });

  it('ranks Natural Earth’s places and the towns together, bigger first', () => {
    const place = (name: string, population: number, capital = false): BaseMapPlace => ({ name, lon: 25, lat: 60, population, capital, names: {} });
    const ranked = rankedPlaces([place('Helsinki', 836_729, true), place('Porvoo', 12_242)], [place('Espoo', 256_760), place('Kauniainen', 8_688)]);
    expect(ranked.map(({ place: { name }, rank }) => [name, rank.minZoom])).toEqual([
      ['Helsinki', 4],
      ['Espoo', 8],
      ['Porvoo', 8],
      ['Kauniainen', 10],
    ]);
  });

  it('has the towns Natural Earth lacks, without its places or the parts of cities', () => {
    const helsinki = decodePlaces(helsinkiTownsJson).map(({ name }) => name);
    expect(helsinki).toEqual(expect.arrayContaining(['Espoo', 'Vantaa', 'Kauniainen', 'Kerava', 'Sibbo']));
    for (const labelled of ['Helsinki', 'Porvoo', 'Tampere', 'Vuosaari', 'Lauttasaari']) expect(helsinki).not.toContain(labelled);
    const geneva = decodePlaces(genevaTownsJson).map(({ name }) => name);
    expect(geneva).toEqual(expect.arrayContaining(['Nyon', 'Montreux', 'Thonon-les-Bains']));
    for (const labelled of ['Genève', 'Lausanne', 'Annecy', 'Lancy']) expect(geneva).not.toContain(labelled);
  });

  it('over Helsinki at zoom 10 fetches the one cell and names Espoo and Kauniainen beside the city', async () => {
    const container = document.createElement('div');
    Object.defineProperties(container, { clientWidth: { value: 800 }, clientHeight: { value: 600 } });
    document.body.append(container);
    map = L.map(container, { center: [60.25, 24.8], zoom: 10, zoomAnimation: false });
    map.createPane('wg-labels');
    // jsdom lays nothing out: a label's box where it is placed, 7 pixels a letter (at zoom 10
    // Kauniainen's point is 56 pixels east of Espoo's, clear of its 35-pixel name).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this === container) return DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 600 });
      const left = parseFloat(this.style.left) || 0;
      const top = parseFloat(this.style.top) || 0;
      return DOMRect.fromRect({ x: left, y: top, width: parseFloat(this.style.width) || 7 * (this.textContent ?? '').length, height: parseFloat(this.style.height) || 14 });
    });
    const { sources, asked } = recordingSources();
    await new BaseMap(map, { land: 'overlayPane', water: 'overlayPane', lines: 'overlayPane', labels: 'wg-labels' }, 'en', sources, () => undefined).draw();
    await settled();
    expect(asked.filter((piece) => piece.startsWith('towns'))).toEqual(['towns-e20-n60']);
    const names = [...container.querySelectorAll('.wg-base-label')].map((label) => label.textContent);
    expect(names).toEqual(['Helsinki', 'Espoo', 'Kauniainen']);
    expect([...container.querySelectorAll('.wg-base-label-town')].map((label) => label.textContent)).toEqual(['Espoo', 'Kauniainen']);
    // A panel opening over the map's west half (the map window's overlays beside the map): the towns
    // under it give way at once, without the map moving, and come back when it closes.
    const overlay = document.createElement('div');
    overlay.className = 'overlay';
    document.body.append(overlay);
    await settled();
    const panel = document.createElement('section');
    Object.assign(panel.style, { left: '0px', top: '0px', width: '400px', height: '600px' });
    overlay.append(panel);
    await settled();
    expect([...container.querySelectorAll('.wg-base-label')].map((label) => label.textContent)).toEqual(['Helsinki']);
    overlay.remove();
    await settled();
    expect([...container.querySelectorAll('.wg-base-label')].map((label) => label.textContent)).toEqual(['Helsinki', 'Espoo', 'Kauniainen']);
    // Further out the small town goes; the city and the big town stay.
    map.setZoom(9);
    await settled();
    expect([...container.querySelectorAll('.wg-base-label')].map((label) => label.textContent)).toEqual(['Helsinki', 'Espoo']);
    // A view whose east edge Espoo's point is 20 pixels short of (380 pixels east of the centre at
    // 364 pixels a degree): its name would be cut, and is left out.
    map.remove();
    map = L.map(container, { center: [60.25, 24.652 - 380 / 364], zoom: 9, zoomAnimation: false });
    map.createPane('wg-labels');
    await new BaseMap(map, { land: 'overlayPane', water: 'overlayPane', lines: 'overlayPane', labels: 'wg-labels' }, 'en', sources, () => undefined).draw();
    await settled();
    expect(container.querySelectorAll('.wg-base-label')).toHaveLength(0);
  });
});

describe('place labels', () => {
  const town = (population: number, capital = false) => ({ population, capital });

  it('sizes a label by the place’s population, a capital as a big city, and shows the bigger ones first', () => {
    expect(labelRank(town(22_000_000))).toEqual({ minZoom: 3, size: 'large' });
    expect(labelRank(town(1_200_000))).toEqual({ minZoom: 4, size: 'large' });
    expect(labelRank(town(40_000, true))).toEqual({ minZoom: 4, size: 'large' });
    expect(labelRank(town(400_000))).toEqual({ minZoom: 5, size: 'medium' });
    expect(labelRank(town(150_000))).toEqual({ minZoom: 6, size: 'medium' });
    expect(labelRank(town(47_000))).toEqual({ minZoom: 7, size: 'small' });
    expect(labelRank(town(12_000))).toEqual({ minZoom: 8, size: 'small' });
  });

  it('keeps each label clear of the pins and of the bigger places’ labels before it', () => {
    const box = (left: number, top: number, width = 60) => ({ left, top, right: left + width, bottom: top + 14 });
    const candidates = [
      { name: 'Helsinki', box: box(100, 100) },
      { name: 'Espoo', box: box(130, 105) },
      { name: 'Vantaa', box: box(100, 140) },
      { name: 'Porvoo', box: box(300, 100) },
    ];
    expect(chooseLabels(candidates, []).map(({ name }) => name)).toEqual(['Helsinki', 'Vantaa', 'Porvoo']);
    // A pin over Helsinki: Helsinki gives way, and Espoo, no longer crowded, shows.
    expect(chooseLabels(candidates, [box(95, 95, 20)]).map(({ name }) => name)).toEqual(['Espoo', 'Vantaa', 'Porvoo']);
  });

  it('reads the prepared Natural Earth places: biggest first, capitals marked, names in the interface languages', () => {
    const places = decodePlaces(placesJson);
    expect(places.length).toBeGreaterThan(7000);
    expect(places.every((place, index) => index === 0 || (places[index - 1]?.population ?? 0) >= place.population)).toBe(true);
    const helsinki = places.find((place) => place.name === 'Helsinki');
    expect(helsinki).toMatchObject({ capital: true, names: { sv: 'Helsingfors' } });
    expect(nameIn(helsinki as BaseMapPlace, 'sv')).toBe('Helsingfors');
    expect(nameIn(helsinki as BaseMapPlace, 'de')).toBe('Helsinki');
    expect(nameIn(places.find((place) => place.name === 'Stockholm') as BaseMapPlace, 'fi')).toBe('Tukholma');
    expect(places.find((place) => place.name === 'Porvoo')).toMatchObject({ capital: false });
    // Bern is the capital, not Fribourg beside it.
    expect(places.filter((place) => place.capital && ['Bern', 'Fribourg'].includes(place.name)).map((place) => place.name)).toEqual(['Bern']);
  });

  it('refuses a places file that is not a list of places, in plain words', () => {
    expect(() => decodePlaces({})).toThrow(new PlaceDataError('the place labels file has no list of places'));
    expect(() => decodePlaces({ places: [['Helsinki', 24.9, 160, 1, 0]] })).toThrow("the place labels file's place 1 is not a name, position, population and capital mark");
    expect(() => decodePlaces({ places: [['Helsinki', 24.9, 60.2, 1, 0, { sv: 3 }]] })).toThrow(PlaceDataError);
  });

  it('has the lakes and rivers as a topology of Natural Earth’s shapes', () => {
    const water = waterJson as unknown as { type: string; objects: Record<string, { geometries: unknown[] }> };
    expect(water.type).toBe('Topology');
    expect(water.objects.lakes?.geometries.length).toBeGreaterThan(200);
    expect(water.objects.rivers?.geometries.length).toBeGreaterThan(400);
  });
});

describe('shapes in cells', () => {
  it('groups lines by the cell their middle is in, each cell as wide as its shapes', () => {
    const cells = lineCells(
      {
        type: 'MultiLineString',
        coordinates: [
          [[21, 60], [23, 61]],
          [[24, 62], [31, 63]],
          [[-75, 40], [-74, 41]],
        ],
      },
      10,
    );
    expect(cells).toEqual([
      { extent: [21, 60, 31, 63], shape: { type: 'MultiLineString', coordinates: [[[21, 60], [23, 61]], [[24, 62], [31, 63]]] } },
      { extent: [-75, 40, -74, 41], shape: { type: 'MultiLineString', coordinates: [[[-75, 40], [-74, 41]]] } },
    ]);
  });

  it('bounds a polygon by its outer ring, and tells which cells a view meets', () => {
    const [cell] = polygonCells({ type: 'MultiPolygon', coordinates: [[[[0, 0], [4, 0], [4, 4], [0, 0]], [[1, 1], [2, 1], [2, 2], [1, 1]]]] }, 10);
    expect(cell?.extent).toEqual([0, 0, 4, 4]);
    expect(meets([0, 0, 4, 4], [3, 3, 10, 10])).toBe(true);
    expect(meets([0, 0, 4, 4], [5, 0, 10, 10])).toBe(false);
  });
});
