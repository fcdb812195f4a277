import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The dashboard's forecasts: the meteogram, the charts, their summaries in words, and the tables. */
export const forecastMessages = new MessageArea<keyof typeof en>('forecast', { en, de, fi, sv, fr, es });
