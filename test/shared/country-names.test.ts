import { describe, expect, it } from 'vitest';
import { countryIn, filterCountries } from '@shared/countries';
import { shortCountryName } from '@shared/country-names';

function filterName(code: string): string | undefined {
  return filterCountries.find((country) => country.code === code)?.name;
}

describe("a place's country", () => {
  it('is named as the country filter names it, whatever name the service gave', () => {
    expect(shortCountryName('United States of America')).toBe(filterName('US'));
    expect(shortCountryName('united states of america')).toBe(filterName('US'));
    expect(shortCountryName('Korea, Republic of')).toBe(filterName('KR'));
    expect(shortCountryName('Russian Federation')).toBe(filterName('RU'));
    expect(shortCountryName('Finland')).toBe('Finland');
    expect(shortCountryName("Côte d'Ivoire")).toBe(filterName('CI'));
  });

  it('keeps a name it cannot place, or one that two countries share, as the service gave it', () => {
    expect(shortCountryName('Atlantis')).toBe('Atlantis');
    expect(shortCountryName('Congo')).toBe('Congo');
    expect(shortCountryName('')).toBe('');
  });

  it('is shown in the interface language where Intl knows the country', () => {
    expect(countryIn(shortCountryName('United States of America'), 'de')).toBe('Vereinigte Staaten');
    expect(countryIn('Finland', 'fi')).toBe('Suomi');
    expect(countryIn('Sweden', 'fr')).toBe('Suède');
    expect(countryIn('Finland', 'en')).toBe('Finland');
    expect(countryIn('Atlantis', 'sv')).toBe('Atlantis');
  });
});
