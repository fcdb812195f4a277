import { cadenceTable, essentialProducts, products, type Product, type ValueRank } from './cadence';
import type { LocationRef } from './refresher';

/** Which windows are showing. The map adds no product: its tiles are counted by the tile proxy. */
export interface Views {
  readonly popupOpen: boolean;
  readonly dashboardOpen: boolean;
  readonly mapOpen: boolean;
}

/** One product at one location, wanted at a cadence. */
export interface Need {
  readonly product: Product;
  readonly location: LocationRef;
  /** Before the budget stretches it. */
  readonly cadenceMs: number;
  readonly rank: ValueRank;
  /** Kept, at a long interval, when the allowance is nearly spent. */
  readonly essential: boolean;
}

export interface DemandInput {
  readonly views: Views;
  /** The first is the tray's. */
  readonly locations: readonly LocationRef[];
  readonly rainNear: (locationId: string) => boolean;
  readonly applicable: (product: Product, locationId: string) => boolean;
  /** Opt-in products the user has switched on what needs (the lightning notification). */
  readonly optedIn: ReadonlySet<Product>;
}

/** What the visible windows and the tray need now, each at the shortest cadence anything asks of it. */
export function currentDemand(input: DemandInput): Need[] {
  const { views, rainNear, applicable } = input;
  const needs: Need[] = [];
  const seen = new Set<string>();
  input.locations.forEach((location, index) => {
    if (seen.has(location.id)) return;
    seen.add(location.id);
    const isTray = index === 0;
    for (const product of products) {
      const cadence = cadenceTable[product];
      if (cadence.optIn === true && !input.optedIn.has(product)) continue;
      const asked: number[] = [];
      if (isTray && cadence.tray !== undefined) asked.push(cadence.tray);
      if (isTray && views.popupOpen && cadence.popup !== undefined) asked.push(cadence.popup);
      if (views.dashboardOpen && cadence.dashboard !== undefined) asked.push(cadence.dashboard);
      if (asked.length === 0 || !applicable(product, location.id)) continue;
      if (cadence.rainNear !== undefined && rainNear(location.id)) asked.push(cadence.rainNear);
      needs.push({
        product,
        location,
        cadenceMs: Math.min(...asked),
        rank: isTray && cadence.rank === 3 ? 4 : cadence.rank,
        essential: isTray && essentialProducts.includes(product),
      });
    }
  });
  return needs;
}
