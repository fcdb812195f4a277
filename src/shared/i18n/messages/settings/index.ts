import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The settings pane: units, languages and time, request budget, start and theme, notifications. */
export const settingsMessages = new MessageArea<keyof typeof en>('settings', { en, de, fi, sv, fr, es });
