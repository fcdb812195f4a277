/**
 * Seeded hashing and 3D gradient noise: the atmosphere's only source of variety. Everything is a
 * pure function of its integer inputs, so the same seed gives the same weather on every run.
 */

/** A well-mixed 32-bit hash of a seed and three integers. */
export function hash4(seed: number, x: number, y: number, z: number): number {
  return mix(seed, Math.imul(x, PRIME_X), Math.imul(y, PRIME_Y), Math.imul(z, PRIME_Z));
}

const PRIME_X = 0x27d4eb2d;
const PRIME_Y = 0x165667b1;
const PRIME_Z = 0x9e3779b1;

/** Murmur3's finaliser over the seed and pre-multiplied coordinates (the lattice corners share them). */
function mix(seed: number, hx: number, hy: number, hz: number): number {
  let h = (seed + hx + Math.imul(hy ^ (hz >>> 7), 3) + hz) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

// The twelve edge directions of a cube (with four repeated), Perlin's improved-noise gradients.
const GRADIENTS = [
  1, 1, 0, -1, 1, 0, 1, -1, 0, -1, -1, 0, 1, 0, 1, -1, 0, 1, 1, 0, -1, -1, 0, -1, 0, 1, 1, 0, -1, 1, 0, 1, -1, 0, -1,
  -1, 1, 1, 0, 0, -1, 1, -1, 1, 0, 0, -1, -1,
];

function gx(h: number): number {
  return GRADIENTS[(h & 15) * 3] as number;
}
function gy(h: number): number {
  return GRADIENTS[(h & 15) * 3 + 1] as number;
}
function gz(h: number): number {
  return GRADIENTS[(h & 15) * 3 + 2] as number;
}

function fade(t: number): number {
  return t * t * t * (t * (t * 6 - 15) + 10);
}

function fadeSlope(t: number): number {
  return 30 * t * t * (t * (t - 2) + 1);
}

/**
 * Perlin gradient noise scaled to roughly unit standard deviation (values stay within about ±4).
 * Zero at lattice points; smooth (C2) everywhere.
 */
export function gradientNoise(seed: number, x: number, y: number, z: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const iz = Math.floor(z);
  const fx = x - ix;
  const fy = y - iy;
  const fz = z - iz;
  const u = fade(fx);
  const v = fade(fy);
  const w = fade(fz);
  const x0 = Math.imul(ix, PRIME_X);
  const x1 = Math.imul(ix + 1, PRIME_X);
  const y0 = Math.imul(iy, PRIME_Y);
  const y1 = Math.imul(iy + 1, PRIME_Y);
  const z0 = Math.imul(iz, PRIME_Z);
  const z1 = Math.imul(iz + 1, PRIME_Z);
  const d000 = dot(mix(seed, x0, y0, z0), fx, fy, fz);
  const d100 = dot(mix(seed, x1, y0, z0), fx - 1, fy, fz);
  const d010 = dot(mix(seed, x0, y1, z0), fx, fy - 1, fz);
  const d110 = dot(mix(seed, x1, y1, z0), fx - 1, fy - 1, fz);
  const d001 = dot(mix(seed, x0, y0, z1), fx, fy, fz - 1);
  const d101 = dot(mix(seed, x1, y0, z1), fx - 1, fy, fz - 1);
  const d011 = dot(mix(seed, x0, y1, z1), fx, fy - 1, fz - 1);
  const d111 = dot(mix(seed, x1, y1, z1), fx - 1, fy - 1, fz - 1);
  return interpolate(d000, d100, d010, d110, d001, d101, d011, d111, u, v, w) * NOISE_NORMALISER;
}

/**
 * Gradient noise together with its spatial derivative, written into `out` as [value, d/dx, d/dy,
 * d/dz] so the wind can follow the pressure field's slope without extra samples or allocations.
 */
export function gradientNoiseWithSlope(seed: number, x: number, y: number, z: number, out: Float64Array): void {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const iz = Math.floor(z);
  const fx = x - ix;
  const fy = y - iy;
  const fz = z - iz;
  const u = fade(fx);
  const v = fade(fy);
  const w = fade(fz);
  const du = fadeSlope(fx);
  const dv = fadeSlope(fy);
  const dw = fadeSlope(fz);
  const x0 = Math.imul(ix, PRIME_X);
  const x1 = Math.imul(ix + 1, PRIME_X);
  const y0 = Math.imul(iy, PRIME_Y);
  const y1 = Math.imul(iy + 1, PRIME_Y);
  const z0 = Math.imul(iz, PRIME_Z);
  const z1 = Math.imul(iz + 1, PRIME_Z);
  const ha = mix(seed, x0, y0, z0);
  const hb = mix(seed, x1, y0, z0);
  const hc = mix(seed, x0, y1, z0);
  const hd = mix(seed, x1, y1, z0);
  const he = mix(seed, x0, y0, z1);
  const hf = mix(seed, x1, y0, z1);
  const hg = mix(seed, x0, y1, z1);
  const hh = mix(seed, x1, y1, z1);
  const va = dot(ha, fx, fy, fz);
  const vb = dot(hb, fx - 1, fy, fz);
  const vc = dot(hc, fx, fy - 1, fz);
  const vd = dot(hd, fx - 1, fy - 1, fz);
  const ve = dot(he, fx, fy, fz - 1);
  const vf = dot(hf, fx - 1, fy, fz - 1);
  const vg = dot(hg, fx, fy - 1, fz - 1);
  const vh = dot(hh, fx - 1, fy - 1, fz - 1);
  const k1 = vb - va;
  const k2 = vc - va;
  const k3 = ve - va;
  const k4 = va - vb - vc + vd;
  const k5 = va - vc - ve + vg;
  const k6 = va - vb - ve + vf;
  const k7 = -va + vb + vc - vd + ve - vf - vg + vh;
  out[0] = (va + u * k1 + v * k2 + w * k3 + u * v * k4 + v * w * k5 + w * u * k6 + u * v * w * k7) * NOISE_NORMALISER;
  out[1] =
    (interpolate(gx(ha), gx(hb), gx(hc), gx(hd), gx(he), gx(hf), gx(hg), gx(hh), u, v, w) +
      du * (k1 + k4 * v + k6 * w + k7 * v * w)) *
    NOISE_NORMALISER;
  out[2] =
    (interpolate(gy(ha), gy(hb), gy(hc), gy(hd), gy(he), gy(hf), gy(hg), gy(hh), u, v, w) +
      dv * (k2 + k5 * w + k4 * u + k7 * w * u)) *
    NOISE_NORMALISER;
  out[3] =
    (interpolate(gz(ha), gz(hb), gz(hc), gz(hd), gz(he), gz(hf), gz(hg), gz(hh), u, v, w) +
      dw * (k3 + k6 * u + k5 * v + k7 * u * v)) *
    NOISE_NORMALISER;
}

/** Measured standard deviation of raw 3D improved noise is about 0.27; this brings it to one. */
const NOISE_NORMALISER = 1 / 0.27;

function dot(h: number, x: number, y: number, z: number): number {
  return gx(h) * x + gy(h) * y + gz(h) * z;
}

function interpolate(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
  h: number,
  u: number,
  v: number,
  w: number,
): number {
  const x00 = a + u * (b - a);
  const x10 = c + u * (d - c);
  const x01 = e + u * (f - e);
  const x11 = g + u * (h - g);
  const y0 = x00 + v * (x10 - x00);
  const y1 = x01 + v * (x11 - x01);
  return y0 + w * (y1 - y0);
}
