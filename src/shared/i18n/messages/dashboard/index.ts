import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** The dashboard's frame: its views and navigation, the welcome, the plan's products, the charts' shared words. */
export const dashboardMessages = messageArea<keyof typeof en>('dashboard', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
