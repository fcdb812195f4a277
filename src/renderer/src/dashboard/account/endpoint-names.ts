import type { AccountMessage } from '@shared/i18n/messages/account';
import { accountText as t } from './text';

/**
 * The usage breakdown's endpoints as people name them. The service reports each endpoint by its
 * path template (`/api/v1/image/tile/{z}/{x}/{y}/{time}/{id}`); this is the one table from those
 * templates to the messages naming them. Templates are compared with every parameter written `{}`,
 * so `{location}`, `{loc}` and `:location` all match.
 */
const names: Record<string, AccountMessage> = {
  '/api/v1/location/search/{}': 'endpointPlaceSearch',
  '/api/v1/location/{}': 'endpointPlaceDetails',
  '/api/v1/observation/latest/{}': 'endpointObservations',
  '/api/v1/current/{}': 'endpointCurrent',
  '/api/v1/forecast/minutely/{}': 'endpointMinutely',
  '/api/v1/forecast/15minutely/{}': 'endpoint15Minutely',
  '/api/v1/forecast/hourly/{}': 'endpointHourly',
  '/api/v1/forecast/3hourly/{}': 'endpoint3Hourly',
  '/api/v1/forecast/daily/{}': 'endpointDaily',
  '/api/v1/capabilities': 'endpointCapabilities',
  '/api/v1/image/tile/{}/{}/{}/{}/{}': 'endpointTiles',
  '/api/v1/legend/{}/{}': 'endpointLegends',
  '/api/v1/symbol/{}': 'endpointSymbols',
  '/api/v1/air-quality/forecast/hourly/{}': 'endpointAirQualityHourly',
  '/api/v1/air-quality/forecast/daily/{}': 'endpointAirQualityDaily',
  '/api/v1/pollen/forecast/hourly/{}': 'endpointPollenHourly',
  '/api/v1/pollen/forecast/daily/{}': 'endpointPollenDaily',
  '/api/v1/climate/monthly/{}': 'endpointClimateMonthly',
  '/api/v1/climate/daily/{}': 'endpointClimateDaily',
  '/api/v1/warning/types': 'endpointWarningTypes',
  '/api/v1/warning/{}': 'endpointWarnings',
  '/api/v1/marine/forecast/hourly/{}': 'endpointMarineHourly',
  '/api/v1/marine/forecast/daily/{}': 'endpointMarineDaily',
  '/api/v1/ski/current/{}': 'endpointSki',
  '/api/v1/agriculture/forecast/hourly/{}': 'endpointAgricultureHourly',
  '/api/v1/agriculture/forecast/daily/{}': 'endpointAgricultureDaily',
  '/api/v1/history': 'endpointHistory',
  '/api/v1/energy/forecast/hourly/{}': 'endpointEnergyHourly',
  '/api/v1/energy/forecast/15minutely/{}': 'endpointEnergy15Minutely',
  '/api/v1/hurricane/current': 'endpointHurricanes',
  '/api/v1/lightning/flashes': 'endpointLightning',
  '/authorize/token': 'endpointToken',
  '/authorize/key': 'endpointKeyList',
  '/authorize/key/{}': 'endpointKeyDelete',
  '/usage/day/{}': 'endpointUsageDaily',
  '/usage/month/{}': 'endpointUsageMonthly',
};

/** The template with its method, query and trailing slash dropped and every parameter as `{}`. */
function shapeOf(template: string): string {
  const path = template.trim().replace(/^[A-Z]+\s+/, '').split(/[?#]/)[0] ?? '';
  const shaped = path
    .split('/')
    .filter((segment) => segment !== '')
    // Any segment with a brace (`{z}`, `{y}.png`) or a colon prefix (`:location`) is a parameter.
    .map((segment) => (/[{}]|^:/.test(segment) ? '{}' : segment.toLowerCase()))
    .join('/');
  return `/${shaped}`;
}

/**
 * An endpoint the table does not know, still readable: its fixed path words ("/api/v1/foo-bar/
 * latest/{id}" is "Foo bar latest"), never its parameters or braces.
 */
function readableFallback(shape: string): string {
  const words = shape
    .split('/')
    .filter((segment) => segment !== '' && segment !== '{}' && segment !== 'api' && !/^v\d+$/.test(segment))
    .map((segment) => segment.replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter((segment) => segment !== '');
  const text = words.join(' ');
  return text === '' ? t('endpointOther') : text.charAt(0).toUpperCase() + text.slice(1);
}

export function endpointName(template: string): string {
  const shape = shapeOf(template);
  const name = names[shape];
  return name === undefined ? readableFallback(shape) : t(name);
}
