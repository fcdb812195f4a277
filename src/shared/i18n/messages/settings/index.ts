import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** The settings pane: units, languages and time, request budget, start and theme, notifications. */
export const settingsMessages = messageArea<keyof typeof en>('settings', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
