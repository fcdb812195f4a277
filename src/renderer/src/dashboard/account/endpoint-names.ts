/**
 * The usage breakdown's endpoints as people name them. The service reports each endpoint by its
 * path template (`/api/v1/image/tile/{z}/{x}/{y}/{time}/{id}`); this is the one table from those
 * templates to names. Templates are compared with every parameter written `{}`, so `{location}`,
 * `{loc}` and `:location` all match.
 */
const names: Record<string, string> = {
  '/api/v1/location/search/{}': 'Place search',
  '/api/v1/location/{}': 'Place details',
  '/api/v1/observation/latest/{}': 'Station observations',
  '/api/v1/current/{}': 'Current weather',
  '/api/v1/forecast/minutely/{}': 'Next-hour rain forecast',
  '/api/v1/forecast/15minutely/{}': '15-minute forecast',
  '/api/v1/forecast/hourly/{}': 'Hourly forecast',
  '/api/v1/forecast/3hourly/{}': '3-hour forecast',
  '/api/v1/forecast/daily/{}': 'Daily forecast',
  '/api/v1/capabilities': 'Map layer list',
  '/api/v1/image/tile/{}/{}/{}/{}/{}': 'Map tiles',
  '/api/v1/legend/{}/{}': 'Map legends',
  '/api/v1/symbol/{}': 'Map symbols',
  '/api/v1/air-quality/forecast/hourly/{}': 'Air quality, hourly',
  '/api/v1/air-quality/forecast/daily/{}': 'Air quality, daily',
  '/api/v1/pollen/forecast/hourly/{}': 'Pollen, hourly',
  '/api/v1/pollen/forecast/daily/{}': 'Pollen, daily',
  '/api/v1/climate/monthly/{}': 'Climate normals, monthly',
  '/api/v1/climate/daily/{}': 'Climate normals, daily',
  '/api/v1/warning/types': 'Warning types',
  '/api/v1/warning/{}': 'Weather warnings',
  '/api/v1/marine/forecast/hourly/{}': 'Marine forecast, hourly',
  '/api/v1/marine/forecast/daily/{}': 'Marine forecast, daily',
  '/api/v1/ski/current/{}': 'Ski resorts',
  '/api/v1/agriculture/forecast/hourly/{}': 'Agriculture forecast, hourly',
  '/api/v1/agriculture/forecast/daily/{}': 'Agriculture forecast, daily',
  '/api/v1/history': 'Weather history',
  '/api/v1/energy/forecast/hourly/{}': 'Energy forecast, hourly',
  '/api/v1/energy/forecast/15minutely/{}': 'Energy forecast, 15-minute',
  '/api/v1/hurricane/current': 'Hurricanes',
  '/api/v1/lightning/flashes': 'Lightning',
  '/authorize/token': 'Token requests',
  '/authorize/key': 'API key lists',
  '/authorize/key/{}': 'API key deletions',
  '/usage/day/{}': 'Usage reports, daily',
  '/usage/month/{}': 'Usage reports, monthly',
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
  return text === '' ? 'Other requests' : text.charAt(0).toUpperCase() + text.slice(1);
}

export function endpointName(template: string): string {
  const shape = shapeOf(template);
  return names[shape] ?? readableFallback(shape);
}
