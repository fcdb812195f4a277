import type { TimeDisplay } from '../../lib/weather/display';
import type { AirQualityDay, AirQualityHour } from '@shared/api/products';
import { dayAndClock } from '../time';
import { productsText as t } from './text';

/**
 * The US EPA's Air Quality Index categories (the service's AQI follows the EPA standard): the
 * EPA's own colours and its cautionary statements, shortened. Words are getters, so they are
 * read in the interface language of the moment.
 */
export interface AqiCategory {
  id: 'good' | 'moderate' | 'sensitive' | 'unhealthy' | 'veryUnhealthy' | 'hazardous';
  readonly label: string;
  /** The index range, as the EPA writes it. */
  readonly range: string;
  /** The highest (whole) index in the category. */
  upTo: number;
  /** The EPA's colour, and a text colour that reads on it (at least 4.5:1) in either theme. */
  background: string;
  ink: string;
  readonly advice: string;
}

export const aqiCategories: readonly AqiCategory[] = [
  {
    id: 'good',
    get label() {
      return t('aqiGood');
    },
    range: '0–50',
    upTo: 50,
    background: '#00e400',
    ink: '#000000',
    get advice() {
      return t('aqiGoodAdvice');
    },
  },
  {
    id: 'moderate',
    get label() {
      return t('aqiModerate');
    },
    range: '51–100',
    upTo: 100,
    background: '#ffff00',
    ink: '#000000',
    get advice() {
      return t('aqiModerateAdvice');
    },
  },
  {
    id: 'sensitive',
    get label() {
      return t('aqiSensitive');
    },
    range: '101–150',
    upTo: 150,
    background: '#ff7e00',
    ink: '#000000',
    get advice() {
      return t('aqiSensitiveAdvice');
    },
  },
  {
    id: 'unhealthy',
    get label() {
      return t('aqiUnhealthy');
    },
    range: '151–200',
    upTo: 200,
    background: '#ff0000',
    ink: '#000000',
    get advice() {
      return t('aqiUnhealthyAdvice');
    },
  },
  {
    id: 'veryUnhealthy',
    get label() {
      return t('aqiVeryUnhealthy');
    },
    range: '201–300',
    upTo: 300,
    background: '#8f3f97',
    ink: '#ffffff',
    get advice() {
      return t('aqiVeryUnhealthyAdvice');
    },
  },
  {
    id: 'hazardous',
    get label() {
      return t('aqiHazardous');
    },
    get range() {
      return t('aqiHazardousRange', { from: 301 });
    },
    upTo: Number.POSITIVE_INFINITY,
    background: '#7e0023',
    ink: '#ffffff',
    get advice() {
      return t('aqiHazardousAdvice');
    },
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
  /** In the interface language of the moment (a getter). */
  readonly label: string;
  /** For the chart's legend. */
  short: string;
  colour: string;
}

const pollutantNames: Record<PollutantId, Parameters<typeof t>[0]> = {
  PM2P5: 'fineParticles',
  PM10: 'coarseParticles',
  O3: 'ozone',
  NO2: 'nitrogenDioxide',
  SO2: 'sulphurDioxide',
  CO: 'carbonMonoxide',
};

/** A pollutant whose label is a getter, so it is read in the interface language of the moment. */
function pollutant(id: PollutantId, serviceName: string, short: string, colour: string): Pollutant {
  return {
    serviceName,
    get label() {
      return t(pollutantNames[id]);
    },
    short,
    colour,
  };
}

export const pollutants: Record<PollutantId, Pollutant> = {
  PM2P5: pollutant('PM2P5', 'Particulate matter <2.5um', 'PM2.5', '#8b5cf6'),
  PM10: pollutant('PM10', 'Particulate matter <10um', 'PM10', '#a16207'),
  O3: pollutant('O3', 'Ozone', 'O₃', '#0ea5e9'),
  NO2: pollutant('NO2', 'Nitrogen dioxide', 'NO₂', '#f97316'),
  SO2: pollutant('SO2', 'Sulphur dioxide', 'SO₂', '#14b8a6'),
  CO: pollutant('CO', 'Carbon monoxide', 'CO', '#64748b'),
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

/**
 * The service's own name of the dominant pollutant, shown beside the label only where it adds
 * something: it is in the data language, so under an interface in that same language it would name
 * the pollutant twice ("Ozon (O₃) (Teilindex 24), „Ozon“"), and the service's English name is the label's.
 */
export function servicePhraseBeside(cause: DominantPollutant, dataLanguage: string, interfaceLanguage: string): string | null {
  if (cause.phrase === null || cause.phrase === '' || dataLanguage === interfaceLanguage) return null;
  return cause.phrase === pollutants[cause.id].serviceName ? null : cause.phrase;
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

/** The chart's one-line summary: the range, its worst hour and what causes it. */
export function airQualitySummary(hours: readonly AirQualityHour[], display: TimeDisplay): string {
  const known = hours.filter((hour): hour is AirQualityHour & { AQI: number } => hour.AQI !== null && Number.isFinite(hour.AQI));
  const [first] = known;
  if (first === undefined) return t('airQualityNoIndex');
  const worst = known.reduce((top, hour) => (hour.AQI > top.AQI ? hour : top), first);
  const lowest = Math.min(...known.map((hour) => hour.AQI));
  const cause = dominantPollutant(worst);
  const values = {
    hours: hours.length,
    spread: lowest === worst.AQI ? 'same' : 'range',
    lowest,
    highest: worst.AQI,
    category: aqiCategory(worst.AQI)?.label ?? '',
    ...dayAndClock(worst.time, display),
  };
  return cause === null ? t('airQualitySummaryNoCause', values) : t('airQualitySummary', { ...values, pollutant: cause.id });
}
