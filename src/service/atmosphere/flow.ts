import { gradientNoise, gradientNoiseWithSlope } from './noise';

// Local aliases: a bundler-free ESM loader reads imported bindings through getters, which costs
// measurably on the per-sample path.
const noise3 = gradientNoise;
const noise3WithSlope = gradientNoiseWithSlope;

/**
 * Weather carried by the wind. A flow layer samples noise fields on the sphere in a frame that
 * drifts with the steering flow. Each field lives for two slabs of `slabHours` and is cross-faded
 * with the next one, so systems are born, travel and decay instead of shearing out forever, and the
 * blend is renormalised so the variance does not dip between slabs.
 */
export class FlowLayer {
  readonly slabHours: number;
  slab = 0;
  private weight0 = 1;
  private weight1 = 0;
  // Unit vectors of the sample point in the two slabs' drifting frames, and its east/north axes.
  private readonly position = new Float64Array(6);
  private readonly east = new Float64Array(6);
  private readonly north = new Float64Array(6);
  private readonly slope = new Float64Array(4);

  constructor(slabHours: number) {
    this.slabHours = slabHours;
  }

  /** Places the layer at a point and time, drifting by the given speeds (degrees per hour). */
  place(lat: number, lon: number, hours: number, lonDrift: number, latDrift: number): void {
    const phase = hours / this.slabHours;
    this.slab = Math.floor(phase);
    const age = phase - this.slab;
    const fade = Math.cos((Math.PI / 2) * age);
    const w0 = fade * fade;
    const w1 = 1 - w0;
    const norm = 1 / Math.sqrt(w0 * w0 + w1 * w1);
    this.weight0 = w0 * norm;
    this.weight1 = w1 * norm;
    this.locate(0, lat, lon, age * this.slabHours, lonDrift, latDrift);
    this.locate(1, lat, lon, (age - 1) * this.slabHours, lonDrift, latDrift);
  }

  /** Noise of unit variance with features about `cellKm` across, drifting with the layer. */
  noise(seed: number, salt: number, cellKm: number): number {
    const scale = EARTH_RADIUS_KM / cellKm;
    let value = 0;
    if (this.weight0 > 0) value += this.weight0 * this.sampleSlab(seed, salt, scale, 0);
    if (this.weight1 > 0) value += this.weight1 * this.sampleSlab(seed, salt, scale, 1);
    return value;
  }

  /**
   * Like noise(), with the slope toward east and north per km written to out[1], out[2]
   * (out[0] is the value).
   */
  noiseWithSlope(seed: number, salt: number, cellKm: number, out: Float64Array): void {
    const scale = EARTH_RADIUS_KM / cellKm;
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    for (let s = 0; s < 2; s++) {
      const weight = s === 0 ? this.weight0 : this.weight1;
      if (weight <= 0) continue;
      const slab = this.slab + s;
      const o = s * 3;
      const slabbed = slabSeed(seed, salt, slab);
      noise3WithSlope(
        slabbed,
        (this.position[o] as number) * scale + latticeShift(slabbed, 1),
        (this.position[o + 1] as number) * scale + latticeShift(slabbed, 2),
        (this.position[o + 2] as number) * scale + latticeShift(slabbed, 3),
        this.slope,
      );
      const g1 = this.slope[1] as number;
      const g2 = this.slope[2] as number;
      const g3 = this.slope[3] as number;
      out[0] += weight * (this.slope[0] as number);
      out[1] +=
        (weight * (g1 * (this.east[o] as number) + g2 * (this.east[o + 1] as number) + g3 * (this.east[o + 2] as number))) /
        cellKm;
      out[2] +=
        (weight *
          (g1 * (this.north[o] as number) + g2 * (this.north[o + 1] as number) + g3 * (this.north[o + 2] as number))) /
        cellKm;
    }
  }

  private sampleSlab(seed: number, salt: number, scale: number, s: number): number {
    const slab = this.slab + s;
    const o = s * 3;
    const slabbed = slabSeed(seed, salt, slab);
    return noise3(
      slabbed,
      (this.position[o] as number) * scale + latticeShift(slabbed, 1),
      (this.position[o + 1] as number) * scale + latticeShift(slabbed, 2),
      (this.position[o + 2] as number) * scale + latticeShift(slabbed, 3),
    );
  }

  private locate(s: number, lat: number, lon: number, age: number, lonDrift: number, latDrift: number): void {
    const phi = Math.max(-89.9, Math.min(89.9, lat - latDrift * age)) * DEG;
    const lambda = (lon - lonDrift * age) * DEG;
    const sinPhi = Math.sin(phi);
    const cosPhi = Math.cos(phi);
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    const o = s * 3;
    this.position[o] = cosPhi * cosLambda;
    this.position[o + 1] = cosPhi * sinLambda;
    this.position[o + 2] = sinPhi;
    this.east[o] = -sinLambda;
    this.east[o + 1] = cosLambda;
    this.east[o + 2] = 0;
    this.north[o] = -sinPhi * cosLambda;
    this.north[o + 1] = -sinPhi * sinLambda;
    this.north[o + 2] = cosPhi;
  }
}

/** Each slab of each field is seeded afresh, so successive systems are unrelated. */
function slabSeed(seed: number, salt: number, slab: number): number {
  return (Math.imul(seed ^ salt, 0x2c1b3c6d) + Math.imul(slab, 0x9e3779b1)) | 0;
}

/**
 * A slab's own shift of the noise lattice along one axis, 0..1 cells. Gradient noise is weaker
 * near lattice planes, and a place keeps its latitude (so its lattice height) while the fields
 * drift east: without the shift some latitudes would see half the variability of others.
 */
function latticeShift(slabbed: number, axis: number): number {
  let h = Math.imul(slabbed ^ Math.imul(axis, 0x85ebca6b), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return ((h ^ (h >>> 13)) >>> 0) / 4_294_967_296;
}

const DEG = Math.PI / 180;
const EARTH_RADIUS_KM = 6371;
export const KM_PER_DEGREE = 111.195;

/**
 * Eastward speed (m/s) at which weather systems travel: westerlies peaking near 45° in both
 * hemispheres, weak easterlies (the trade-wind belt) near the equator.
 */
export function steeringWind(lat: number): number {
  const a = Math.abs(lat);
  const westerly = (a - 45) / 17;
  const trade = lat / 13;
  return 11 * Math.exp(-westerly * westerly) - 5 * Math.exp(-trade * trade);
}

/** Converts an eastward speed (m/s) at a latitude to degrees of longitude per hour. */
export function lonDegreesPerHour(eastward: number, lat: number): number {
  return (eastward * 3.6) / (KM_PER_DEGREE * Math.max(0.2, Math.cos(lat * DEG)));
}

/** Converts a northward speed (m/s) to degrees of latitude per hour. */
export function latDegreesPerHour(northward: number): number {
  return (northward * 3.6) / KM_PER_DEGREE;
}
