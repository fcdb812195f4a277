import type { Point } from '../atmosphere/atmosphere';
import { hasRadarNowcast } from '../products/radar-coverage';
import { radarReach, type GeoBox } from '../products/radar-reach';

type Box = GeoBox;

export type RadarRegion =
  | 'europe'
  | 'northAmerica'
  | 'easternAsia'
  | 'australia'
  | 'thailand'
  | 'turkey'
  | 'brazil'
  | 'eastMalaysia'
  | 'peninsularMalaysia'
  | 'canaryIslands'
  | 'mexico'
  | 'southeastAsia';

const thailand: Box = { minLat: 5.6, maxLat: 20.5, minLon: 97.3, maxLon: 105.7 };
const eastMalaysia: Box = { minLat: 0.8, maxLat: 7.4, minLon: 109.5, maxLon: 119.3 };
const peninsularMalaysia: Box = { minLat: 1.2, maxLat: 6.8, minLon: 99.6, maxLon: 104.4 };

/**
 * The land each radar network covers, beyond the nowcast area: rough boxes around the countries
 * the layer titles name. The boxes only pick land; the sea the radars see is the band within
 * their reach of that land (radarReach), whatever the boxes spill over.
 */
const networkBoxes: Record<RadarRegion, readonly Box[]> = {
  europe: [],
  northAmerica: [
    // Southern Canada, Alaska, Hawaii and Puerto Rico; the continental USA is the nowcast area.
    { minLat: 42, maxLat: 55, minLon: -130, maxLon: -52 },
    { minLat: 55, maxLat: 71, minLon: -168, maxLon: -130 },
    { minLat: 18.5, maxLat: 22.6, minLon: -160.6, maxLon: -154.5 },
    { minLat: 17.5, maxLat: 18.8, minLon: -68, maxLon: -65 },
  ],
  easternAsia: [
    // Japan with Okinawa, Taiwan, South Korea.
    { minLat: 31, maxLat: 45.6, minLon: 129.5, maxLon: 146 },
    { minLat: 24, maxLat: 31, minLon: 122.5, maxLon: 131.5 },
    { minLat: 21.5, maxLat: 25.6, minLon: 119.3, maxLon: 122.3 },
    { minLat: 33, maxLat: 38.7, minLon: 124.5, maxLon: 130.5 },
  ],
  australia: [
    { minLat: -39.2, maxLat: -10.5, minLon: 113, maxLon: 153.7 },
    { minLat: -44, maxLat: -39.2, minLon: 143.5, maxLon: 149 },
  ],
  thailand: [thailand],
  turkey: [{ minLat: 35.8, maxLat: 42.2, minLon: 25.7, maxLon: 44.8 }],
  brazil: [
    { minLat: -33.8, maxLat: -2, minLon: -58, maxLon: -34.8 },
    { minLat: -12, maxLat: 3, minLon: -70, maxLon: -58 },
  ],
  eastMalaysia: [eastMalaysia],
  peninsularMalaysia: [peninsularMalaysia],
  canaryIslands: [{ minLat: 27.5, maxLat: 29.5, minLon: -18.3, maxLon: -13.3 }],
  mexico: [{ minLat: 14.5, maxLat: 32.7, minLon: -117.2, maxLon: -86.7 }],
  southeastAsia: [
    thailand,
    eastMalaysia,
    peninsularMalaysia,
    // The Philippines and Vietnam.
    { minLat: 5, maxLat: 19, minLon: 117, maxLon: 126.6 },
    { minLat: 8.5, maxLat: 23.4, minLon: 102, maxLon: 109.5 },
  ],
};

const networkReach = Object.fromEntries(
  Object.entries(networkBoxes).map(([region, boxes]) => [region, radarReach(boxes)]),
) as Record<RadarRegion, (point: Point) => boolean>;

/**
 * Whether a radar layer of this region has data at a point. Europe and the continental USA use
 * the nowcast's own coverage, so the radar frames and the minutely nowcast agree on where radar is.
 */
export function inRadarCoverage(region: RadarRegion, point: Point): boolean {
  if (region === 'europe' && point.lon > -30 && point.lon < 60 && hasRadarNowcast(point)) return true;
  if (region === 'northAmerica' && point.lon < -50 && hasRadarNowcast(point)) return true;
  return networkReach[region](point);
}
