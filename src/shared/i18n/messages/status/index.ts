import { formatTimeFromNow } from '../../../durations';
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
});

/**
 * A status text in a language; a text set into another (`{explanation}`) and a time from now
 * (`{resetIn}`, by Intl) are written in the same language first.
 */
export function writeStatusText(language: InterfaceLanguage, text: StatusText): string {
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => {
      if (typeof value !== 'object') return [name, value];
      return [name, 'minutesFromNow' in value ? formatTimeFromNow(value.minutesFromNow, language) : writeStatusText(language, value)];
    }),
  );
  return statusMessages.format(language, text.key, values);
}

