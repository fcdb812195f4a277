import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** The dashboard's places: the saved list, its status line, and the search that adds to it. */
export const locationsMessages = messageArea<keyof typeof en>('locations', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
