/** How temperature moves around its daily mean: the diurnal cycle and the skew of cold-climate anomalies. */
import { smoothstep } from './geography';

/**
 * Deep in a continent in winter, cold lies in shallow pools that mild air rarely clears and arctic
 * air can pour in from far away: warm anomalies are damped and cold ones deepened. By the sea, or
 * where it is mild, anomalies stay symmetric.
 */
export function skewedAnomaly(anomaly: number, dailyMean: number, continentality: number): number {
  const skew = skewness(dailyMean, continentality);
  return anomaly * (anomaly > 0 ? 1 - skew : 1 + skew);
}

/** The shift of the mean temperature that skewedAnomaly() causes, for the normals. */
export function skewShift(anomalyStd: number, dailyMean: number, continentality: number): number {
  return -skewness(dailyMean, continentality) * MEAN_ABSOLUTE_ANOMALY * anomalyStd;
}

function skewness(dailyMean: number, continentality: number): number {
  return ANOMALY_SKEW * smoothstep(2, -12, dailyMean) * continentality;
}

/** How much a cold continental climate damps warm anomalies and deepens cold ones. */
const ANOMALY_SKEW = 0.4;
/** Mean |anomaly| per standard deviation of the (nearly Gaussian) anomaly. */
const MEAN_ABSOLUTE_ANOMALY = 0.8;

/**
 * Shape of the diurnal temperature cycle, -0.5 at sunrise to +0.5 mid-afternoon and back, with a
 * mean of zero over the day so that daily means are unaffected.
 */
export function diurnalShape(solarHourNow: number, dayLength: number): number {
  const day = Math.max(3, Math.min(21, dayLength));
  const sunrise = 12 - day / 2;
  const warmest = 12.9 + 0.175 * day;
  const rising = warmest - sunrise;
  let x = solarHourNow - sunrise;
  if (x < 0) x += 24;
  if (x < rising) return -0.5 * Math.cos((Math.PI * x) / rising);
  return 0.5 * Math.cos((Math.PI * (x - rising)) / (24 - rising));
}
