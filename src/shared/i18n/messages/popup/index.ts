import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** The tray popup's words: its place, conditions, next hour, hours ahead, warnings and freshness. */
export const popupMessages = messageArea<keyof typeof en>('popup', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
