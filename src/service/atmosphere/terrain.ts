import { KM_PER_DEGREE } from './flow';
import { geographyAt, smoothstep, type Geography } from './geography';
import { landFraction } from './land';
import { gradientNoise } from './noise';
import { REFERENCE_CITIES, type ReferenceCity } from './reference-climate';

/**
 * Synthetic but recognisable terrain: the world's big mountain ranges and plateaus as ridges along
 * hand-drawn centre lines, lowlands rising toward continental interiors, and seeded rolling hills.
 * Zero over the sea. Good to a few hundred metres where people live; not a digital elevation model.
 * Around the reference cities (reference-climate.ts) the ground eases to the station's real
 * elevation over a few tens of kilometres: broad ridges would otherwise lift valley cities such as
 * Santiago or Tashkent kilometres into the air, and the climate calibration is made at those
 * elevations.
 */
interface Ridge {
  /** Centre line as [lat, lon] vertices. */
  path: readonly (readonly [number, number])[];
  /** Crest height, m. */
  height: number;
  /** Half-width at which the ridge has fallen to 37% of its height, km. */
  widthKm: number;
  /** A flat top with steep edges instead of a rounded crest. */
  plateau?: boolean;
}

const RIDGES: readonly Ridge[] = [
  { path: [[35.2, 74.5], [32.8, 77.3], [30.6, 80], [28.7, 84], [28.1, 87], [27.9, 90], [28.5, 94], [29, 96]], height: 5200, widthKm: 75 },
  { path: [[33, 80.5], [31.9, 86], [31.6, 93], [32.5, 98]], height: 4600, widthKm: 330, plateau: true },
  { path: [[36.5, 68], [38.5, 73.5], [36, 76.5]], height: 4200, widthKm: 160 },
  { path: [[41, 69], [42, 78], [43.3, 86], [43.5, 90]], height: 3200, widthKm: 150 },
  { path: [[49.5, 84], [50, 90], [48, 97]], height: 2100, widthKm: 160 },
  { path: [[47, 98], [46, 104], [45, 110]], height: 1500, widthKm: 450 },
  { path: [[26, 100], [25, 104]], height: 1900, widthKm: 250 },
  { path: [[36, 45.5], [32, 50], [28, 56]], height: 2000, widthKm: 140 },
  { path: [[33, 52], [30.5, 59]], height: 1100, widthKm: 450 },
  { path: [[36.2, 49.5], [36.2, 53.5]], height: 2200, widthKm: 60 },
  { path: [[38.5, 30], [39.5, 36], [39.5, 41]], height: 1100, widthKm: 250 },
  { path: [[43.5, 40], [42.7, 44.5], [41.8, 47.5]], height: 3000, widthKm: 70 },
  { path: [[44.2, 7], [46.2, 8], [46.6, 10.5], [47, 13], [47.4, 15]], height: 2300, widthKm: 75 },
  { path: [[42.8, -1.5], [42.6, 2.2]], height: 1900, widthKm: 50 },
  { path: [[41.2, -6], [40.3, -3], [39.5, -2]], height: 750, widthKm: 260 },
  { path: [[37.1, -4], [37, -2.5]], height: 1800, widthKm: 45 },
  { path: [[49.5, 19], [48.2, 24.5], [45.6, 25.3], [45, 22.5]], height: 1200, widthKm: 70 },
  { path: [[42.5, 12.5], [40.5, 15.7]], height: 1200, widthKm: 60 },
  { path: [[58.8, 6.8], [61.8, 8], [64, 12.5], [68, 17], [69.5, 20.5]], height: 1300, widthKm: 90 },
  { path: [[48, 58], [55, 59], [61, 59], [67.5, 64.5]], height: 800, widthKm: 90 },
  { path: [[30.7, -9.5], [32.5, -5], [34.5, -0.5], [35.5, 5]], height: 2100, widthKm: 110 },
  { path: [[12.5, 38.5], [9, 38.8], [7, 37.5]], height: 2400, widthKm: 260 },
  { path: [[1, 36.5], [-3, 36], [-8, 35]], height: 1700, widthKm: 350 },
  { path: [[-25, 26], [-27, 28]], height: 1650, widthKm: 450 },
  { path: [[-28, 29.3], [-31, 27.8]], height: 2300, widthKm: 90 },
  { path: [[60, -135], [55, -124.5], [49.5, -116], [44.5, -110.5], [39, -106.6], [33, -108.3]], height: 2700, widthKm: 160 },
  { path: [[41, -114], [37.5, -110.5]], height: 1600, widthKm: 380 },
  { path: [[49, -110], [42, -105.5], [36, -104.5]], height: 1700, widthKm: 200 },
  { path: [[49, -121.3], [45.5, -121.7], [42, -122], [38.5, -120], [36.4, -118.5]], height: 2200, widthKm: 70 },
  { path: [[28, -105], [23.5, -103], [19.5, -99.2], [17.5, -96.8]], height: 2100, widthKm: 230 },
  { path: [[34.5, -84], [37, -81], [40, -78], [42.3, -74.5], [44.3, -71.5]], height: 800, widthKm: 110 },
  { path: [[10, -72.5], [4.6, -74.5], [-0.5, -78.4], [-7, -78]], height: 3000, widthKm: 120 },
  { path: [[-7, -78], [-12.5, -75.5], [-16, -70], [-23, -67.5], [-30, -69.5], [-36, -70.5], [-42, -71.5], [-50, -73.3]], height: 4000, widthKm: 120 },
  { path: [[-15, -69], [-20, -67]], height: 3800, widthKm: 200 },
  { path: [[-13, -48], [-19, -45], [-22.5, -44]], height: 1000, widthKm: 380 },
  { path: [[-16, 145], [-22, 148.5], [-28.5, 152], [-33.5, 150.2], [-37, 148]], height: 900, widthKm: 110 },
  { path: [[-42, 172.5], [-44.5, 169.5]], height: 2000, widthKm: 60 },
  { path: [[35.5, 136.8], [36.8, 138]], height: 1700, widthKm: 80 },
  { path: [[-4.5, 137.5], [-5.8, 143], [-6.5, 146]], height: 2800, widthKm: 110 },
  { path: [[14, 44], [18, 43], [22, 41]], height: 1900, widthKm: 150 },
  { path: [[17, 75], [20, 77]], height: 600, widthKm: 400 },
  { path: [[62, 94], [66, 104]], height: 650, widthKm: 650 },
  { path: [[62, -46], [67, -44], [72, -40], [77, -40], [80, -38]], height: 2800, widthKm: 560 },
];

