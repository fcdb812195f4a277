import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The map window's words: its controls, legend, storms and lightning, time bar and point forecast. */
export const mapMessages = new MessageArea<keyof typeof en>('map', { en, de, fi, sv, fr, es });

/** A map message's key, for modules that pick a message by what they show. */
export type MapMessage = keyof typeof en;
