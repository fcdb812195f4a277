import type { SurfaceWeather } from './atmosphere';
import { HORIZON_ALTITUDE } from './solar';

/**
 * The 4-character weather symbol: d/n, cloudiness class (0 clear, 1 almost clear, 2 half cloudy,
 * 3 broken, 4 overcast, 5 thin high clouds, 6 fog), precipitation class (0 none, 1 slight,
 * 2 showers, 3 precipitation, 4 thunder) and type (0 rain, 1 sleet, 2 snow), mapped to the
 * nearest code that has a picture.
 */
export function symbolCode(weather: SurfaceWeather): string {
  const daylight = weather.sunAltitude > HORIZON_ALTITUDE ? 'd' : 'n';
  const sky = skyClass(weather);
  const precipitation = precipitationClass(weather);
  const type = weather.precipType === 'snow' ? 2 : weather.precipType === 'sleet' ? 1 : 0;
  return daylight + pictured(sky, precipitation, type);
}

/** Below this rate (mm/h) nothing is shown as falling. */
const TRACE = 0.1;
/** A period's total under this (mm) is shown as under 0.1 mm, even at two decimals, the finest the products show. */
const PERIOD_TRACE = 0.095;

/**
 * The rate (mm/h) a period's symbol shows for `totalMm` fallen over `wetHours` of it: none when
 * the total shows as under 0.1 mm, so that a symbol without precipitation always means that,
 * otherwise the mean rate while it fell, at least a trace, so that any total of 0.1 mm shows.
 */
export function periodRate(totalMm: number, wetHours: number): number {
  if (totalMm < PERIOD_TRACE) return 0;
  return Math.max(TRACE, totalMm / wetHours);
}
/** Up to this rate (mm/h) precipitation is slight. */
const SLIGHT = 0.5;
/** From this rate (mm/h) precipitation is shown as heavy, continuous precipitation. */
const HEAVY = 4;
/** Below this visibility (m) a dry sky is fog. */
const FOG_VISIBILITY = 1000;

function skyClass(weather: SurfaceWeather): number {
  if (weather.precipRate < TRACE && weather.visibility < FOG_VISIBILITY) return 6;
  const c = weather.cloudiness;
  // Cloud over dry low levels is high cloud: shown as thin high clouds when it is not overcast.
  if (weather.precipRate < TRACE && c >= 30 && c < 94 && weather.relHumidity < 45) return 5;
  if (c < 6) return 0;
  if (c < 31) return 1;
  if (c < 69) return 2;
  if (c < 94) return 3;
  return 4;
}

function precipitationClass(weather: SurfaceWeather): number {
  const rate = weather.precipRate;
  if (rate < TRACE) return 0;
  if (weather.thunderProb >= 40) return 4;
  if (rate >= HEAVY) return 3;
  if (rate < SLIGHT) return 1;
  return weather.cloudiness < 90 ? 2 : 3;
}

/** The nearest of the codes that have pictures. */
function pictured(sky: number, precipitation: number, type: number): string {
  if (precipitation === 0) return `${sky}00`;
  if (precipitation === 3) return `43${type}`;
  // Falling weather is drawn under half-cloudy to overcast skies only; fog and high cloud become overcast and broken.
  const cover = sky === 6 ? 4 : sky === 5 ? 3 : Math.max(2, Math.min(4, sky));
  if (precipitation === 4) return `${cover}40`;
  return `${cover}${precipitation}${type}`;
}
