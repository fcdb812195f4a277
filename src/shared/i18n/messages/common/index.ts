import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** Words every window shares: the header, the error notice, the data credit. */
export const commonMessages = messageArea<keyof typeof en>('common', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
