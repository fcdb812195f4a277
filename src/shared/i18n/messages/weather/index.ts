import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** Weather words main and the windows share: sky and precipitation, the precipitation story, ages and times ahead, compass points. */
export const weatherMessages = new MessageArea<keyof typeof en>('weather', { en, de, fi, sv, fr, es });
