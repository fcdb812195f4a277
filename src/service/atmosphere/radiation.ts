/**
 * Sunlight at the ground: Haurwitz's clear-sky global irradiance, Kasten and Czeplak's cloud
 * attenuation, and a clear-sky UV index that grows with the sun's elevation (about 12 with the sun
 * overhead) and with altitude.
 */

/** Global horizontal irradiance, W/m², for the sine of the sun's altitude and cloud cover 0..100 %. */
export function solarRadiation(sinAltitude: number, cloudiness: number, altitude: number): number {
  if (sinAltitude <= 0) return 0;
  const clear = 1098 * sinAltitude * Math.exp(-0.057 / sinAltitude) * (1 + 0.04 * Math.max(0, altitude) / 1000);
  return clear * (1 - 0.75 * Math.pow(cloudiness / 100, 3.4));
}

/** The UV index for the sine of the sun's altitude, cloud cover 0..100 % and altitude in metres. */
export function uvIndex(sinAltitude: number, cloudiness: number, altitude: number): number {
  if (sinAltitude <= 0) return 0;
  const clear = 12 * Math.pow(sinAltitude, 2.4) * (1 + 0.07 * Math.max(0, altitude) / 1000);
  return clear * (1 - 0.6 * Math.pow(cloudiness / 100, 2));
}
