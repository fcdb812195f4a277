import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** The map window's words: its controls, legend, storms and lightning, time bar and point forecast. */
export const mapMessages = messageArea<keyof typeof en>('map', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});

/** A map message's key, for modules that pick a message by what they show. */
export type MapMessage = keyof typeof en;
