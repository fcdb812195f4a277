import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The tray popup's words: its place, conditions, next hour, hours ahead, warnings and freshness. */
export const popupMessages = new MessageArea<keyof typeof en>('popup', { en, de, fi, sv, fr, es });
