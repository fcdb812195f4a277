import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

export type AccountMessage = keyof typeof en;

/** The dashboard's Account pane: the data source, the credentials, the API keys and the usage figures. */
export const accountMessages = messageArea<AccountMessage>('account', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
