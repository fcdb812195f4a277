import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The dashboard's places: the saved list, its status line, and the search that adds to it. */
export const locationsMessages = new MessageArea<keyof typeof en>('locations', { en, de, fi, sv, fr, es });
