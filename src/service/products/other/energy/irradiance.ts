const solarConstantWm2 = 1361;
/** Below this sun altitude the beam is lost in the horizon's haze: all light counts as diffuse. */
const lowSunDegrees = 2;

/**
 * Global horizontal irradiance split into diffuse (DHI) and direct normal (DNI) by the Erbs,
 * Klein and Duffie (1982) correlation of the diffuse fraction with the clearness index.
 */
export function splitIrradiance(ghi: number, sunAltitude: number): { direct: number; diffuse: number } {
  if (ghi <= 0) return { direct: 0, diffuse: 0 };
  const sine = Math.sin((sunAltitude * Math.PI) / 180);
  if (sunAltitude < lowSunDegrees) return { direct: 0, diffuse: ghi };
  const kt = Math.min(1, ghi / (solarConstantWm2 * sine));
  const diffuseFraction =
    kt <= 0.22 ? 1 - 0.09 * kt : kt <= 0.8 ? 0.9511 - 0.1604 * kt + 4.388 * kt ** 2 - 16.638 * kt ** 3 + 12.336 * kt ** 4 : 0.165;
  const diffuse = diffuseFraction * ghi;
  return { direct: (ghi - diffuse) / sine, diffuse };
}
