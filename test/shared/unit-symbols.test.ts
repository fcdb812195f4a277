import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '@shared/i18n/languages';
import { unitSymbols, type UnitSymbols } from '@shared/unit-symbols';
import { distanceUnits, precipitationUnits, pressureUnits, temperatureChoices, unitLabels, windChoices } from '@shared/units';

/** Every symbol a window can write after a figure, named by kind and unit. */
function everySymbol(symbols: UnitSymbols): Record<string, string> {
  return {
    ...Object.fromEntries(temperatureChoices.map((unit) => [`temperature ${unit}`, symbols.temperature[unit]])),
    ...Object.fromEntries(temperatureChoices.map((unit) => [`letter ${unit}`, symbols.temperatureLetter[unit]])),
    ...Object.fromEntries(windChoices.map((unit) => [`wind ${unit}`, symbols.wind[unit]])),
    ...Object.fromEntries(pressureUnits.map((unit) => [`pressure ${unit}`, symbols.pressure[unit]])),
    ...Object.fromEntries(precipitationUnits.map((unit) => [`precipitation ${unit}`, symbols.precipitation[unit]])),
    ...Object.fromEntries(precipitationUnits.map((unit) => [`snow ${unit}`, symbols.snow[unit]])),
    ...Object.fromEntries(distanceUnits.map((unit) => [`distance ${unit}`, symbols.distance[unit]])),
    ...Object.fromEntries(distanceUnits.map((unit) => [`height ${unit}`, symbols.height[unit]])),
    'per hour': symbols.perHour,
  };
}

describe('unit symbols in the interface language', () => {
  it('gives Arabic a symbol in Arabic letters for every unit of every kind', () => {
    const arabicLetters = /\p{Script=Arabic}/u;
    const withoutArabic = Object.entries(everySymbol(unitSymbols('ar'))).filter(([, symbol]) => !arabicLetters.test(symbol));
    expect(withoutArabic).toEqual([]);
  });

  it('takes CLDR’s Arabic short symbols where Intl has the unit', () => {
    const cldr = (unit: string) => new Intl.NumberFormat('ar-u-nu-latn', { style: 'unit', unit }).format(25).replace(/^25\s*/u, '');
    const arabic = unitSymbols('ar');
    expect([arabic.wind.KMH, arabic.wind.MS, arabic.wind.MPH, arabic.precipitation.mm, arabic.distance.km, arabic.temperature.C, arabic.temperature.F]).toEqual(
      ['kilometer-per-hour', 'meter-per-second', 'mile-per-hour', 'millimeter', 'kilometer', 'celsius', 'fahrenheit'].map(cldr),
    );
  });

  it('keeps the international symbols in every other language', () => {
    for (const language of interfaceLanguages.filter((language) => language !== 'ar')) {
      const symbols = unitSymbols(language);
      expect(symbols.wind).toEqual(unitLabels.wind);
      expect(symbols.pressure).toEqual(unitLabels.pressure);
      expect(symbols.temperature).toEqual({ C: '°C', F: '°F' });
      expect(symbols.perHour).toBe('/h');
    }
  });
});
