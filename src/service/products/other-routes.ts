import type { Route } from '../http/route';
import { agricultureRoutes } from './other/agriculture/routes';
import { airQualityRoutes } from './other/air-quality/routes';
import { climateRoutes } from './other/climate/routes';
import { energyRoutes } from './other/energy/routes';
import { historyRoutes } from './other/history/routes';
import { hurricaneRoutes } from './other/hurricane/routes';
import { lightningRoutes } from './other/lightning/routes';
import { marineRoutes } from './other/marine/routes';
import { pollenRoutes } from './other/pollen/routes';
import { skiRoutes } from './other/ski/routes';
import { warningRoutes } from './other/warnings/routes';

/** Every product beyond the point forecasts: one data call per request, one location each. */
export const productRoutes: readonly Route[] = [
  ...airQualityRoutes,
  ...pollenRoutes,
  ...climateRoutes,
  ...historyRoutes,
  ...warningRoutes,
  ...marineRoutes,
  ...skiRoutes,
  ...agricultureRoutes,
  ...energyRoutes,
  ...hurricaneRoutes,
  ...lightningRoutes,
];
