import type { Language, TimeZonePreference } from '@shared/settings';
import type { Units } from '@shared/units';
import { wordsLocale } from './format';

/**
 * How a window writes numbers, units and times: the one context the popup, the dashboard and the
 * map hand every formatter. Built inside a `$derived` from the settings and `wordsLocale()`, it is
 * built again when the units, the zone or the interface language change.
 */
export interface Display {
  /** The scales chosen, the clock among them (`units.clock`). */
  units: Units;
  /** The interface language's locale numbers and dates are written in. */
  locale: string;
  /** The IANA zone times are shown in; undefined for the computer's own. */
  zone: string | undefined;
  /** The data language: the one the service writes its phrases and place names in. */
  language: Language;
}

/** What a figure with no unit needs: '1,013', '40%'. */
export type NumberDisplay = Pick<Display, 'locale'>;

/** Figures that belong to no place and no unit (a count, a share): in the interface language. */
export function wordsDisplay(): NumberDisplay {
  return { locale: wordsLocale() };
}
/** What a value in a unit the user chose needs: '4 °C', '12 mph'. */
export type UnitDisplay = Pick<Display, 'units' | 'locale'>;
/** What a temperature needs: the scale chosen and the locale, and no more, so a map layer follows only these. */
export type TemperatureDisplay = { units: Pick<Units, 'temperature'> } & Pick<Display, 'locale'>;
/** What a time needs: its zone and the clock chosen. */
export type TimeDisplay = Pick<Display, 'units' | 'zone'>;

/** The IANA zone times are shown in, or undefined for the computer's own. */
export function displayZone(preference: TimeZonePreference, locationZone: string): string | undefined {
  if (preference === 'system') return undefined;
  return preference === 'location' ? locationZone : preference;
}

/**
 * The zone for times that belong to no place (an API key's creation, a usage check): the IANA zone
 * chosen in Settings, otherwise the computer's own (undefined), since "the place's" names no place here.
 */
export function personalZone(preference: TimeZonePreference): string | undefined {
  return preference === 'system' || preference === 'location' ? undefined : preference;
}

interface DisplaySettings {
  units: Units;
  timeZone: TimeZonePreference;
  language: Language;
}

/** The display of one place's weather: times in the zone chosen for it (the place's own by default); without a place, the computer's. */
export function displayOf(settings: DisplaySettings, location: { timezone: string } | null): Display {
  const zone = location === null ? undefined : displayZone(settings.timeZone, location.timezone);
  return { units: settings.units, locale: wordsLocale(), zone, language: settings.language };
}

/** The display of what belongs to no place (the map, a key's creation, a usage check): times in the zone chosen, else the computer's. */
export function personalDisplayOf(settings: DisplaySettings): Display {
  return { units: settings.units, locale: wordsLocale(), zone: personalZone(settings.timeZone), language: settings.language };
}
