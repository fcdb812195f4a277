import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

export type TrayMessageKey = keyof typeof en;

/** The tray's words: its context menu and tooltip, written by main in the interface language. */
export const trayMessages = messageArea<TrayMessageKey>('tray', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
