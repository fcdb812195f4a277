import { freeText, type Route, type RouteRequest, type ServiceContext } from '@service/http/route';
import { utcSeconds } from '@service/http/format';
import { dataRoute } from '../data-route';
import { coneRing } from './cone';
import { classify } from './intensity';
import { stormsAlive, type Storm, type TrackPoint } from './storms';

const hourMs = 3_600_000;
/** Advisories are issued at the synoptic hours 00, 06, 12 and 18 UTC. */
const advisoryStepHours = 6;
/** Forecast positions, hours after the advisory, as the National Hurricane Center issues them. */
const forecastLeads = [12, 24, 36, 48, 60, 72, 96, 120] as const;
const metresPerSecondPerKnot = 0.514444;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const position = (point: TrackPoint): [number, number] => [round(point.lon, 2), round(point.lat, 2)];

function pointProperties(storm: Storm, stormName: string, point: TrackPoint, advisory: Date, featureType: 'current' | 'forecast') {
  const intensity = classify(point.windKt, storm.basin);
  return {
    featureType,
    stormId: storm.id,
    stormName,
    basin: storm.basin.code,
    basinName: storm.basin.name,
    time: utcSeconds(point.at),
    advisoryTime: utcSeconds(advisory),
    leadHours: Math.round((point.at.getTime() - advisory.getTime()) / hourMs),
    stormType: intensity.stormType,
    shortLabel: intensity.shortLabel,
    windSpeed: round(point.windKt * metresPerSecondPerKnot, 1),
    windSpeedKt: Math.round(point.windKt / 5) * 5,
    pressure: Math.round(point.pressure),
    category: intensity.category,
    intensityClass: intensity.intensityClass,
  };
}

/**
 * Current tropical cyclones as a GeoJSON FeatureCollection. Per storm: the observed track
 * (LineString, featureType 'track'), the current position and the forecast positions (Points,
 * featureType 'current' / 'forecast', with stormType, shortLabel, windSpeed m/s, windSpeedKt,
 * pressure hPa, Saffir-Simpson category and intensityClass), the forecast track (LineString,
 * 'forecastTrack') and the uncertainty cone (Polygon, 'cone'). The storms are synthetic.
 */
function currentStorms(request: RouteRequest, context: ServiceContext) {
  const stepMs = advisoryStepHours * hourMs;
  const advisory = new Date(Math.floor(request.now.getTime() / stepMs) * stepMs);
  const storms = stormsAlive(advisory, (point) => context.atmosphere.elevation(point) > 0, context.seed);
  const features = storms.flatMap((storm) => {
    const past = storm.track.filter((point) => point.at <= advisory);
    const current = past.at(-1);
    if (current === undefined) return [];
    const forecast = forecastLeads
      .map((lead) => storm.track.find((point) => point.at.getTime() === advisory.getTime() + lead * hourMs))
      .filter((point): point is TrackPoint => point !== undefined);
    const stormName = freeText(context, storm.name);
    const identity = { stormId: storm.id, stormName, basin: storm.basin.code };
    const conePoints = [current, ...forecast].map((point) => ({
      lat: point.lat,
      lon: point.lon,
      leadHours: Math.round((point.at.getTime() - advisory.getTime()) / hourMs),
    }));
    return [
      // A storm named this advisory has no track behind it yet (a LineString needs two positions).
      ...(past.length < 2
        ? []
        : [{ type: 'Feature', geometry: { type: 'LineString', coordinates: past.map(position) }, properties: { featureType: 'track', ...identity } }]),
      { type: 'Feature', geometry: { type: 'Point', coordinates: position(current) }, properties: pointProperties(storm, stormName, current, advisory, 'current') },
      ...forecast.map((point) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: position(point) },
        properties: pointProperties(storm, stormName, point, advisory, 'forecast'),
      })),
      ...(forecast.length === 0
        ? []
        : [
            {
              type: 'Feature',
              geometry: { type: 'LineString', coordinates: [current, ...forecast].map(position) },
              properties: { featureType: 'forecastTrack', ...identity },
            },
            { type: 'Feature', geometry: { type: 'Polygon', coordinates: [coneRing(conePoints)] }, properties: { featureType: 'cone', ...identity } },
          ]),
    ];
  });
  return {
    type: 'FeatureCollection',
    attribution: 'Weatherglass synthetic tropical cyclones (demo data, not an official advisory)',
    features,
  };
}

export const hurricaneRoutes: readonly Route[] = [dataRoute('/api/v1/hurricane/current', 'hurricane', currentStorms)];
