import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** Words every window shares: the header, the error notice, the data credit. */
export const commonMessages = new MessageArea<keyof typeof en>('common', { en, de, fi, sv, fr, es });