interface Segment {
  lat0: number;
  lon0: number;
  lat1: number;
  lon1: number;
  height: number;
  width: number;
  plateau: boolean;
  minLat: number;
  maxLat: number;
}

const SEGMENTS: readonly Segment[] = RIDGES.flatMap((ridge) =>
  ridge.path.slice(1).map((end, i) => {
    const start = ridge.path[i] as readonly [number, number];
    const reach = (ridge.widthKm * 3) / KM_PER_DEGREE;
    return {
      lat0: start[0],
      lon0: start[1],
      lat1: end[0],
      lon1: end[1],
      height: ridge.height,
      width: ridge.widthKm,
      plateau: ridge.plateau ?? false,
      minLat: Math.min(start[0], end[0]) - reach,
      maxLat: Math.max(start[0], end[0]) + reach,
    };
  }),
);

function ridgeHeight(lat: number, lon: number): number {
  let best = 0;
  const kmPerLon = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  for (const s of SEGMENTS) {
    if (lat < s.minLat || lat > s.maxLat) continue;
    const ax = (s.lon1 - s.lon0) * kmPerLon;
    const ay = (s.lat1 - s.lat0) * KM_PER_DEGREE;
    const px = (lon - s.lon0) * kmPerLon;
    const py = (lat - s.lat0) * KM_PER_DEGREE;
    const along = Math.max(0, Math.min(1, (px * ax + py * ay) / (ax * ax + ay * ay)));
    const dx = px - along * ax;
    const dy = py - along * ay;
    const q = (dx * dx + dy * dy) / (s.width * s.width);
    if (q < 9) best = Math.max(best, s.height * Math.exp(s.plateau ? -q * q * q : -q));
  }
  return best;
}

