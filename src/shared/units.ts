import { windUnits, type TemperatureUnit, type WindUnit } from './api/options';

/**
 * The units a person reads, and the one table that converts the service's to them. A choice is
 * apart from the unit the service is asked in (`serviceTemperatureUnit`, `serviceWindUnit`): the
 * service converts temperature and wind itself (tempunit, windunit) where it can; pressure (hPa),
 * precipitation (mm) and distance (m) always arrive in its defaults and are converted here, as is
 * Beaufort, which the forecast endpoints do not take: those forecasts are asked in m/s.
 */

/** The tempunits the service takes; what a person chooses is a `TemperatureChoice`. */
export type { TemperatureUnit };

/** The temperature scales a person may choose; each has a row in `temperatureScales`. */
export const temperatureChoices = ['C', 'F'] as const;
export type TemperatureChoice = (typeof temperatureChoices)[number];

/** The service's wind units, and Beaufort, which is worked out from m/s. */
export const windChoices = [...windUnits, 'BFT'] as const;
export type WindChoice = (typeof windChoices)[number];

export const pressureUnits = ['hPa', 'inHg', 'mmHg'] as const;
export type PressureUnit = (typeof pressureUnits)[number];

export const precipitationUnits = ['mm', 'in'] as const;
export type PrecipitationUnit = (typeof precipitationUnits)[number];

export const distanceUnits = ['km', 'mi'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];

export const clockStyles = ['24h', '12h'] as const;
export type ClockStyle = (typeof clockStyles)[number];

/** The hour and minute in the clock chosen, as Intl writes them: '14:25' or '2:25 pm'; main and the windows alike. */
export function clockParts(clock: ClockStyle): Intl.DateTimeFormatOptions {
  return clock === '12h' ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
}

export interface Units {
  temperature: TemperatureChoice;
  wind: WindChoice;
  pressure: PressureUnit;
  precipitation: PrecipitationUnit;
  /** Visibility and other distances. */
  distance: DistanceUnit;
  clock: ClockStyle;
}

export const unitPresetNames = ['metric', 'us', 'uk'] as const;
export type UnitPresetName = (typeof unitPresetNames)[number];

/** What people in each place expect: the UK mixes miles and mph with °C and hPa. */
export const unitPresets: Record<UnitPresetName, Units> = {
  metric: { temperature: 'C', wind: 'MS', pressure: 'hPa', precipitation: 'mm', distance: 'km', clock: '24h' },
  us: { temperature: 'F', wind: 'MPH', pressure: 'inHg', precipitation: 'in', distance: 'mi', clock: '12h' },
  uk: { temperature: 'C', wind: 'MPH', pressure: 'hPa', precipitation: 'mm', distance: 'mi', clock: '24h' },
};

/** The preset these units are, if they are one. */
export function presetOf(units: Units): UnitPresetName | null {
  const same = (preset: Units) => (Object.keys(preset) as (keyof Units)[]).every((key) => preset[key] === units[key]);
  return unitPresetNames.find((name) => same(unitPresets[name])) ?? null;
}

interface TemperatureScale {
  /** The tempunit the service is asked in: this scale's own where the service has it. */
  asked: TemperatureUnit;
  /** A temperature in °C on this scale. */
  fromCelsius(celsius: number): number;
  /** What follows a bare figure whose unit is said elsewhere: '4°'. */
  mark: string;
  /** What follows the mark to name the scale: '°' + 'C'. */
  letter: string;
}

/** A new scale is a row here, its name in the settings catalogues, and what the compiler then asks for. */
const temperatureScales = {
  C: { asked: 'C', fromCelsius: (celsius) => celsius, mark: '°', letter: 'C' },
  F: { asked: 'F', fromCelsius: (celsius) => (celsius * 9) / 5 + 32, mark: '°', letter: 'F' },
} satisfies Record<TemperatureChoice, TemperatureScale>;

/** °C from a reading in the tempunit the service was asked in. */
const celsiusFrom: Record<TemperatureUnit, (value: number) => number> = { C: (value) => value, F: (value) => ((value - 32) * 5) / 9 };

/** The tempunit temperatures are asked in for the scale chosen. */
export function serviceTemperatureUnit(choice: TemperatureChoice): TemperatureUnit {
  return temperatureScales[choice].asked;
}

/** What follows a bare temperature whose unit is said elsewhere ('4°'), and the scale's letter ('C'). */
export function temperatureMarks(choice: TemperatureChoice): { mark: string; letter: string } {
  const { mark, letter } = temperatureScales[choice];
  return { mark, letter };
}

/** The windunit a forecast is asked in: Beaufort is worked out here from m/s. */
export function serviceWindUnit(wind: WindChoice): WindUnit {
  return wind === 'BFT' ? 'MS' : wind;
}

