import type { Component } from 'svelte';
import { placedProducts, type PlacedProduct } from '@shared/products/registry';
import type { SavedLocation } from '@shared/settings';
import type { Display } from '../../lib/weather/display';
import AgricultureContent from './AgricultureContent.svelte';
import EnergyContent from './EnergyContent.svelte';
import MarineContent from './MarineContent.svelte';
import SkiContent from './SkiContent.svelte';

type OnRequestProduct = PlacedProduct<'panelOnRequest'>;

/**
 * What each panel opened on request holds. The product registry places a product there; this
 * names its content, and stops compiling until a newly placed product has one.
 */
const contents = {
  marine: MarineContent,
  ski: SkiContent,
  agriculture: AgricultureContent,
  energy: EnergyContent,
} satisfies Record<OnRequestProduct, Component<{ location: SavedLocation; display: Display }>>;

export interface OnRequestPanel {
  product: OnRequestProduct;
  Content: Component<{ location: SavedLocation; display: Display }>;
  /** `air-quality-panel` for `airQuality`, as the other panels name theirs. */
  testid: string;
}

/** The panels opened on request, in the registry's order. */
export const onRequestPanels: readonly OnRequestPanel[] = placedProducts('panelOnRequest').map((product) => ({
  product,
  Content: contents[product],
  testid: `${product.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}-panel`,
}));
