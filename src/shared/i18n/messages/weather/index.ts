import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** Weather words main and the windows share: sky and precipitation, the precipitation story, ages and times ahead, compass points. */
export const weatherMessages = messageArea<keyof typeof en>('weather', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
