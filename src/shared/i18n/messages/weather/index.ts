import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** Weather words main and the windows share: sky and precipitation, the precipitation story, ages and times ahead, compass points. */
export const weatherMessages = new MessageArea<keyof typeof en>('weather', { en, de, fi, sv, fr, es });
