import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

export type TrayMessageKey = keyof typeof en;

/** The tray's words: its context menu and tooltip, written by main in the interface language. */
export const trayMessages = new MessageArea<TrayMessageKey>('tray', { en, de, fi, sv, fr, es });
