import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { utcSeconds } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { badParameter } from '@service/http/service-error';
import { dataRoute } from '../data-route';
import { distanceKm } from '../geometry';
import { resortConditions } from './conditions';
import { resorts } from './resorts';

const maxSites = 5;
const defaultRadiusKm = 500;
/** Half the Earth's circumference: any larger radius already covers the globe. */
const maxRadiusKm = 20_037;
const hourMs = 3_600_000;

/** sites: 1 or more, clamped to 5 like periods elsewhere. */
function siteCount(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badParameter('sites', 'must be a whole number of 1 or more');
  return Math.min(Number(raw), maxSites);
}

/** radius: km above 0; larger than the globe is clamped. */
function radiusKm(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultRadiusKm;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0) throw badParameter('radius', 'must be a distance in km above 0');
  return Math.min(Number(raw), maxRadiusKm);
}

/** The nearest resorts within the radius, nearest first; none within it: an empty list. */
function skiCurrent(request: RouteRequest, context: ServiceContext) {
  const { params, now } = request;
  const sites = siteCount(params.get('sites'));
  const radius = radiusKm(params.get('radius'));
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  const nearest = resorts
    .map((resort) => ({ resort, distance: distanceKm(place, resort) }))
    .filter(({ distance }) => distance <= radius)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, sites);
  const updated = utcSeconds(new Date(Math.floor(now.getTime() / hourMs) * hourMs));
  return {
    locations: nearest.map(({ resort }) => {
      const zone = context.gazetteer.resolve(`${resort.lon},${resort.lat}`, 'en')?.timezone ?? place.timezone;
      const conditions = resortConditions(context.atmosphere, resort, zone, now);
      return {
        name: resort.name,
        countryCode: resort.countryCode,
        countryName: resort.countryName,
        state: resort.state,
        city: resort.city,
        postalCode: resort.postalCode,
        // A ski area has no single street address.
        street: null,
        houseNumber: null,
        address: [resort.postalCode, resort.city].filter(Boolean).join(' ') + `, ${resort.countryName}`,
        longitude: resort.lon,
        latitude: resort.lat,
        openFrom: resort.openFrom,
        openUntil: resort.openUntil,
        isOpen: conditions.isOpen,
        altitudeBase: resort.altitudeBase,
        altitudePeak: resort.altitudePeak,
        primarySurfaceCondition: conditions.primarySurfaceCondition,
        liftsOpen: conditions.liftsOpen,
        lifts: resort.lifts,
        hasSkiing: true,
        kmNordic: resort.kmNordic,
        kmPistes: resort.kmPistes,
        kmOpen: conditions.kmOpen,
        hasValleyRun: resort.hasValleyRun,
        valleyRunOpen: conditions.valleyRunOpen,
        hasTobogganRuns: resort.kmTobogganRuns !== null,
        kmTobogganRuns: resort.kmTobogganRuns,
        lastSnowDate: conditions.lastSnowDate,
        lastSnowAmount: conditions.lastSnowAmount,
        nightSkiing: resort.nightSkiing,
        snowDepthPeak: conditions.snowDepthPeak,
        snowDepthBase: conditions.snowDepthBase,
        hasFunPark: resort.hasFunPark,
        funParkOpen: conditions.funParkOpen,
        updated,
      };
    }),
  };
}

export const skiRoutes: readonly Route[] = [dataRoute('/api/v1/ski/current/:location', 'ski', skiCurrent)];
