import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The settings pane: units, languages and time, request budget, start and theme, notifications. */
export const settingsMessages = new MessageArea<keyof typeof en>('settings', { en, de, fi, sv, fr, es });
