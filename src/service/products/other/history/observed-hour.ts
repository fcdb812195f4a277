import type { Atmosphere, SurfaceWeather } from '@service/atmosphere/atmosphere';
import type { Station } from '@service/places/places';
import { snowfallCm } from '../snowfall';

/** One hour at the station as its observer would log it. */
export interface ObservedHour {
  at: Date;
  weather: SurfaceWeather;
  /** mm of liquid water in the hour ending at `at`, from the rate at the hour's midpoint. */
  precipitation: number;
  /** cm of fresh snow in that hour (about 1 cm per mm of water; half of sleet settles). */
  snowfall: number;
  precipType: SurfaceWeather['precipType'] | null;
  fog: boolean;
  rain: boolean;
  snow: boolean;
  hail: boolean;
  thunder: boolean;
  tornado: boolean;
}

/** Below this visibility the observer reports fog (the WMO definition). */
const fogBelowMetres = 1000;
/** Measurable precipitation. */
const wetFromMm = 0.1;

export function observeHour(atmosphere: Atmosphere, station: Station, at: Date): ObservedHour {
  const weather = atmosphere.observed(station, at, station.elevation);
  const midpoint = atmosphere.observed(station, new Date(at.getTime() - 1_800_000), station.elevation);
  const precipitation = midpoint.precipRate;
  const wet = precipitation >= wetFromMm;
  const type = midpoint.precipType;
  const thunder = weather.thunderProb >= 50;
  return {
    at,
    weather,
    precipitation,
    snowfall: snowfallCm(precipitation, type),
    precipType: wet ? type : null,
    fog: weather.visibility < fogBelowMetres,
    rain: wet && type !== 'snow',
    snow: wet && type !== 'rain',
    // Hail falls from the heavy cores of thunderstorms; tornadoes only from the most violent ones.
    hail: thunder && precipitation >= 8,
    tornado: thunder && weather.thunderProb >= 80 && weather.windGust >= 28,
    thunder,
  };
}
