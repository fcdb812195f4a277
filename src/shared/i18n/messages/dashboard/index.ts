import { MessageArea } from '../../message-area';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import sv from './sv.json';

/** The dashboard's frame: its views and navigation, the welcome, the plan's products, the charts' shared words. */
export const dashboardMessages = new MessageArea<keyof typeof en>('dashboard', { en, de, fi, sv, fr, es });
