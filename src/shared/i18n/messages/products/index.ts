import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** The products panels (observations, warnings, air quality, pollen, climate, history, marine, ski, agriculture, energy: `@shared/products/registry.ts`). */
export const productsMessages = messageArea<keyof typeof en>('products', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
