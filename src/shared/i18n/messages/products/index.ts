import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The products panels: observations, warnings, air quality, pollen, climate, history, marine, ski, agriculture, energy. */
export const productsMessages = new MessageArea<keyof typeof en>('products', { en, de, fi, sv, fr, es });
