import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

/** The dashboard's forecasts: the meteogram, the charts, their summaries in words, and the tables. */
export const forecastMessages = new MessageArea<keyof typeof en>('forecast', { en, de, fi, sv, fr, es });
