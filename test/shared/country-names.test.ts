import { describe, expect, it } from 'vitest';
import { filterCountries } from '@shared/countries';
import { shortCountryName } from '@shared/country-names';

function filterName(code: string): string | undefined {
  return filterCountries.find((country) => country.code === code)?.name;
}

describe("a place's country", () => {
  it('is named as the country filter names it, whatever name the service gave', () => {
    expect(shortCountryName('United States of America', 'en')).toBe(filterName('US'));
    expect(shortCountryName('united states of america', 'en')).toBe(filterName('US'));
    expect(shortCountryName('Korea, Republic of', 'en')).toBe(filterName('KR'));
    expect(shortCountryName('Russian Federation', 'en')).toBe(filterName('RU'));
    expect(shortCountryName('Finland', 'en')).toBe('Finland');
    expect(shortCountryName("Côte d'Ivoire", 'en')).toBe(filterName('CI'));
  });

  it('keeps a name it cannot place, or one that two countries share, as the service gave it', () => {
    expect(shortCountryName('Atlantis', 'en')).toBe('Atlantis');
    expect(shortCountryName('Congo', 'en')).toBe('Congo');
    expect(shortCountryName('', 'en')).toBe('');
  });

  it('is named in the interface language where Intl knows the country', () => {
    expect(shortCountryName('United States of America', 'de')).toBe('Vereinigte Staaten');
    expect(shortCountryName('Finland', 'fi')).toBe('Suomi');
    expect(shortCountryName('Sweden', 'fr')).toBe('Suède');
    expect(shortCountryName('Atlantis', 'sv')).toBe('Atlantis');
  });
});
