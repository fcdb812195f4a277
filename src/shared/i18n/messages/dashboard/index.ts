import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The dashboard's frame: its views and navigation, the welcome, the plan's products, the charts' shared words. */
export const dashboardMessages = new MessageArea<keyof typeof en>('dashboard', { en, de, fi, sv, fr, es });
