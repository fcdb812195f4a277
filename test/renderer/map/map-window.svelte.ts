import { AppState } from '@renderer/lib/app-state.svelte';
import { MapController } from '@renderer/map/map-controller.svelte';
import type { Timer } from '@renderer/map/timer';

/**
 * The map window's controller on its Leaflet map, over whatever fake main the test installed, on a
 * 512-pixel square so Leaflet has a view to fill with tiles (jsdom lays nothing out).
 */
export function mountMapController(timer: Timer): { map: MapController; container: HTMLElement; shown: () => unknown[]; close: () => void } {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 512 });
  Object.defineProperty(container, 'clientHeight', { value: 512 });
  document.body.append(container);
  let map: MapController | undefined;
  /** What the window shows, read in an effect as the window does, so the followed values stay subscribed. */
  let shown: unknown[] = [];
  const close = $effect.root(() => {
    map = new MapController(new AppState(), timer);
    $effect(() => {
      shown = [map?.layer, map?.frames];
    });
    $effect(() => map?.attach(container));
  });
  if (map === undefined) throw new Error('no controller');
  return { map, container, shown: () => shown, close: () => (close(), container.remove()) };
}
