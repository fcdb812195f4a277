import type { AccountMessage } from '../i18n/messages/account';

/**
 * Every product of the weather service, once: what plans include it, which endpoints answer it, how
 * the dashboard shows and explains it, and what main fetches of it on a schedule or on demand. The
 * service's plans, main's on-demand cache, the dashboard's panels, the plan texts' message keys and
 * the usage report's endpoint names are all read from here, so a product added to one table and
 * missing from another is a compile error or a failing `test/shared/product-registry.test.ts`
 * (README.md in this folder walks through adding one). Plain data: the service, main and every
 * window import it.
 */

const minute = 60_000;
const hour = 60 * minute;

/** Which plans include a product, as the specification says. */
export type Availability = 'everyPaidPlan' | 'higherPlans' | 'onRequest';

/**
 * What a plan can include, the names the service's plans and its 403 answers use, in the order the
 * plans list them. "All paid plans include point forecasts, air quality and weather maps"; the ones
 * "available on request" are granted per account, whatever the plan.
 */
export const planProducts = {
  forecast: 'everyPaidPlan',
  maps: 'everyPaidPlan',
  airQuality: 'everyPaidPlan',
  pollen: 'higherPlans',
  climate: 'higherPlans',
  warnings: 'higherPlans',
  marine: 'higherPlans',
  energy: 'higherPlans',
  hurricane: 'higherPlans',
  history: 'onRequest',
  ski: 'onRequest',
  agriculture: 'onRequest',
  lightning: 'onRequest',
} as const satisfies Record<string, Availability>;

export type PlanProduct = keyof typeof planProducts;

/** The plan products with one availability, in the table's order. */
export type PlanProductsOf<A extends Availability> = { [P in PlanProduct]: (typeof planProducts)[P] extends A ? P : never }[PlanProduct];

export function planProductsOf<A extends Availability>(...availabilities: readonly A[]): PlanProductsOf<A>[] {
  return (Object.keys(planProducts) as PlanProduct[]).filter((product): product is PlanProductsOf<A> =>
    (availabilities as readonly Availability[]).includes(planProducts[product]),
  );
}

interface Endpoint {
  /** The path with every parameter written `{}`, as the usage report's templates are compared. */
  readonly path: string;
  /** The product a plan must include to call it; null for the account's own functions. */
  readonly plan: PlanProduct | null;
  /** How the usage breakdown names it (the account area's catalogue). */
  readonly usageName: AccountMessage;
}

