import type { ClockStyle } from '@shared/units';
import type { AirQualityDay, AirQualityHour } from '@shared/api/products';
import { formatStep } from '../time';

/**
 * The US EPA's Air Quality Index categories (the service's AQI follows the EPA standard): the
 * EPA's own colours and its cautionary statements, shortened.
 */
export interface AqiCategory {
  id: 'good' | 'moderate' | 'sensitive' | 'unhealthy' | 'veryUnhealthy' | 'hazardous';
  label: string;
  /** The index range, as the EPA writes it. */
  range: string;
  /** The highest (whole) index in the category. */
  upTo: number;
  /** The EPA's colour, and a text colour that reads on it (at least 4.5:1) in either theme. */
  background: string;
  ink: string;
  advice: string;
}

export const aqiCategories: readonly AqiCategory[] = [
  {
    id: 'good',
    label: 'Good',
    range: '0–50',
    upTo: 50,
    background: '#00e400',
    ink: '#000000',
    advice: 'Air quality is satisfactory; air pollution poses little or no risk.',
  },
  {
    id: 'moderate',
    label: 'Moderate',
    range: '51–100',
    upTo: 100,
    background: '#ffff00',
    ink: '#000000',
    advice: 'Acceptable; people unusually sensitive to air pollution should consider less prolonged or heavy exertion outdoors.',
  },
  {
    id: 'sensitive',
    label: 'Unhealthy for sensitive groups',
    range: '101–150',
    upTo: 150,
    background: '#ff7e00',
    ink: '#000000',
    advice:
      'People with heart or lung disease, older adults, children and teenagers should reduce prolonged or heavy exertion outdoors; the general public is less likely to be affected.',
  },
  {
    id: 'unhealthy',
    label: 'Unhealthy',
    range: '151–200',
    upTo: 200,
    background: '#ff0000',
    ink: '#000000',
    advice: 'Everyone may begin to feel health effects: sensitive groups should avoid prolonged or heavy exertion outdoors, everyone else reduce it.',
  },
  {
    id: 'veryUnhealthy',
    label: 'Very unhealthy',
    range: '201–300',
    upTo: 300,
    background: '#8f3f97',
    ink: '#ffffff',
    advice: 'Health alert: sensitive groups should avoid all physical activity outdoors; everyone else should avoid prolonged or heavy exertion.',
  },
  {
    id: 'hazardous',
    label: 'Hazardous',
    range: '301 and above',
    upTo: Number.POSITIVE_INFINITY,
    background: '#7e0023',
    ink: '#ffffff',
    advice: 'Health warning of emergency conditions: everyone should avoid all physical activity outdoors.',
  },
];

/** The category of an index; the EPA reports whole numbers, so 50.4 is still Good and 50.5 Moderate. */
export function aqiCategory(aqi: number | null): AqiCategory | null {
  if (aqi === null || !Number.isFinite(aqi)) return null;
  const whole = Math.round(aqi);
  return aqiCategories.find((category) => whole <= category.upTo) ?? null;
}

export const pollutantIds = ['PM2P5', 'PM10', 'O3', 'NO2', 'SO2', 'CO'] as const;
export type PollutantId = (typeof pollutantIds)[number];

interface Pollutant {
  /** The service's name of the most significant pollutant. */
  serviceName: string;
  label: string;
  /** For the chart's legend. */
  short: string;
  colour: string;
}

export const pollutants: Record<PollutantId, Pollutant> = {
  PM2P5: { serviceName: 'Particulate matter <2.5um', label: 'Fine particles (PM2.5)', short: 'PM2.5', colour: '#8b5cf6' },
  PM10: { serviceName: 'Particulate matter <10um', label: 'Coarse particles (PM10)', short: 'PM10', colour: '#a16207' },
  O3: { serviceName: 'Ozone', label: 'Ozone (O₃)', short: 'O₃', colour: '#0ea5e9' },
  NO2: { serviceName: 'Nitrogen dioxide', label: 'Nitrogen dioxide (NO₂)', short: 'NO₂', colour: '#f97316' },
  SO2: { serviceName: 'Sulphur dioxide', label: 'Sulphur dioxide (SO₂)', short: 'SO₂', colour: '#14b8a6' },
  CO: { serviceName: 'Carbon monoxide', label: 'Carbon monoxide (CO)', short: 'CO', colour: '#64748b' },
};

export type AirQualityItem = AirQualityHour | AirQualityDay;

/** Each pollutant's sub-index; ozone is AQI_O3 in hourly items and AQI_GO3 in daily ones. */
export function subIndices(item: AirQualityItem): Record<PollutantId, number | null> {
  return {
    PM2P5: item.AQI_PM2P5,
    PM10: item.AQI_PM10,
    O3: 'AQI_GO3' in item ? item.AQI_GO3 : item.AQI_O3,
    NO2: item.AQI_NO2,
    SO2: item.AQI_SO2,
    CO: item.AQI_CO,
  };
}

export interface DominantPollutant {
  id: PollutantId;
  label: string;
  subIndex: number;
  /** The service's name for it in the chosen language, when the service named the same one. */
  phrase: string | null;
}

/**
 * The pollutant with the largest sub-index: it sets the AQI. On a tie the service's own choice
 * wins, so the panel never contradicts the `pollutant` it delivered.
 */
export function dominantPollutant(item: AirQualityItem): DominantPollutant | null {
  const indices = subIndices(item);
  let best: PollutantId | null = null;
  for (const id of pollutantIds) {
    const value = indices[id];
    if (value === null || !Number.isFinite(value)) continue;
    const bestValue = best === null ? null : indices[best];
    const servicePicked = pollutants[id].serviceName === item.pollutant;
    if (bestValue === null || bestValue === undefined || value > bestValue || (value === bestValue && servicePicked)) best = id;
  }
  if (best === null) return null;
  const named = pollutants[best].serviceName === item.pollutant;
  return { id: best, label: pollutants[best].label, subIndex: indices[best] ?? 0, phrase: named ? item.pollutantPhrase : null };
}

const hourMs = 3_600_000;

/** The hour that holds `now`; before the forecast starts its first hour, after it ends its last. */
export function currentHour<Step extends { time: string }>(steps: readonly Step[], now: number): Step | null {
  const holding = steps.find((step) => {
    const start = Date.parse(step.time);
    return start <= now && now < start + hourMs;
  });
  if (holding !== undefined) return holding;
  return steps.find((step) => Date.parse(step.time) > now) ?? steps.at(-1) ?? null;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The chart's one-line summary: the range, its worst hour and what causes it. */
export function airQualitySummary(hours: readonly AirQualityHour[], zone: string | undefined, clock: ClockStyle): string {
  const known = hours.filter((hour): hour is AirQualityHour & { AQI: number } => hour.AQI !== null && Number.isFinite(hour.AQI));
  const [first] = known;
  if (first === undefined) return 'This forecast holds no air quality index.';
  const worst = known.reduce((top, hour) => (hour.AQI > top.AQI ? hour : top), first);
  const lowest = Math.min(...known.map((hour) => hour.AQI));
  const category = aqiCategory(worst.AQI)?.label ?? '';
  const cause = dominantPollutant(worst);
  const range = lowest === worst.AQI ? `stays at ${worst.AQI}` : `ranges from ${lowest} to ${worst.AQI}`;
  return (
    `Over the next ${hours.length} hours the AQI ${range}; the highest, ${worst.AQI} (${category}), ` +
    `is at ${formatStep(worst.time, zone, clock)}${cause === null ? '' : `, mostly from ${lowerFirst(cause.label)}`}.`
  );
}
