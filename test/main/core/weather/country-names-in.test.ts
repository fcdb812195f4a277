import { describe, expect, it } from 'vitest';
import { countryNamesIn } from '@main/core/weather/country-names-in';
import { shortCountryName } from '@shared/country-names';

describe('countries named in the data language', () => {
  it('are stored under their English short names, as an English search gives them', () => {
    expect(shortCountryName('Vereinigte Staaten von Amerika', countryNamesIn('de'))).toBe('United States');
    expect(shortCountryName('Suomi', countryNamesIn('fi'))).toBe('Finland');
    expect(shortCountryName('États-Unis d’Amérique', countryNamesIn('fr'))).toBe('United States');
    expect(shortCountryName('Finland', countryNamesIn('sv'))).toBe('Finland');
  });

  it('leave a name no table knows as the service gave it', () => {
    expect(shortCountryName('Atlantis', countryNamesIn('de'))).toBe('Atlantis');
    expect(countryNamesIn('en')).toBeUndefined();
  });

  it('without the data language’s table, a German name is not recognised', () => {
    expect(shortCountryName('Vereinigte Staaten von Amerika')).toBe('Vereinigte Staaten von Amerika');
  });
});
