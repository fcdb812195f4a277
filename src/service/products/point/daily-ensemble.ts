/**
 * The probabilistic part of the daily forecast, built around the deterministic run with the
 * atmosphere's forecast spread at the day's lead time, so that it widens as the lead grows.
 */

/**
 * Standard scores of the reported percentiles of a 51-member ensemble: p000 and p100 are its
 * lowest and highest members, about 2.25 standard deviations out.
 */
const temperatureScores = { p000: -2.25, p025: -0.674, p050: 0, p075: 0.674, p100: 2.25 } as const;

export type TemperatureEnsemble = Record<keyof typeof temperatureScores, number>;

/**
 * Percentiles of the members' 24 h max (or min) temperature, °C. The members scatter by the
 * forecast spread round a centre that moves from the deterministic value toward the day's climate
 * normal as the forecast loses its skill (`lostSkill`, 0..1), as an ensemble's mean does: far
 * ahead the members are the climate itself, so a warm deterministic run plus the widest spread
 * never takes them past what the climate allows.
 */
export function temperatureEnsemble(
  deterministic: number,
  standardDeviation: number,
  normal: number,
  lostSkill: number,
): TemperatureEnsemble {
  const centre = deterministic + (normal - deterministic) * lostSkill;
  const at = (score: number) => centre + score * standardDeviation;
  return {
    p000: at(temperatureScores.p000),
    p025: at(temperatureScores.p025),
    p050: at(temperatureScores.p050),
    p075: at(temperatureScores.p075),
    p100: at(temperatureScores.p100),
  };
}

const precipitationShares = { p010: 0.1, p025: 0.25, p050: 0.5, p075: 0.75, p090: 0.9 } as const;

export type PrecipitationEnsemble = Record<keyof typeof precipitationShares, number>;

/** The median total of a member that has any precipitation at all, when the deterministic run has none, mm. */
const lightestWetMedian = 0.3;
/**
 * Shape of the wet members' spread per unit of the atmosphere's relative precipitation error: the
 * top decile ends up about 2.5 times the median four days out and 4 times two weeks out.
 */
const shapePerSpread = 0.55;

/**
 * Percentiles of the members' day totals, mm. A share `1 - wetChance` of the members stays dry;
 * the wet ones follow a log-logistic distribution with the deterministic total as its median and
 * a shape that grows with the atmosphere's relative precipitation error. Every percentile is non-negative and they never decrease.
 */
export function precipitationEnsemble(deterministic: number, wetChance: number, spreadFraction: number): PrecipitationEnsemble {
  const median = Math.max(deterministic, lightestWetMedian);
  const shape = shapePerSpread * Math.max(spreadFraction, 0.1);
  const at = (share: number) => {
    if (wetChance <= 0 || share <= 1 - wetChance) return 0;
    // Within the wet members; capped so that the top percentile stays finite.
    const wetShare = Math.min((share - (1 - wetChance)) / wetChance, 0.98);
    return median * (wetShare / (1 - wetShare)) ** shape;
  };
  return {
    p010: at(precipitationShares.p010),
    p025: at(precipitationShares.p025),
    p050: at(precipitationShares.p050),
    p075: at(precipitationShares.p075),
    p090: at(precipitationShares.p090),
  };
}

/** Applies a formatter to every percentile, keeping the keys. */
export function mapEnsemble<T extends Record<string, number>>(ensemble: T, format: (value: number) => number): T {
  return Object.fromEntries(Object.entries(ensemble).map(([key, value]) => [key, format(value)])) as T;
}

export type Confidence = 'g' | 'y' | 'o';

/**
 * Confidence from the forecast spread: good while one standard deviation of the temperature error
 * stays under 1.5 °C (about the first two days), low from 2.5 °C (about a week out), normal between.
 */
export function confidence(spread: { temperature: number }): Confidence {
  if (spread.temperature < 1.5) return 'g';
  return spread.temperature < 2.5 ? 'y' : 'o';
}
