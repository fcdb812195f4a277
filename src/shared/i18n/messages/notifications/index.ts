import { MessageArea } from '../../message-area';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

export type NotificationMessageKey = keyof typeof en;

/** The desktop notifications' words (rain, lightning, usage, the app's own notices), written by main in the interface language. */
export const notificationMessages = new MessageArea<NotificationMessageKey>('notifications', { en, de, fi, sv, fr, es });
