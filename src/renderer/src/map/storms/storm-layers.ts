import L from 'leaflet';
import { stormPopupContent, textLabel } from '../leaflet/leaflet-content';
import { flashOpacity, type ShownFlash } from './lightning';
import type { PointWords } from './storm-words';
import { stormColour, type Storm, type StormPoint } from './storms';
import { mapText } from '../text';

/**
 * The storms drawn: each cone under its tracks (the past one solid, the forecast dashed), then the
 * points coloured by category with their details in a popup, and the storm's name beside where
 * it is now. Names come from the service: they reach Leaflet as text nodes, never as strings. Returns the layers and, per storm, its current point (to open from the storm list).
 */
export function stormLayers(storms: readonly Storm[], pane: string, words: (storm: Storm, point: StormPoint) => PointWords) {
  const group = L.layerGroup();
  const currentPoints = new Map<string, L.CircleMarker>();
  for (const storm of storms) {
    if (storm.cone.length > 2) L.polygon(storm.cone, { pane, className: 'wg-storm-cone', interactive: false }).addTo(group);
    if (storm.track.length > 1) L.polyline(storm.track, { pane, className: 'wg-storm-track', interactive: false }).addTo(group);
    if (storm.forecastTrack.length > 1) L.polyline(storm.forecastTrack, { pane, className: 'wg-storm-forecast', interactive: false }).addTo(group);
    for (const point of storm.points) {
      const current = point.kind === 'current';
      const marker = L.circleMarker([point.lat, point.lon], {
        pane,
        radius: current ? 8 : 5.5,
        className: current ? 'wg-storm-point wg-storm-now' : 'wg-storm-point',
        fillColor: stormColour(point),
        fillOpacity: 1,
        // A click on a storm opens its details, not the point forecast under it.
        bubblingMouseEvents: false,
      })
        // Leaflet's own close button is written as HTML: the content brings one built as elements.
        .bindPopup((layer) => stormPopupContent(words(storm, point), { name: mapText('closePopup'), close: () => layer.closePopup() }), { closeButton: false })
        .addTo(group);
      if (current) {
        marker.bindTooltip(textLabel(storm.name), { permanent: true, direction: 'right', offset: [8, 0], className: 'wg-storm-name', pane });
        currentPoints.set(storm.id, marker);
      }
    }
  }
  return { group, currentPoints };
}

/** Rings where each storm is at the slider's time. */
export function stormTimeMarks(positions: readonly { lat: number; lon: number }[], pane: string): L.LayerGroup {
  return L.layerGroup(positions.map((position) => L.circleMarker([position.lat, position.lon], { pane, radius: 13, className: 'wg-storm-at-time', fill: false, interactive: false })));
}

/** Lightning flashes as small marks, fading with age. */
export function flashLayer(flashes: readonly ShownFlash[], pane: string): L.LayerGroup {
  return L.layerGroup(
    flashes.map((flash) => {
      const opacity = flashOpacity(flash.ageStep);
      return L.circleMarker([flash.lat, flash.lon], { pane, radius: 3.5, className: `wg-flash wg-flash-age-${flash.ageStep}`, opacity, fillOpacity: opacity, interactive: false });
    }),
  );
}
