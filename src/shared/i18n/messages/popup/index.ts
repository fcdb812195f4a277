import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The tray popup's words: its place, conditions, next hour, hours ahead, warnings and freshness. */
export const popupMessages = new MessageArea<keyof typeof en>('popup', { en, de, fi, sv, fr, es });
