import type { Language, SavedLocation, Settings } from '@shared/settings';
import { displayZone, localeFor, windUnitLabels } from '../../lib/weather/format';
import { degreesLabel } from './climate';

/** How the panels of one location show times, numbers and units, from the user's settings. */
export interface Display {
  /** IANA zone, or undefined for the computer's own. */
  zone: string | undefined;
  locale: string;
  language: Language;
  /** '°C' or '°F'. */
  degrees: string;
  /** 'm/s', 'km/h', 'kn' or 'mph'. */
  wind: string;
}

export function displayOf(settings: Settings, location: SavedLocation): Display {
  return {
    zone: displayZone(settings.timeZone, location.timezone),
    locale: localeFor(settings.language),
    language: settings.language,
    degrees: degreesLabel(settings.units.temperature),
    wind: windUnitLabels[settings.units.wind],
  };
}
