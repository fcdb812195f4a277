import { describe, expect, it } from 'vitest';
import { intensityName, type StormPoint } from '@renderer/map/storms/storms';
import { inInterfaceLanguage } from '../dashboard/in-interface-language.svelte';

function point(intensity: Pick<StormPoint, 'stormType' | 'category' | 'intensityClass'>): StormPoint {
  return { lat: 17, lon: 88, kind: 'current', time: null, leadHours: null, windSpeed: null, pressure: null, ...intensity };
}

const depression = point({ stormType: 'TD', category: 0, intensityClass: 'Tropical depression' });
const storm = point({ stormType: 'TS', category: 0, intensityClass: 'Tropical storm' });
const cyclone = point({ stormType: 'CY', category: 4, intensityClass: 'Category 4' });

describe('a storm point’s intensity', () => {
  it('is named in the interface language, not in the service’s English', async () => {
    expect(await inInterfaceLanguage('ar', () => [depression, storm, cyclone].map(intensityName))).toEqual(['منخفض مداري', 'عاصفة مدارية', 'الفئة 4']);
    expect(await inInterfaceLanguage('de', () => [depression, storm, cyclone].map(intensityName))).toEqual(['Tropisches Tief', 'Tropischer Sturm', 'Kategorie 4']);
  });

  it('keeps the service’s own words for a type the app has no name for', async () => {
    const unknown = point({ stormType: 'PTC', category: 0, intensityClass: 'Post-tropical cyclone' });
    expect(await inInterfaceLanguage('ar', () => intensityName(unknown))).toBe('Post-tropical cyclone');
  });
});