/** How far a station's elevation holds: its weight falls to 37 % at this distance, km. */
const STATION_RADIUS_KM = 40;
const STATION_REACH_DEGREES = (3 * STATION_RADIUS_KM) / KM_PER_DEGREE;
/** Up to this many stations within reach of some point of any 1° cell (the reference cities lie well apart). */
const STATIONS_PER_CELL = 4;

/** For each 1° cell, the reference stations (index + 1, 0 for none) within reach of some point of it. */
let stationCells: Int16Array | undefined;

function indexStations(): Int16Array {
  const cells = new Int16Array(180 * 360 * STATIONS_PER_CELL);
  REFERENCE_CITIES.forEach((city, i) => {
    const lonReach = STATION_REACH_DEGREES / Math.max(0.1, Math.cos(((Math.abs(city.lat) + STATION_REACH_DEGREES) * Math.PI) / 180));
    for (let row = Math.floor(90 - city.lat - STATION_REACH_DEGREES); row <= Math.floor(90 - city.lat + STATION_REACH_DEGREES); row++) {
      if (row < 0 || row >= 180) continue;
      for (let x = Math.floor(city.lon + 180 - lonReach); x <= Math.floor(city.lon + 180 + lonReach); x++) {
        const cell = (row * 360 + (((x % 360) + 360) % 360)) * STATIONS_PER_CELL;
        let slot = cell;
        while (slot < cell + STATIONS_PER_CELL && cells[slot] !== 0) slot++;
        if (slot === cell + STATIONS_PER_CELL) throw new Error(`more than ${STATIONS_PER_CELL} reference stations near ${city.name}`);
        cells[slot] = i + 1;
      }
    }
  });
  return cells;
}

/** The ground eased toward the elevation of any reference station within reach. */
function nearStations(lat: number, lon: number, ground: number): number {
  stationCells ??= indexStations();
  const row = Math.min(179, Math.floor(90 - lat));
  let column = Math.floor(lon + 180) % 360;
  if (column < 0) column += 360;
  const cell = (row * 360 + column) * STATIONS_PER_CELL;
  let result = ground;
  for (let slot = cell; slot < cell + STATIONS_PER_CELL; slot++) {
    const index = stationCells[slot] as number;
    if (index === 0) break;
    const station = REFERENCE_CITIES[index - 1] as ReferenceCity;
    let dLon = lon - station.lon;
    if (dLon > 180) dLon -= 360;
    if (dLon < -180) dLon += 360;
    const dx = dLon * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    const dy = (lat - station.lat) * KM_PER_DEGREE;
    const q = (dx * dx + dy * dy) / (STATION_RADIUS_KM * STATION_RADIUS_KM);
    if (q < 9) result += Math.exp(-q) * (station.elevation - result);
  }
  return result;
}

const HILLS_SALT = 0x7e11a1;
const scratch: Geography = { land: 0, near: 0, upwind: 0, tradeUpwind: 0 };

/** Ground elevation in metres: 0 over the sea. */
export function elevationAt(seed: number, lat: number, lon: number): number {
  const land = landFraction(lat, lon);
  if (land < 0.5) return 0;
  const coast = smoothstep(0.5, 0.85, land);
  const interior = geographyAt(lat, lon, scratch).near;
  const phi = (lat * Math.PI) / 180;
  const x = Math.cos(phi) * Math.cos((lon * Math.PI) / 180);
  const y = Math.cos(phi) * Math.sin((lon * Math.PI) / 180);
  const z = Math.sin(phi);
  const broad = gradientNoise(seed ^ HILLS_SALT, x * 16, y * 16, z * 16);
  const fine = gradientNoise(seed ^ HILLS_SALT, x * 55 + 100, y * 55, z * 55);
  // Lowlands rise toward continental interiors; ranges and ice sheets stand on top of them.
  const lowland = (50 + 250 * interior * interior) * (1 + 0.4 * broad) + 25 * fine;
  const antarctic = lat < -62 ? 2900 * smoothstep(-66, -82, lat) : 0;
  const relief = Math.max(ridgeHeight(lat, lon), antarctic) * (1 + 0.06 * fine);
  return Math.max(1, nearStations(lat, lon, coast * Math.max(lowland, relief)));
}
