/**
 * Lower (10 %) and upper (90 %) estimates of a precipitation total from the deterministic total,
 * the forecast probability of any precipitation, and the forecast spread (one standard deviation,
 * as a fraction, taken as the width of a log-normal error). A likely-dry period has 0 mm as its
 * lower bound; a period with a fair chance of rain has at least a wet day's millimetre above.
 */
const z90 = 1.2816;
const wetPeriodMm = 1;

export function precipitationRange(totalMm: number, probability: number, spreadFraction: number) {
  const widening = Math.exp(z90 * spreadFraction);
  const q10 = probability >= 90 ? totalMm / widening : 0;
  const q90 = (probability > 10 ? Math.max(totalMm, wetPeriodMm) : totalMm) * widening;
  return { q10, q90 };
}
