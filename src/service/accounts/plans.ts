import { planProductsOf, type PlanProductsOf } from '../../shared/products/registry';
import type { Product } from '../http/route';
import type { Plan } from './accounts';

/**
 * Products the specification calls "available on request": granted per account, whatever the plan.
 * Which product is which is the product registry's (`@shared/products/registry`).
 */
export const addOnProducts = planProductsOf('onRequest');
export type AddOnProduct = PlanProductsOf<'onRequest'>;

/** The specification: "All paid plans include point forecasts, air quality and weather maps." */
const everyPaidPlan: readonly Product[] = planProductsOf('everyPaidPlan');
const standardProducts: readonly Product[] = planProductsOf('everyPaidPlan', 'higherPlans');
const everyProduct: readonly Product[] = [...standardProducts, ...addOnProducts];

/**
 * The plans every service knows; an accounts file may add more or replace one by name. The
 * specification gives no queries-per-second figures, so these are ours. With a frozen test clock
 * every request falls into the same second, so a plan's rate is also the request budget of one
 * frozen-clock run: the demo account's plan is generous for that reason.
 */
export const builtInPlans: readonly Plan[] = [
  { name: 'trial', products: standardProducts, queriesPerSecond: 10, dailyRequests: 2000 },
  { name: 'basic', products: everyPaidPlan, queriesPerSecond: 10, dailyRequests: null },
  { name: 'standard', products: standardProducts, queriesPerSecond: 20, dailyRequests: null },
  { name: 'premium', products: everyProduct, queriesPerSecond: 50, dailyRequests: null },
  { name: 'enterprise', products: everyProduct, queriesPerSecond: 1000, dailyRequests: null },
];

export interface AccountDefinition {
  user: string;
  password: string;
  plan: string;
  addOns: readonly AddOnProduct[];
}

/**
 * Accounts of a service started without an accounts file: `demo` has everything (the app's demo
 * mode), `trial` meets the daily allowance, `basic` lacks pollen, climate, history and the other
 * higher products, for plan-gating tests.
 */
export const builtInAccounts: readonly AccountDefinition[] = [
  { user: 'demo', password: 'demo', plan: 'enterprise', addOns: addOnProducts },
  { user: 'trial', password: 'trial', plan: 'trial', addOns: [] },
  { user: 'basic', password: 'basic', plan: 'basic', addOns: [] },
];
