import { describe, expect, it } from 'vitest';
import { countryLabel, filterCountries } from '@renderer/dashboard/locations/countries';

function filterName(code: string): string | undefined {
  return filterCountries.find((country) => country.code === code)?.name;
}

describe("a place's country", () => {
  it('is named as the country filter names it, whatever name the service gave', () => {
    expect(countryLabel('United States of America')).toBe(filterName('US'));
    expect(countryLabel('united states of america')).toBe(filterName('US'));
    expect(countryLabel('Korea, Republic of')).toBe(filterName('KR'));
    expect(countryLabel('Russian Federation')).toBe(filterName('RU'));
    expect(countryLabel('Finland')).toBe('Finland');
    expect(countryLabel("Côte d'Ivoire")).toBe(filterName('CI'));
  });

  it('keeps a name it cannot place, or one that two countries share, as the service gave it', () => {
    expect(countryLabel('Atlantis')).toBe('Atlantis');
    expect(countryLabel('Congo')).toBe('Congo');
    expect(countryLabel('')).toBe('');
  });
});
