import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

export type AccountMessage = keyof typeof en;

/** The dashboard's Account pane: the data source, the credentials, the API keys and the usage figures. */
export const accountMessages = new MessageArea<AccountMessage>('account', { en, de, fi, sv, fr, es });
