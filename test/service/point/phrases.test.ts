import { describe, expect, it } from 'vitest';
import { symbolPhrase } from '@service/products/point/phrases';
import { hasRadarNowcast, latestRadarAnalysis } from '@service/products/radar-coverage';

/** The codes with pictures, from the decisions page. */
const pictured = ['000', '100', '200', '300', '400', '500', '600', '210', '310', '410', '220', '320', '420', '430', '240', '340', '440',
  '211', '311', '411', '221', '321', '421', '431', '212', '312', '412', '222', '322', '422', '432'];

describe('symbolPhrase', () => {
  it('reads the documented example and its neighbours in English', () => {
    expect(symbolPhrase('d421', 'en')).toBe('Overcast, sleet showers');
    expect(symbolPhrase('n000', 'en')).toBe('Clear');
    expect(symbolPhrase('d432', 'en')).toBe('Overcast, snow');
    expect(symbolPhrase('d240', 'en')).toBe('Partly cloudy, thunderstorms');
    expect(symbolPhrase('d600', 'en')).toBe('Fog');
  });

  it.each(['en', 'de', 'fi', 'sv', 'fr', 'es', 'it', 'nl', 'nb', 'da', 'pt'])('%s has a distinct phrase for every pictured code', (lang) => {
    const phrases = pictured.map((code) => symbolPhrase(`d${code}`, lang));
    expect(new Set(phrases).size).toBe(pictured.length);
    for (const phrase of phrases) expect(phrase).toMatch(/^\p{Lu}/u);
    expect(pictured.map((code) => symbolPhrase(`n${code}`, lang))).toEqual(phrases);
  });

  it('ar has a distinct phrase for every pictured code, the two parts joined by the Arabic comma', () => {
    const phrases = pictured.map((code) => symbolPhrase(`d${code}`, 'ar'));
    expect(new Set(phrases).size).toBe(pictured.length);
    expect(symbolPhrase('d220', 'ar')).toBe('غائم جزئيًا، زخات مطر');
    expect(symbolPhrase('n600', 'ar')).toBe('ضباب');
  });

  it.each(['de', 'fi', 'sv', 'fr', 'es', 'ar'])('%s is not English', (lang) => {
    const english = pictured.map((code) => symbolPhrase(`d${code}`, 'en'));
    const translated = pictured.map((code) => symbolPhrase(`d${code}`, lang));
    translated.forEach((phrase, index) => expect(phrase).not.toBe(english[index]));
  });

  it('spot checks in the other languages', () => {
    expect(symbolPhrase('d421', 'fi')).toBe('Täysin pilvistä, räntäkuuroja');
    expect(symbolPhrase('d212', 'de')).toBe('Teilweise bewölkt, leichter Schneefall');
    expect(symbolPhrase('d320', 'sv')).toBe('Molnigt, regnskurar');
    expect(symbolPhrase('d430', 'fr')).toBe('Couvert, pluie');
    expect(symbolPhrase('d000', 'es')).toBe('Despejado');
  });

  it('aliases and fallbacks: en_gb and en_us are English, no is Norwegian Bokmål, pt_br Portuguese, the rest English', () => {
    expect(symbolPhrase('d220', 'en_gb')).toBe(symbolPhrase('d220', 'en'));
    expect(symbolPhrase('d220', 'en_us')).toBe(symbolPhrase('d220', 'en'));
    expect(symbolPhrase('d220', 'no')).toBe(symbolPhrase('d220', 'nb'));
    expect(symbolPhrase('d220', 'pt_br')).toBe(symbolPhrase('d220', 'pt'));
    expect(symbolPhrase('d220', 'pt_pt')).toBe(symbolPhrase('d220', 'pt'));
    for (const lang of ['ja', 'he', 'zh_hk', 'uk']) expect(symbolPhrase('d220', lang)).toBe('Partly cloudy, rain showers');
  });
});

describe('radar nowcast coverage', () => {
  it.each([
    ['Helsinki', 24.94, 60.17],
    ['London', -0.13, 51.51],
    ['Madrid', -3.7, 40.42],
    ['Seville', -5.98, 37.39],
    ['Rome', 12.5, 41.9],
    ['Athens', 23.73, 37.98],
    ['Tromsø', 18.96, 69.65],
    ['Chicago', -87.63, 41.88],
    ['Seattle', -122.33, 47.61],
    ['Houston', -95.37, 29.76],
    ['Miami', -80.19, 25.76],
    ['Los Angeles', -118.24, 34.05],
  ])('%s has a radar nowcast', (_name, lon, lat) => {
    expect(hasRadarNowcast({ lon, lat })).toBe(true);
  });

  it.each([
    ['Nairobi', 36.82, -1.29],
    ['Sydney', 151.21, -33.87],
    ['Moscow', 37.62, 55.76],
    ['Reykjavík', -21.94, 64.15],
    ['Algiers', 3.06, 36.75],
    ['Tunis', 10.18, 36.81],
    ['Mexico City', -99.13, 19.43],
    ['Anchorage', -149.9, 61.22],
    ['Honolulu', -157.86, 21.31],
    ['Tokyo', 139.69, 35.69],
    ['Havana', -82.37, 23.11],
  ])('%s has none', (_name, lon, lat) => {
    expect(hasRadarNowcast({ lon, lat })).toBe(false);
  });

  it('the nowcast runs from the latest 5-minute analysis', () => {
    expect(latestRadarAnalysis(new Date('2026-01-15T10:07:42Z')).toISOString()).toBe('2026-01-15T10:05:00.000Z');
    expect(latestRadarAnalysis(new Date('2026-01-15T10:10:00Z')).toISOString()).toBe('2026-01-15T10:10:00.000Z');
  });
});
