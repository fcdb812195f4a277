import { accountRoutes } from './accounts/routes';
import type { Route } from './http/route';
import { mapRoutes } from './maps/routes';
import { locationRoutes } from './places/routes';
import { productRoutes } from './products/other-routes';
import { pointRoutes } from './products/point-routes';

export const allRoutes: readonly Route[] = [
  ...accountRoutes,
  ...locationRoutes,
  ...pointRoutes,
  ...productRoutes,
  ...mapRoutes,
];
