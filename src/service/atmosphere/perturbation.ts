/**
 * How a model run's weather departs from the truth at a place and valid time. Zero for the truth
 * itself; for a forecast it grows with lead time.
 */
export interface Perturbation {
  /** Displacement of the weather systems, degrees of latitude and longitude. */
  lat: number;
  lon: number;
  /** Timing error of the weather systems, hours (positive: the model is late). */
  hours: number;
  /** Additive temperature error, in standard deviations of the forecast spread at this lead and place. */
  temperature: number;
  /** The lead time the error belongs to, hours (0 for the truth). */
  leadHours: number;
  /** Additive error of the precipitation signal (in its standard deviations). */
  precipSignal: number;
  /** Additive error of the cloud signal (in its standard deviations). */
  cloudSignal: number;
}

export function noPerturbation(): Perturbation {
  return { lat: 0, lon: 0, hours: 0, temperature: 0, leadHours: 0, precipSignal: 0, cloudSignal: 0 };
}
