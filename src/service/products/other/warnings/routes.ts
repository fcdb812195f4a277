import { freeText, type Route, type RouteRequest, type ServiceContext } from '@service/http/route';
import { utcSeconds } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { dataset } from '@service/http/params';
import { seamlessForecast } from '../../point/seamless-forecast';
import { latestRadarAnalysis } from '../../radar-coverage';
import { dataRoute } from '../data-route';
import { significanceCodes, significanceDescription, typesResponse, warningName } from './catalogue';
import { detectWarnings, type IssuedWarning } from './detect';
import { descriptionLanguages, warningText } from './texts';

const dayMs = 86_400_000;
/** Runs are published three hours after their nominal time (see Atmosphere.latestRun). */
const publishDelayMs = 3 * 3_600_000;

/** Honest about where these come from: no national service issued them. */
const attribution = 'Weatherglass synthetic warnings (demo data, not an official warning)';

/** A stable page address per warning on a reserved domain that never resolves: there is no real page. */
function link(warning: IssuedWarning, lon: number, lat: number): string {
  const stamp = utcSeconds(warning.from).replace(/[-:]/g, '');
  return `https://weatherglass.invalid/warnings/${warning.type}-${significanceCodes[warning.level]}-${stamp}-${lon.toFixed(2)},${lat.toFixed(2)}`;
}

/**
 * future=0 (the default): warnings in force now or starting within 24 hours; future=1: only
 * those starting more than 24 hours from now.
 */
function warnings(request: RouteRequest, context: ServiceContext) {
  const { params, now } = request;
  const future = params.flag('future', false);
  const full = dataset(params) === 'full';
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  // The forecast the hourly and daily products show, at the same analysis: their days and these warnings agree.
  const forecast = seamlessForecast(context.atmosphere, place, latestRadarAnalysis(now));
  const sent = new Date(Math.min(now.getTime(), forecast.modelRun.getTime() + publishDelayMs));
  const issued = detectWarnings(forecast.weatherAt, place.timezone, now, (month) => context.atmosphere.monthlyNormals(place, month));
  const horizon = now.getTime() + dayMs;
  const chosen = issued.filter((warning) =>
    future ? warning.from.getTime() > horizon : warning.from.getTime() <= horizon && warning.until > now,
  );
  const languages = descriptionLanguages(place.countryCode, full);
  return {
    warnings: chosen.map((warning) => ({
      type: warning.type,
      significance: significanceCodes[warning.level],
      attribution,
      attributionUrl: null,
      validFrom: utcSeconds(warning.from),
      validUntil: utcSeconds(warning.until),
      sent: utcSeconds(sent),
      description: languages.map((lang) => ({ lang, text: freeText(context, warningText(warning.type, lang, Math.round(warning.value))) })),
      link: link(warning, place.lon, place.lat),
      name: freeText(context, warningName(warning.type, warning.level)),
      significanceDescription: freeText(context, significanceDescription(warning.level)),
    })),
  };
}

export const warningRoutes: readonly Route[] = [
  dataRoute('/api/v1/warning/types', 'warnings', () => typesResponse()),
  dataRoute('/api/v1/warning/:location', 'warnings', warnings),
];
