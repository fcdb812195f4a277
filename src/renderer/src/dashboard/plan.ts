import { availabilityOf, type ExplainedProduct } from '@shared/products/registry';
import { dashboardText as t } from './text';

export interface PlanText {
  title: string;
  /** What the product is, in one sentence. */
  about: string;
  /** Which plans have it, as the specification says: every paid plan, higher plans, or on request. */
  availability: string;
}

function capitalised<Word extends string>(word: Word): Capitalize<Word> {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}` as Capitalize<Word>;
}

/**
 * A product's name, what it is, and which plans have it, in the interface language. The keys follow
 * from the product registry: a product it explains needs `plan<Id>Title` and `plan<Id>About` in the
 * dashboard catalogues, and this stops compiling until the English one has them.
 */
export function planText(product: ExplainedProduct): PlanText {
  const id = capitalised(product);
  return {
    title: t(`plan${id}Title`),
    about: t(`plan${id}About`),
    availability: t(`plan${capitalised(availabilityOf(product))}`),
  };
}
