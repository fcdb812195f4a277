import type { Product, Route, RouteRequest, ServiceContext } from '@service/http/route';

/**
 * A Weather API data call: GET or POST with the same parameters, a token, one product, and one
 * billable query per request (these endpoints take a single location).
 */
export function dataRoute(
  pattern: string,
  product: Product,
  answer: (request: RouteRequest, context: ServiceContext) => unknown,
): Route {
  return {
    methods: ['GET', 'POST'],
    pattern,
    api: 'Weather API',
    product,
    auth: 'token',
    handle: (request, context) => ({ body: answer(request, context), hits: 1 }),
  };
}
