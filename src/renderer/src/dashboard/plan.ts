import { dashboardText as t } from './text';

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

export interface PlanText {
  title: string;
  /** What the product is, in one sentence. */
  about: string;
  /** Which plans have it, as the specification says: higher plans, or on request. */
  availability: string;
}

type Availability = 'planEveryPaidPlan' | 'planHigherPlans' | 'planOnRequest';

const planMessages = {
  current: ['planCurrentTitle', 'planCurrentAbout', 'planEveryPaidPlan'],
  hourlyFull: ['planHourlyFullTitle', 'planHourlyFullAbout', 'planEveryPaidPlan'],
  threeHourly: ['planThreeHourlyTitle', 'planThreeHourlyAbout', 'planEveryPaidPlan'],
  dailyFull: ['planDailyFullTitle', 'planDailyFullAbout', 'planEveryPaidPlan'],
  airQuality: ['planAirQualityTitle', 'planAirQualityAbout', 'planEveryPaidPlan'],
  pollen: ['planPollenTitle', 'planPollenAbout', 'planHigherPlans'],
  climate: ['planClimateTitle', 'planClimateAbout', 'planHigherPlans'],
  warnings: ['planWarningsTitle', 'planWarningsAbout', 'planHigherPlans'],
  history: ['planHistoryTitle', 'planHistoryAbout', 'planOnRequest'],
  marine: ['planMarineTitle', 'planMarineAbout', 'planHigherPlans'],
  ski: ['planSkiTitle', 'planSkiAbout', 'planOnRequest'],
  agriculture: ['planAgricultureTitle', 'planAgricultureAbout', 'planOnRequest'],
  energy: ['planEnergyTitle', 'planEnergyAbout', 'planHigherPlans'],
} as const satisfies Record<PlanProduct, readonly [`plan${string}Title`, `plan${string}About`, Availability]>;

/** A product's name, what it is, and which plans have it, in the interface language. */
export function planText(product: PlanProduct): PlanText {
  const [title, about, availability] = planMessages[product];
  return { title: t(title), about: t(about), availability: t(availability) };
}