const hPaPerInHg = 33.863_886_666_7;
const hPaPerMmHg = 1.333_223_874;
const mmPerInch = 25.4;
const cmPerInch = 2.54;
const metresPerMile = 1609.344;
const metresPerFoot = 0.3048;

/** One metre per second in each of the service's wind units. */
const metresPerSecondIn: Record<WindUnit, number> = { MS: 1, KMH: 3.6, KTS: 3600 / 1852, MPH: 3600 / metresPerMile };

/** Upper bounds (m/s) of Beaufort forces 0 to 11, by the WMO's table; 12 is anything above. */
const beaufortBounds = [0.5, 1.6, 3.4, 5.5, 8, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7];

/** The Beaufort force of a wind speed in m/s. */
export function beaufortForce(metresPerSecond: number): number {
  const force = beaufortBounds.findIndex((bound) => metresPerSecond < bound);
  return force === -1 ? 12 : force;
}

/** The one conversion table: from the service's unit to the one chosen. */
export const convert = {
  /** A temperature as it arrived (in `serviceTemperatureUnit(choice)`) on the scale chosen. */
  temperature(value: number, choice: TemperatureChoice): number {
    const { asked, fromCelsius } = temperatureScales[choice];
    return asked === choice ? value : fromCelsius(celsiusFrom[asked](value));
  },
  /** A temperature in °C (a freezing point, a threshold) on the scale chosen. */
  temperatureFromCelsius(celsius: number, choice: TemperatureChoice): number {
    return temperatureScales[choice].fromCelsius(celsius);
  },
  /** °C from a reading in the tempunit the service was asked in. */
  celsius(value: number, asked: TemperatureUnit): number {
    return celsiusFrom[asked](value);
  },
  pressure(hPa: number, unit: PressureUnit): number {
    if (unit === 'inHg') return hPa / hPaPerInHg;
    return unit === 'mmHg' ? hPa / hPaPerMmHg : hPa;
  },
  /** Amounts (mm) and rates (mm/h) alike. */
  precipitation(mm: number, unit: PrecipitationUnit): number {
    return unit === 'in' ? mm / mmPerInch : mm;
  },
  /** Snowfall and snow depth (cm) follow the precipitation choice: centimetres beside millimetres, inches beside inches. */
  snow(cm: number, unit: PrecipitationUnit): number {
    return unit === 'in' ? cm / cmPerInch : cm;
  },
  distance(metres: number, unit: DistanceUnit): number {
    return unit === 'mi' ? metres / metresPerMile : metres / 1000;
  },
  /** Heights (m: an altitude, a wave) follow the distance choice: metres beside kilometres, feet beside miles. */
  height(metres: number, unit: DistanceUnit): number {
    return unit === 'mi' ? metres / metresPerFoot : metres;
  },
  /** A wind the service gives in m/s whatever was asked (a storm's), in the unit chosen. */
  windFromMetresPerSecond(metresPerSecond: number, choice: WindChoice): number {
    if (choice === 'BFT') return beaufortForce(metresPerSecond);
    return metresPerSecond * metresPerSecondIn[choice];
  },
  /** The wind as it arrived (in `serviceWindUnit(choice)`) in the unit chosen. */
  wind(value: number, choice: WindChoice): number {
    return choice === 'BFT' ? beaufortForce(value) : value;
  },
};

/** What is shown after a number. */
export const unitLabels = {
  temperature: Object.fromEntries(temperatureChoices.map((choice) => [choice, `${temperatureScales[choice].mark}${temperatureScales[choice].letter}`])) as Record<TemperatureChoice, string>,
  wind: { MS: 'm/s', KMH: 'km/h', KTS: 'kn', MPH: 'mph', BFT: 'Bft' } satisfies Record<WindChoice, string>,
  pressure: { hPa: 'hPa', inHg: 'inHg', mmHg: 'mmHg' } satisfies Record<PressureUnit, string>,
  precipitation: { mm: 'mm', in: 'in' } satisfies Record<PrecipitationUnit, string>,
  distance: { km: 'km', mi: 'mi' } satisfies Record<DistanceUnit, string>,
  snow: { mm: 'cm', in: 'in' } satisfies Record<PrecipitationUnit, string>,
  height: { km: 'm', mi: 'ft' } satisfies Record<DistanceUnit, string>,
};

/** Digits after the point that tell values apart in each unit: 1,013 hPa; 29.92 inHg; 0.3 mm; 0.01 in. */
export const fractionDigits = {
  pressure: { hPa: 0, inHg: 2, mmHg: 0 } satisfies Record<PressureUnit, number>,
  precipitation: { mm: 1, in: 2 } satisfies Record<PrecipitationUnit, number>,
};
