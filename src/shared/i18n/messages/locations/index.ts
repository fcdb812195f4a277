import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The dashboard's places: the saved list, its status line, and the search that adds to it. */
export const locationsMessages = new MessageArea<keyof typeof en>('locations', { en, de, fi, sv, fr, es });
