import type { StatusText } from '../../../views/status';
import type { InterfaceLanguage } from '../../languages';
import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

export type StatusMessageKey = keyof typeof en;

/**
 * What stands in the way of fresh data (`Attention`) and how the schedule refreshes
 * (`ScheduleStatusView.explanation`): main chooses the text, the tray and each window write it.
 */
export const statusMessages = new MessageArea<StatusMessageKey>('status', { en, de, fi, sv, fr, es });

/** A status text in a language; a text set into another (`{resetIn}`, `{explanation}`) is written in the same language first. */
export function writeStatusText(language: InterfaceLanguage, text: StatusText): string {
  return statusMessages.write(language, text);
}

