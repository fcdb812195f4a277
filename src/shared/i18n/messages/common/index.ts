import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** Words every window shares: the header, the error notice, the data credit. */
export const commonMessages = new MessageArea<keyof typeof en>('common', { en, de, fi, sv, fr, es });
