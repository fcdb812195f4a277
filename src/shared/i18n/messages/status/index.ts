import type { StatusText } from '../../../views/status';
import type { InterfaceLanguage } from '../../languages';
import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

export type StatusMessageKey = keyof typeof en;

/**
 * What stands in the way of fresh data (`Attention`) and how the schedule refreshes
 * (`ScheduleStatusView.explanation`): main chooses the text, the tray and each window write it.
 */
export const statusMessages = messageArea<StatusMessageKey>('status', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});

/** A status text in a language; a text set into another (`{resetIn}`, `{explanation}`) is written in the same language first. */
export function writeStatusText(language: InterfaceLanguage, text: StatusText): string {
  return statusMessages.write(language, text);
}

