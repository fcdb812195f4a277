import L from 'leaflet';
import type { SavedLocation } from '@shared/settings';

/**
 * The saved locations as pins with their names. Each pin is a keyboard stop (Leaflet gives it
 * role="button" and "clicks" it on Enter); choosing one asks for that location's forecast.
 */
export function locationMarkers(locations: readonly SavedLocation[], onChoose: (location: SavedLocation) => void): L.LayerGroup {
  const group = L.layerGroup();
  for (const location of locations) {
    const marker = L.marker([location.lat, location.lon], {
      icon: L.divIcon({ className: 'wg-location-pin', html: '', iconSize: [14, 14], iconAnchor: [7, 7] }),
      keyboard: true,
      title: location.name,
      riseOnHover: true,
    });
    // A text node, never HTML: names come from the service.
    const name = document.createElement('span');
    name.textContent = location.name;
    marker.bindTooltip(name, { permanent: true, direction: 'right', offset: [8, 0], className: 'wg-location-name' });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', `${location.name}: show the forecast`));
    marker.on('click', () => onChoose(location));
    group.addLayer(marker);
  }
  return group;
}

/** A ring where the map was clicked, so the forecast card's place is visible on the map. */
export function pickedPointMarker(lat: number, lon: number): L.Marker {
  return L.marker([lat, lon], {
    icon: L.divIcon({ className: 'wg-picked-point', html: '', iconSize: [18, 18], iconAnchor: [9, 9] }),
    interactive: false,
    keyboard: false,
  });
}
