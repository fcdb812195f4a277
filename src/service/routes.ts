import { accountRoutes } from './accounts/routes';
import type { Route } from './http/route';
import { mapRoutes } from './maps/routes';
import { locationRoutes } from './places/routes';
import { productRoutes } from './products/other-routes';
import { pointRoutes } from './products/point-routes';

/** Everything but the weather maps: what the data host answers when maps have a host of their own. */
export const dataRoutes: readonly Route[] = [...accountRoutes, ...locationRoutes, ...pointRoutes, ...productRoutes];

export { mapRoutes };

export const allRoutes: readonly Route[] = [...dataRoutes, ...mapRoutes];
