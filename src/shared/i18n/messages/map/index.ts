import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The map window's words: its controls, legend, storms and lightning, time bar and point forecast. */
export const mapMessages = new MessageArea<keyof typeof en>('map', { en, de, fi, sv, fr, es });

/** A map message's key, for modules that pick a message by what they show. */
export type MapMessage = keyof typeof en;
