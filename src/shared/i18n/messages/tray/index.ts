import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

export type TrayMessageKey = keyof typeof en;

/** The tray's words: its context menu and tooltip, written by main in the interface language. */
export const trayMessages = new MessageArea<TrayMessageKey>('tray', { en, de, fi, sv, fr, es });
