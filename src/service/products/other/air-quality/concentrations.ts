import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import type { Concentrations } from './aqi';
import type { Emissions } from './emissions';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const bell = (hour: number, peak: number, width: number) => Math.exp(-((hour - peak) ** 2) / (2 * width * width));

/**
 * What the weather makes of the emissions in one hour. Calm, clear, cold nights trap pollution
 * under an inversion; wind disperses it; rain washes particles out; heating follows the cold and
 * traffic the rush hours; ozone forms on sunny hot afternoons and is titrated away at night.
 */
export function concentrations(emissions: Emissions, weather: SurfaceWeather, localHour: number): Concentrations {
  const night = weather.sunAltitude < 0;
  const clearCalmNight = night ? (1 - weather.cloudiness / 100) * clamp(1 - weather.windSpeed / 5, 0, 1) : 0;
  const inversion = 1 + 0.7 * clearCalmNight + (weather.temperature < -5 ? 0.3 : 0);
  const dispersion = clamp((2.5 / (weather.windSpeed + 0.8)) * inversion, 0.25, 4);
  const washout = Math.max(0.25, 1 / (1 + 0.8 * weather.precipRate));
  const heating = clamp((15 - weather.temperature) / 25, 0, 1);
  const traffic = 0.7 + 0.5 * (bell(localHour, 8, 2) + bell(localHour, 18, 2.5));

  const pm25 =
    emissions.pm25 * ((1 - emissions.heatingShare) + emissions.heatingShare * 2 * heating) * dispersion * washout;
  const dryness = weather.precipRate > 0 ? 0 : clamp((80 - weather.relHumidity) / 50, 0, 1);
  const dust = emissions.dust * clamp((weather.windSpeed / 7) ** 2, 0.15, 4) * dryness;
  const no2 = emissions.no2 * traffic * dispersion ** 0.8 * (night ? 1 : 0.75);
  const so2 = emissions.so2 * (0.7 + 0.6 * heating) * dispersion ** 0.7;
  const co = emissions.co * (0.5 + heating) * traffic ** 0.5 * dispersion ** 0.8;

  const daylight = clamp(weather.solarRadiation / 900, 0, 1.2);
  const warmth = clamp((weather.temperature - 18) / 15, 0, 1.5);
  const photochemical = (60 * daylight * warmth * (0.5 + emissions.precursors)) / (1 + weather.windSpeed / 10);
  const background = 28 + 8 * daylight;
  const titration = night ? 1 - 0.4 * clamp(no2 / 40, 0, 1) : 1;

  return {
    PM2P5: pm25,
    PM10: pm25 * 1.5 + dust * washout,
    NO2: no2,
    SO2: so2,
    CO: co,
    O3: background * titration + photochemical,
  };
}