/** Every endpoint of the service, as `test/shared/product-registry.test.ts` holds the service's routes to. */
export const endpoints = {
  token: { path: '/authorize/token', plan: null, usageName: 'endpointToken' },
  keyList: { path: '/authorize/key', plan: null, usageName: 'endpointKeyList' },
  keyDelete: { path: '/authorize/key/{}', plan: null, usageName: 'endpointKeyDelete' },
  usageDaily: { path: '/usage/day/{}', plan: null, usageName: 'endpointUsageDaily' },
  usageMonthly: { path: '/usage/month/{}', plan: null, usageName: 'endpointUsageMonthly' },
  placeSearch: { path: '/api/v1/location/search/{}', plan: 'forecast', usageName: 'endpointPlaceSearch' },
  placeDetails: { path: '/api/v1/location/{}', plan: 'forecast', usageName: 'endpointPlaceDetails' },
  current: { path: '/api/v1/current/{}', plan: 'forecast', usageName: 'endpointCurrent' },
  minutely: { path: '/api/v1/forecast/minutely/{}', plan: 'forecast', usageName: 'endpointMinutely' },
  fifteenMinutely: { path: '/api/v1/forecast/15minutely/{}', plan: 'forecast', usageName: 'endpoint15Minutely' },
  hourly: { path: '/api/v1/forecast/hourly/{}', plan: 'forecast', usageName: 'endpointHourly' },
  threeHourly: { path: '/api/v1/forecast/3hourly/{}', plan: 'forecast', usageName: 'endpoint3Hourly' },
  daily: { path: '/api/v1/forecast/daily/{}', plan: 'forecast', usageName: 'endpointDaily' },
  observations: { path: '/api/v1/observation/latest/{}', plan: 'forecast', usageName: 'endpointObservations' },
  airQualityHourly: { path: '/api/v1/air-quality/forecast/hourly/{}', plan: 'airQuality', usageName: 'endpointAirQualityHourly' },
  airQualityDaily: { path: '/api/v1/air-quality/forecast/daily/{}', plan: 'airQuality', usageName: 'endpointAirQualityDaily' },
  pollenHourly: { path: '/api/v1/pollen/forecast/hourly/{}', plan: 'pollen', usageName: 'endpointPollenHourly' },
  pollenDaily: { path: '/api/v1/pollen/forecast/daily/{}', plan: 'pollen', usageName: 'endpointPollenDaily' },
  climateMonthly: { path: '/api/v1/climate/monthly/{}', plan: 'climate', usageName: 'endpointClimateMonthly' },
  climateDaily: { path: '/api/v1/climate/daily/{}', plan: 'climate', usageName: 'endpointClimateDaily' },
  history: { path: '/api/v1/history', plan: 'history', usageName: 'endpointHistory' },
  warningTypes: { path: '/api/v1/warning/types', plan: 'warnings', usageName: 'endpointWarningTypes' },
  warnings: { path: '/api/v1/warning/{}', plan: 'warnings', usageName: 'endpointWarnings' },
  marineHourly: { path: '/api/v1/marine/forecast/hourly/{}', plan: 'marine', usageName: 'endpointMarineHourly' },
  marineDaily: { path: '/api/v1/marine/forecast/daily/{}', plan: 'marine', usageName: 'endpointMarineDaily' },
  ski: { path: '/api/v1/ski/current/{}', plan: 'ski', usageName: 'endpointSki' },
  agricultureHourly: { path: '/api/v1/agriculture/forecast/hourly/{}', plan: 'agriculture', usageName: 'endpointAgricultureHourly' },
  agricultureDaily: { path: '/api/v1/agriculture/forecast/daily/{}', plan: 'agriculture', usageName: 'endpointAgricultureDaily' },
  energyHourly: { path: '/api/v1/energy/forecast/hourly/{}', plan: 'energy', usageName: 'endpointEnergyHourly' },
  energyFifteenMinutely: { path: '/api/v1/energy/forecast/15minutely/{}', plan: 'energy', usageName: 'endpointEnergy15Minutely' },
  hurricanes: { path: '/api/v1/hurricane/current', plan: 'hurricane', usageName: 'endpointHurricanes' },
  lightning: { path: '/api/v1/lightning/flashes', plan: 'lightning', usageName: 'endpointLightning' },
  capabilities: { path: '/api/v1/capabilities', plan: 'maps', usageName: 'endpointCapabilities' },
  tiles: { path: '/api/v1/image/tile/{}/{}/{}/{}/{}', plan: 'maps', usageName: 'endpointTiles' },
  legends: { path: '/api/v1/legend/{}/{}', plan: 'maps', usageName: 'endpointLegends' },
  symbols: { path: '/api/v1/symbol/{}', plan: 'maps', usageName: 'endpointSymbols' },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;

/**
 * Where the dashboard shows a product: in a forecast section, in a product panel that shows what
 * the schedule keeps fresh, or in one opened on request (its data costs requests only then; its
 * title and hint are the products catalogue's `<id>` and `<id>Hint`).
 */
export type Placement = 'forecastSection' | 'panel' | 'panelOnRequest';

interface ShownProduct {
  readonly plan: PlanProduct;
  readonly placement: Placement;
  /**
   * Whether the dashboard explains the product when the plan lacks it: its name and what it is are
   * the dashboard catalogue's `plan<Id>Title` and `plan<Id>About`, its availability the plan's.
   */
  readonly explained: boolean;
}

/** The products a person sees on the dashboard, panels in the order they are placed. */
export const shownProducts = {
  current: { plan: 'forecast', placement: 'forecastSection', explained: true },
  hourlyFull: { plan: 'forecast', placement: 'forecastSection', explained: true },
  threeHourly: { plan: 'forecast', placement: 'forecastSection', explained: true },
  dailyFull: { plan: 'forecast', placement: 'forecastSection', explained: true },
  observations: { plan: 'forecast', placement: 'panel', explained: false },
  warnings: { plan: 'warnings', placement: 'panel', explained: true },
  airQuality: { plan: 'airQuality', placement: 'panel', explained: true },
  pollen: { plan: 'pollen', placement: 'panel', explained: true },
  climate: { plan: 'climate', placement: 'panel', explained: true },
  history: { plan: 'history', placement: 'panel', explained: true },
  marine: { plan: 'marine', placement: 'panelOnRequest', explained: true },
  ski: { plan: 'ski', placement: 'panelOnRequest', explained: true },
  agriculture: { plan: 'agriculture', placement: 'panelOnRequest', explained: true },
  energy: { plan: 'energy', placement: 'panelOnRequest', explained: true },
} as const satisfies Record<string, ShownProduct>;

export type ShownProductId = keyof typeof shownProducts;

/** The shown products the dashboard explains when the plan lacks them. */
export type ExplainedProduct = { [P in ShownProductId]: (typeof shownProducts)[P]['explained'] extends true ? P : never }[ShownProductId];

/** The shown products placed one way, in the table's order. */
export type PlacedProduct<Where extends Placement> = {
  [P in ShownProductId]: (typeof shownProducts)[P]['placement'] extends Where ? P : never;
}[ShownProductId];

export function placedProducts<Where extends Placement>(where: Where): PlacedProduct<Where>[] {
  return (Object.keys(shownProducts) as ShownProductId[]).filter(
    (product): product is PlacedProduct<Where> => shownProducts[product].placement === where,
  );
}

/** Which plans include a shown product: its plan product's availability. */
export function availabilityOf(product: ShownProductId): Availability {
  return planProducts[shownProducts[product].plan];
}

interface Feed {
  readonly endpoint: EndpointId;
  /** What the dashboard explains when the plan lacks it; absent where only the tray or the map shows it. */
  readonly shows?: ShownProductId;
}

/**
 * What main keeps fresh on a schedule (windows receive it as `weather:updated`). How often, and
 * when it turns stale, are main's rules per product (`schedule/cadence.ts`,
 * `snapshots/snapshot-kinds.ts`), each a table over these ids.
 */
export const scheduledFeeds = {
  nowcast: { endpoint: 'minutely' },
  current: { endpoint: 'current', shows: 'current' },
  hourly: { endpoint: 'hourly' },
  daily: { endpoint: 'daily' },
  fifteenMinutely: { endpoint: 'fifteenMinutely' },
  airQuality: { endpoint: 'airQualityHourly', shows: 'airQuality' },
  pollen: { endpoint: 'pollenHourly', shows: 'pollen' },
  warnings: { endpoint: 'warnings', shows: 'warnings' },
  observations: { endpoint: 'observations', shows: 'observations' },
  climate: { endpoint: 'climateMonthly', shows: 'climate' },
  lightning: { endpoint: 'lightning' },
} as const satisfies Record<string, Feed>;

interface OnDemandFeed extends Feed {
  /**
   * How long main shows an answer again without asking: forecasts move with each model run, normals
   * and past days do not; the map's point forecast is a glance, kept briefly.
   */
  readonly keepForMs: number;
}

/** What a window asks for when it shows it (`weather:fetch`), charged to the daily allowance then. */
export const onDemandFeeds = {
  hourlyFull: { endpoint: 'hourly', shows: 'hourlyFull', keepForMs: 30 * minute },
  threeHourly: { endpoint: 'threeHourly', shows: 'threeHourly', keepForMs: hour },
  dailyFull: { endpoint: 'daily', shows: 'dailyFull', keepForMs: hour },
  airQualityDaily: { endpoint: 'airQualityDaily', shows: 'airQuality', keepForMs: hour },
  pollenDaily: { endpoint: 'pollenDaily', shows: 'pollen', keepForMs: hour },
  climateDaily: { endpoint: 'climateDaily', shows: 'climate', keepForMs: 24 * hour },
  marineHourly: { endpoint: 'marineHourly', shows: 'marine', keepForMs: hour },
  marineDaily: { endpoint: 'marineDaily', shows: 'marine', keepForMs: 3 * hour },
  ski: { endpoint: 'ski', shows: 'ski', keepForMs: hour },
  agricultureHourly: { endpoint: 'agricultureHourly', shows: 'agriculture', keepForMs: hour },
  agricultureDaily: { endpoint: 'agricultureDaily', shows: 'agriculture', keepForMs: 3 * hour },
  energyHourly: { endpoint: 'energyHourly', shows: 'energy', keepForMs: hour },
  /** Asked with a window of days (`HistoryWindow`). */
  history: { endpoint: 'history', shows: 'history', keepForMs: 24 * hour },
  /** What the map shows where it was clicked. */
  pointForecast: { endpoint: 'hourly', keepForMs: 15 * minute },
} as const satisfies Record<string, OnDemandFeed>;

export type OnDemandFeedId = keyof typeof onDemandFeeds;

/** What the dashboard explains when an on-demand product is outside the plan. */
export type ExplainedBy<P extends OnDemandFeedId> = (typeof onDemandFeeds)[P] extends { shows: infer Shown extends ExplainedProduct } ? Shown : never;

/** The ids of one of these tables, typed, in the table's order. */
export function idsOf<T extends object>(table: T): readonly (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}
