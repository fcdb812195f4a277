import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The data credit every window shows beside the service's content. */
export const creditMessages = new MessageArea<keyof typeof en>('credit', { en, de, fi, sv, fr, es });
