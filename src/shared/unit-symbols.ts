import type { InterfaceLanguage } from './i18n/languages';
import { temperatureChoices, temperatureMarks, unitLabels, type DistanceUnit, type PrecipitationUnit, type PressureUnit, type TemperatureChoice, type WindChoice } from './units';

/**
 * The symbols written after a figure, in the interface language: the one owner of every unit's
 * label. Every language but Arabic keeps the international symbols of `unitLabels`; Arabic takes
 * CLDR's short symbols where Intl has them (كم/س, م/ث, ميل/س, مم, كم, بوصة, °م) and, for the units
 * Intl lacks, what Arab weather services write: عقدة for knots, هكتوباسكال for hPa (as the Saudi and
 * Emirati met services do), بوفورت for Beaufort, and زئبق after the length for inHg and mmHg.
 */
export interface UnitSymbols {
  temperature: Record<TemperatureChoice, string>;
  /** The scale's letter after the degree mark of a large figure: 'C' or 'م'. */
  temperatureLetter: Record<TemperatureChoice, string>;
  wind: Record<WindChoice, string>;
  pressure: Record<PressureUnit, string>;
  precipitation: Record<PrecipitationUnit, string>;
  /** What follows an amount to make it a rate: 'mm' + '/h'. */
  perHour: string;
  distance: Record<DistanceUnit, string>;
  snow: Record<PrecipitationUnit, string>;
  height: Record<DistanceUnit, string>;
}

const international: UnitSymbols = {
  ...unitLabels,
  temperatureLetter: Object.fromEntries(temperatureChoices.map((choice) => [choice, temperatureMarks(choice).letter])) as Record<TemperatureChoice, string>,
  perHour: '/h',
};

const arabic: UnitSymbols = {
  temperature: { C: '°م', F: '°ف' },
  temperatureLetter: { C: 'م', F: 'ف' },
  wind: { MS: 'م/ث', KMH: 'كم/س', KTS: 'عقدة', MPH: 'ميل/س', BFT: 'بوفورت' },
  pressure: { hPa: 'هكتوباسكال', inHg: 'بوصة زئبق', mmHg: 'مم زئبق' },
  precipitation: { mm: 'مم', in: 'بوصة' },
  perHour: '/س',
  distance: { km: 'كم', mi: 'ميل' },
  snow: { mm: 'سم', in: 'بوصة' },
  height: { km: 'م', mi: 'قدم' },
};

/** The unit symbols a window in `language` writes. */
export function unitSymbols(language: InterfaceLanguage): UnitSymbols {
  return language === 'ar' ? arabic : international;
}
