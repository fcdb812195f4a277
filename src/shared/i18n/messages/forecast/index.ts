import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

/** The dashboard's forecasts: the meteogram, the charts, their summaries in words, and the tables. */
export const forecastMessages = messageArea<keyof typeof en>('forecast', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});
