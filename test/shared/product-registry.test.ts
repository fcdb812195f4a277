import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@shared/i18n/languages';
import {
  endpoints,
  onDemandFeeds,
  placedProducts,
  planProducts,
  scheduledFeeds,
  shownProducts,
  type Availability,
  type PlanProduct,
} from '@shared/products/registry';
import { addOnProducts, builtInPlans } from '@service/accounts/plans';
import { allRoutes } from '@service/routes';
import { catalogue } from '../support/catalogues';

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** A route's pattern as the registry writes paths: every `:name` segment as `{}`. */
const shaped = (pattern: string) => pattern.replace(/:[^/]+/g, '{}');

describe('the product registry against the service', () => {
  it('has every route of the service, with the product a plan must include for it, and no endpoint the service lacks', () => {
    const routes = allRoutes.map((route) => [shaped(route.pattern), route.product]).sort();
    const registered = Object.values(endpoints).map((endpoint) => [endpoint.path, endpoint.plan]).sort();
    expect(registered).toEqual(routes);
  });

  const plan = (name: string) => builtInPlans.find((candidate) => candidate.name === name)?.products ?? [];
  const availabilityInService = (product: PlanProduct): Availability | 'nowhere' => {
    if (plan('basic').includes(product)) return 'everyPaidPlan';
    if (plan('standard').includes(product)) return 'higherPlans';
    return (addOnProducts as readonly PlanProduct[]).includes(product) && plan('premium').includes(product) ? 'onRequest' : 'nowhere';
  };

  it.each(Object.entries(planProducts))('sells %s in the plans the registry says (%s), as the plan texts tell it', (product, availability) => {
    expect(availabilityInService(product as PlanProduct)).toBe(availability);
  });

  it("gives each feed's endpoint the plan product of the product it shows, so a notice explains the plan that lacks it", () => {
    for (const [feed, { endpoint, ...rest }] of Object.entries({ ...scheduledFeeds, ...onDemandFeeds })) {
      const shows = 'shows' in rest ? rest.shows : undefined;
      if (shows === undefined) continue;
      expect(endpoints[endpoint].plan, feed).toBe(shownProducts[shows].plan);
    }
  });
});

describe.each(interfaceLanguages)('the product registry in %s', (language) => {
  const dashboard = catalogue('dashboard', language);
  const products = catalogue('products', language);
  const account = catalogue('account', language);

  it('has the plan texts of every product the dashboard explains, and each availability', () => {
    const explained = Object.entries(shownProducts).filter(([, product]) => product.explained);
    const keys = [
      ...explained.flatMap(([id]) => [`plan${capitalised(id)}Title`, `plan${capitalised(id)}About`]),
      ...Object.values(planProducts).map((availability) => `plan${capitalised(availability)}`),
    ];
    expect(explained.length).toBeGreaterThan(0);
    for (const key of keys) expect(dashboard[key]?.trim(), key).toBeTruthy();
  });

  it('has the title and hint of every panel opened on request', () => {
    const panels = placedProducts('panelOnRequest');
    expect(panels).toEqual(['marine', 'ski', 'agriculture', 'energy']);
    for (const key of panels.flatMap((id) => [id, `${id}Hint`])) expect(products[key]?.trim(), key).toBeTruthy();
  });

  it("has the usage report's name of every endpoint", () => {
    for (const { usageName } of Object.values(endpoints)) expect(account[usageName]?.trim(), usageName).toBeTruthy();
  });
});
