import type { MapImageRequest } from './tile-request';

/** Cache entries are files named after what they hold; the extension marks a finished write. */
export const cacheFileExtension = '.tile';

const compactTime = (time: string): string => time.replace(/[-:]/g, '');

/**
 * The cache file name of a request. Every field was validated to letters, digits and dashes, and
 * fields are joined by `_`, so two different requests never share a name; nothing secret is part
 * of a request, so nothing secret reaches the cache directory.
 *
 * A frame whose time has passed is history and never changes, so its name leaves out the layer's
 * `updated` stamp and it is reused across analyses. A forecast frame is named with the stamp: when
 * capabilities report a newer analysis the map asks with the new stamp, misses, and fetches the
 * new frame, while the old file is never read again and ages out of the LRU.
 */
export function cacheFileName(request: MapImageRequest, now: Date): string {
  if (request.kind === 'legend') return `legend_${request.layerId}_${request.colorscheme}${cacheFileExtension}`;
  const isForecast = Date.parse(request.time) > now.getTime();
  const fields = [
    'tile',
    String(request.layerId),
    compactTime(request.time),
    request.colorscheme,
    String(request.z),
    String(request.x),
    String(request.y),
    request.windunit ?? '-',
    isForecast && request.updated !== undefined ? compactTime(request.updated) : '-',
  ];
  return `${fields.join('_')}${cacheFileExtension}`;
}
