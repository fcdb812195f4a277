import { describe, expect, it } from 'vitest';
import { countryOf, expandAbbreviation, regionOf, splitQualifier, tidyPlaceText } from '@main/core/weather/place-query';

describe('the typed place text', () => {
  it('is trimmed with every run of spaces one space', () => {
    expect(tidyPlaceText('  New \t York   City ')).toBe('New York City');
  });

  it('splits at its last comma into a name and a qualifier', () => {
    expect(splitQualifier('Paris, France')).toEqual({ name: 'Paris', qualifier: 'France' });
    expect(splitQualifier('Springfield ,  IL')).toEqual({ name: 'Springfield', qualifier: 'IL' });
    expect(splitQualifier('Helsinki')).toEqual({ name: 'Helsinki', qualifier: null });
  });

  it('keeps a name whole when nothing stands on one side of its comma', () => {
    expect(splitQualifier('Paris,')).toEqual({ name: 'Paris', qualifier: null });
    expect(splitQualifier(', France')).toEqual({ name: 'France', qualifier: null });
  });
});

describe('qualifiers', () => {
  it('name a country by its code or its name in any of the app’s languages', () => {
    expect(countryOf('fr')).toBe('FR');
    expect(countryOf('France')).toBe('FR');
    expect(countryOf('Frankreich')).toBe('FR');
    expect(countryOf('Ranska')).toBe('FR');
    expect(countryOf('Francia')).toBe('FR');
    expect(countryOf('فرنسا')).toBe('FR');
    expect(countryOf('USA')).toBe('US');
    expect(countryOf('UK')).toBe('GB');
    expect(countryOf('Texas')).toBeUndefined();
    expect(countryOf('ZZ')).toBeUndefined();
  });

  it('name a region by its name, or a US state or Canadian province by its two letters', () => {
    expect(regionOf('Texas')).toBe('texas');
    expect(regionOf('IL')).toBe('illinois');
    expect(regionOf('on')).toBe('ontario');
    expect(regionOf('D.C.')).toBe('district of columbia');
    expect(regionOf('FR')).toBe('');
    expect(regionOf('Île-de-France')).toBe('ile de france');
  });
});

describe('abbreviations', () => {
  it('stand for the big city they name, in any letter case', () => {
    expect(expandAbbreviation('NYC', undefined)).toEqual({ name: 'New York City', country: 'US' });
    expect(expandAbbreviation('la', undefined)).toMatchObject({ name: 'Los Angeles', country: 'US' });
    expect(expandAbbreviation('S.F.', undefined)).toMatchObject({ name: 'San Francisco' });
    expect(expandAbbreviation('KL', 'my')).toMatchObject({ name: 'Kuala Lumpur' });
  });

  it('do not override a country the user chose, nor a longer name', () => {
    expect(expandAbbreviation('LA', 'FR')).toBeUndefined();
    expect(expandAbbreviation('La Paz', undefined)).toBeUndefined();
  });
});
