import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The data credit every window shows beside the service's content. */
export const creditMessages = new MessageArea<keyof typeof en>('credit', { en, de, fi, sv, fr, es });
