import type { SavedLocation } from '@shared/settings';

export const london: SavedLocation = {
  id: '2643743',
  name: 'London',
  lat: 51.5085,
  lon: -0.1257,
  country: 'United Kingdom',
  timezone: 'Europe/London',
};

export const pickedOnMap: SavedLocation = {
  id: '24.9384,60.1699',
  name: 'Helsinki harbour',
  lat: 60.1699,
  lon: 24.9384,
  country: '',
  timezone: 'Europe/Helsinki',
};

export function numberedLocation(index: number): SavedLocation {
  return { id: `${index}`, name: `Place ${index}`, lat: index % 90, lon: index % 180, country: 'Testland', timezone: 'UTC' };
}
