import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The products panels: observations, warnings, air quality, pollen, climate, history, marine, ski, agriculture, energy. */
export const productsMessages = new MessageArea<keyof typeof en>('products', { en, de, fi, sv, fr, es });
