/** The products a panel explains when the user's plan does not include them. */
export type PlanProduct =
  | 'current'
  | 'hourlyFull'
  | 'threeHourly'
  | 'dailyFull'
  | 'airQuality'
  | 'pollen'
  | 'climate'
  | 'warnings'
  | 'history'
  | 'marine'
  | 'ski'
  | 'agriculture'
  | 'energy';

interface PlanText {
  title: string;
  /** What the product is, in one sentence. */
  about: string;
  /** Which plans have it, as the specification says: higher plans, or on request. */
  availability: string;
}

const everyPaidPlan = 'Every paid plan includes it.';
const higherPlans = 'Higher plans include it.';
const onRequest = 'The provider adds it to a plan on request.';

export const planTexts: Record<PlanProduct, PlanText> = {
  current: {
    title: 'Current conditions',
    about: 'Current conditions are the weather at the place now, from the latest model run and observations.',
    availability: everyPaidPlan,
  },
  hourlyFull: {
    title: 'The full hourly dataset',
    about: 'It adds humidity, dew point, cloudiness, pressure and more to each hour.',
    availability: everyPaidPlan,
  },
  threeHourly: {
    title: 'The 3-hourly forecast',
    about: 'It gives five days in 3-hour steps.',
    availability: everyPaidPlan,
  },
  dailyFull: {
    title: 'The 15-day forecast',
    about: 'It adds ensemble ranges, sun and moon times, UV, sun hours and confidence to each day.',
    availability: everyPaidPlan,
  },
  airQuality: {
    title: 'Air quality',
    about: 'Air quality is a forecast of the US EPA air quality index and its pollutants.',
    availability: everyPaidPlan,
  },
  pollen: {
    title: 'Pollen',
    about: 'Pollen is a forecast of six species’ pollen in Europe, rated from none to very high.',
    availability: higherPlans,
  },
  climate: {
    title: 'Climate normals',
    about: 'Climate normals are the 1991–2020 averages of each month and day of the year.',
    availability: higherPlans,
  },
  warnings: {
    title: 'Warnings',
    about: 'Warnings are the official severe weather warnings of the national weather services.',
    availability: higherPlans,
  },
  history: {
    title: 'History',
    about: 'History is the observed weather of past days, back to January 2009.',
    availability: onRequest,
  },
  marine: {
    title: 'Marine',
    about: 'Marine is a forecast of waves, swell and sea temperature.',
    availability: higherPlans,
  },
  ski: {
    title: 'Ski',
    about: 'Ski is the current snow and slope conditions of nearby ski resorts.',
    availability: onRequest,
  },
  agriculture: {
    title: 'Agriculture',
    about: 'Agriculture is a forecast of evapotranspiration, vapour pressure deficit, solar radiation and precipitation ranges.',
    availability: onRequest,
  },
  energy: {
    title: 'Energy',
    about: 'Energy is a forecast of wind at turbine heights and of solar radiation.',
    availability: higherPlans,
  },
};
