/**
 * The mean wind (10 m, m/s, the year round) at some stations, against which the synthetic wind is
 * corrected: the analytic pressure field made European winds a third too strong (Helsinki's mean
 * 5.6 m/s against about 4). Normals are approximate public station climatologies from general
 * knowledge (national services' airport stations, which most cities' wind figures quote), good to
 * about half a metre per second: unverified against the services' own tables, like the wet days in
 * reference-seasons.ts. `modelMean` is what the uncorrected atmosphere gave there (seed 7, every
 * third hour of 2026, before this correction); the correction is their ratio.
 */
export interface ReferenceWind {
  name: string;
  /** The station whose normal this is. */
  station: string;
  lat: number;
  lon: number;
  /** Mean wind speed, m/s. */
  normal: number;
  /** The uncorrected model's mean wind there, m/s. */
  modelMean: number;
}

export const REFERENCE_WINDS: readonly ReferenceWind[] = [
  { name: 'Helsinki', station: 'Helsinki-Vantaa', lat: 60.17, lon: 24.94, normal: 4.0, modelMean: 5.64 },
  { name: 'Stockholm', station: 'Stockholm-Arlanda', lat: 59.33, lon: 18.07, normal: 3.6, modelMean: 4.82 },
  { name: 'London', station: 'Heathrow', lat: 51.51, lon: -0.13, normal: 4.1, modelMean: 5.28 },
  { name: 'Berlin', station: 'Berlin-Tegel', lat: 52.52, lon: 13.4, normal: 3.7, modelMean: 5.05 },
  { name: 'Paris', station: 'Paris-Orly', lat: 48.86, lon: 2.35, normal: 3.8, modelMean: 5.35 },
  { name: 'Chicago', station: "O'Hare", lat: 41.88, lon: -87.63, normal: 4.6, modelMean: 4.46 },
  { name: 'New York', station: 'LaGuardia', lat: 40.71, lon: -74.01, normal: 5.4, modelMean: 5.39 },
  { name: 'Reykjavík', station: 'Reykjavík', lat: 64.15, lon: -21.94, normal: 5.5, modelMean: 5.72 },
  { name: 'Tokyo', station: 'Tokyo (JMA)', lat: 35.69, lon: 139.69, normal: 3.0, modelMean: 3.83 },
  { name: 'Wellington', station: 'Wellington (Kelburn)', lat: -41.29, lon: 174.78, normal: 6.5, modelMean: 6.65 },
];

/** km: a station's correction reaches about this far, fading as a Gaussian. */
const REACH_KM = 600;
const EARTH_RADIUS_KM = 6371;
const DEG = Math.PI / 180;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const h = Math.sin(((lat2 - lat1) * DEG) / 2) ** 2 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(((lon2 - lon1) * DEG) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The factor the wind is multiplied by at a place: the stations' ratios of normal to model, mixed
 * by nearness (as logarithms, so 0.7 and 1/0.7 cancel), in full at a station and fading to 1 (no
 * correction) beyond their reach.
 */
export function windFactorAt(lat: number, lon: number): number {
  let weights = 0;
  let logs = 0;
  for (const station of REFERENCE_WINDS) {
    const weight = Math.exp(-((distanceKm(lat, lon, station.lat, station.lon) / REACH_KM) ** 2));
    weights += weight;
    logs += weight * Math.log(station.normal / station.modelMean);
  }
  if (weights === 0) return 1;
  return Math.exp((logs / weights) * Math.min(1, weights));
}
