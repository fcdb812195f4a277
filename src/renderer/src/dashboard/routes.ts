/** The dashboard window's views, each reached by a hash so that main can open one directly. */
export const dashboardRoutes = ['forecasts', 'account', 'settings'] as const;
export type DashboardRoute = (typeof dashboardRoutes)[number];

const routeByHash: Record<string, DashboardRoute> = { '': 'forecasts', '#': 'forecasts', '#account': 'account', '#settings': 'settings' };

/** An unknown hash shows the forecasts rather than an empty window. */
export function routeFromHash(hash: string): DashboardRoute {
  return routeByHash[hash.toLowerCase()] ?? 'forecasts';
}

export function hashOf(route: DashboardRoute): string {
  return route === 'forecasts' ? '#' : `#${route}`;
}
