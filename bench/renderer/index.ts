// bench/renderer: what each window downloads, how fast the popup shows cached data and what it
// holds in memory, how soon the base map is drawn at world and city zoom and the data it loads,
// how the map plays its frames, what ten minutes of exploring the map ask of the service, and what
// a curious user's few minutes with two loops ask. Needs a build (npm run bench:renderer does it).
import { measureBaseMap } from './base-map';
import { launchChromium, quietHost } from './browser';
import { printBundles } from './bundles';
import { measureCuriousUser } from './map-curious-user';
import { measureMapExploration } from './map-exploration';
import { measureMapPlayback } from './map-playback';
import { measurePopup } from './popup-paint';

printBundles();
const host = await quietHost();
const browser = await launchChromium();
try {
  await measurePopup(browser, host);
  await measureBaseMap(browser, host);
  // The UV layer: a whole loop (7 frames) in about 20 s; the default radar loop takes minutes at main's request rate.
  const met = await measureMapPlayback(browser, host, { layerId: 9, zoom: 4 });
  // Its own hosts: it counts what reaches the service, and restarts on the same user data.
  const explored = await measureMapExploration(browser);
  await measureCuriousUser(browser, host);
  if (!met || !explored) process.exitCode = 1;
} finally {
  await browser.close();
  await host.close();
}
