import { IANAZone } from 'luxon';
import { badParameter } from './service-error';

/**
 * Request parameters: the query string, merged with form or JSON body fields for POST (the real
 * service answers POST with the same parameters). Every reader validates and names the parameter
 * in its error.
 */
export class Params {
  readonly #values: Map<string, string>;

  constructor(values: Iterable<[string, string]>) {
    this.#values = new Map(values);
  }

  get(name: string): string | undefined {
    return this.#values.get(name);
  }

  has(name: string): boolean {
    return this.#values.has(name);
  }

  /** The parameters in a canonical order, without the given ones (credentials), for cache keys. */
  canonical(without: readonly string[]): string {
    return JSON.stringify([...this.#values].filter(([name]) => !without.includes(name)).sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  /** One of a fixed set of values, compared as the specification spells them. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.get(name);
    if (raw === undefined || raw === '') return fallback;
    const match = allowed.find((value) => value === raw);
    if (match === undefined) throw badParameter(name, `must be one of ${allowed.join(', ')}`);
    return match;
  }

  /** A whole number within [min, max]; outside: 400. */
  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.get(name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d{1,9}$/.test(raw)) throw badParameter(name, 'must be a whole number');
    const value = Number(raw);
    if (value < min || value > max) throw badParameter(name, `must be between ${min} and ${max}`);
    return value;
  }

  /** periods: 1 or more; above the endpoint's maximum it is clamped, as the real service does. */
  periods(limits: { default: number; max: number }): number {
    const raw = this.get('periods');
    if (raw === undefined || raw === '') return limits.default;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badParameter('periods', 'must be a whole number of 1 or more');
    return Math.min(Number(raw), limits.max);
  }

  /** A 0/1 switch. */
  flag(name: string, fallback: boolean): boolean {
    return this.oneOf(name, ['0', '1'], fallback ? '1' : '0') === '1';
  }

  /** A decimal number within [min, max], or undefined when absent. */
  optionalNumber(name: string, min: number, max: number): number | undefined {
    const raw = this.get(name);
    if (raw === undefined || raw === '') return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(raw)) throw badParameter(name, 'must be a number');
    const value = Number(raw);
    if (value < min || value > max) throw badParameter(name, `must be between ${min} and ${max}`);
    return value;
  }

  required(name: string): string {
    const raw = this.get(name);
    if (raw === undefined || raw === '') throw badParameter(name, 'is required');
    return raw;
  }

  /** An IANA zone name; the location's own zone when absent. */
  timeZone(fallback: string): string {
    const raw = this.get('tz');
    if (raw === undefined || raw === '') return fallback;
    if (!IANAZone.isValidZone(raw)) throw badParameter('tz', 'must be an IANA time zone name such as Europe/Helsinki');
    return raw;
  }
}

export const tempUnits = ['C', 'F'] as const;
export type TempUnit = (typeof tempUnits)[number];
export const windUnits = ['MS', 'KTS', 'KMH', 'MPH'] as const;
export type WindUnit = (typeof windUnits)[number] | 'BFT';
export const datasets = ['standard', 'full'] as const;
export type Dataset = (typeof datasets)[number];

/** The unit and rounding choices shared by most point-data endpoints. */
export interface Presentation {
  tempUnit: TempUnit;
  windUnit: WindUnit;
  /** true (rounding=1, the default): whole numbers; false: decimals kept. */
  roundToIntegers: boolean;
}

export function presentation(params: Params): Presentation {
  return {
    tempUnit: params.oneOf('tempunit', tempUnits, 'C'),
    windUnit: params.oneOf('windunit', windUnits, 'MS'),
    roundToIntegers: params.oneOf('rounding', ['0', '1'], '1') === '1',
  };
}

export function dataset(params: Params): Dataset {
  return params.oneOf('dataset', datasets, 'standard');
}

/** Languages of the location endpoints. */
export const locationLanguages = [
  'de', 'en', 'es', 'fr', 'it', 'pl', 'ru', 'fi', 'sv', 'nl', 'ko', 'pt', 'th', 'tr', 'zh', 'zh_TW', 'zh_CN',
] as const;

/** Languages of the current and forecast endpoints. */
export const forecastLanguages = [
  'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'en_gb', 'en_us', 'es', 'et', 'fa', 'fi', 'fr', 'gu', 'he',
  'hi', 'hr', 'hu', 'id', 'is', 'it', 'ja', 'kn', 'ko', 'lt', 'lv', 'ml', 'nb', 'nl', 'no', 'pa', 'pl', 'pt', 'pt_br',
  'pt_pt', 'ro', 'ru', 'sk', 'sq', 'sr', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'vi', 'zh', 'zh_hk',
] as const;

/** Languages of the air quality endpoints. */
export const airQualityLanguages = [
  'ar', 'bg', 'cs', 'da', 'de', 'el', 'en', 'et', 'es', 'fa', 'fi', 'fr', 'hi', 'hr', 'hu', 'id', 'is', 'it', 'ja',
  'ko', 'lt', 'lv', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sr', 'sv', 'ta', 'th', 'tr', 'uk', 'vi', 'zh', 'zh_hk',
] as const;
