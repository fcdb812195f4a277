import { describe, expect, it } from 'vitest';
import { servicePhraseFits, weatherPhrase } from '@shared/views/weather-symbol';

describe('one language on a screen: whose words name the weather', () => {
  const overcast = { symbol: 'd400', symbolPhrase: 'Overcast' };

  it('uses the service’s phrase when it comes in the interface language', () => {
    expect(weatherPhrase(overcast, 'en', 'en')).toBe('Overcast');
    expect(weatherPhrase({ symbol: 'd420', symbolPhrase: 'Sadekuuroja' }, 'fi', 'fi')).toBe('Sadekuuroja');
    expect(servicePhraseFits('de', 'de')).toBe(true);
  });

  it('uses the app’s own words for the symbol when the data language is another', () => {
    expect(servicePhraseFits('de', 'en')).toBe(false);
    expect(weatherPhrase(overcast, 'de', 'en')).toBe('Bedeckt');
    expect(weatherPhrase({ symbol: 'n422', symbolPhrase: 'Snow showers' }, 'fr', 'en')).toBe(weatherPhrase({ symbol: 'n422' }, 'fr', 'fr'));
    // A data language the interface does not speak: never the same as the interface language.
    expect(weatherPhrase({ symbol: 'd400', symbolPhrase: 'Nublado' }, 'es', 'pt_br')).toBe(weatherPhrase({ symbol: 'd400' }, 'es', 'es'));
  });

  it('keeps the service’s phrase where there is no readable symbol, and says there is none where neither came', () => {
    expect(weatherPhrase({ symbol: null, symbolPhrase: 'Overcast' }, 'de', 'en')).toBe('Overcast');
    expect(weatherPhrase({ symbol: null }, 'en', 'en')).toBe(weatherPhrase({ symbol: 'x' }, 'en', 'de'));
  });
});
