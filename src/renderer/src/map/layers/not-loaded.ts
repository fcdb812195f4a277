import type { InterfaceLanguage } from '@shared/i18n/languages';
import { textDirection } from '@shared/i18n/languages';
import { notLoadedMessages, type MapRefusal } from '@shared/views/map-refusal';
import { mapText } from '../text';

/** Where the daily requests and the map's share are set: the dashboard's Settings, opened as other windows open it. */
export const settingsPage = './dashboard.html#settings';

/** What a tile, the legend and the layer picker say when main refuses the map new images today. */
export interface NotLoadedWords {
  message: string;
  /** The way to allow more: a link to `settingsPage`. */
  action: string;
}

/**
 * The spent state in the map window's words (`notLoadedMessages`): every place that says it asks
 * here, in the interface language (`t`, the map's words in another language where a caller names one).
 */
export function notLoadedWords(refusal: MapRefusal, t: typeof mapText = mapText): NotLoadedWords {
  return { message: t(notLoadedMessages[refusal]), action: t('allowMoreInSettings') };
}

/**
 * The light theme's card, text and outline. A picture cannot read the page's colours, so the dark
 * theme turns it round with a filter (`map.css`, `.wg-not-loaded`): a theme change needs no new picture.
 */
const ink = { text: '#1b1f24', ground: '#ffffff', edge: '#8a949e' } as const;

/** The class a tile showing the picture carries. */
export const notLoadedTileClass = 'wg-not-loaded';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/**
 * A tile's picture saying it was not loaded: a calm card with the words, wrapped and set in the
 * interface's direction by the browser (an SVG's HTML island), on a dashed outline of the tile. A
 * picture because a tile is an <img>: Leaflet places, scales and drops it as it would the weather.
 */
export function notLoadedTilePicture(message: string, language: InterfaceLanguage, size = 256): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect x="0.5" y="0.5" width="${size - 1}" height="${size - 1}" fill="none" stroke="${ink.edge}" stroke-dasharray="6 6"/>` +
    `<foreignObject x="20" y="${size / 2 - 60}" width="${size - 40}" height="120">` +
    `<div xmlns="http://www.w3.org/1999/xhtml" lang="${language}" dir="${textDirection(language)}" style="box-sizing:border-box;max-height:120px;overflow:hidden;padding:6px 9px;border-radius:6px;` +
    `background:${ink.ground};color:${ink.text};font:13px/1.3 system-ui,sans-serif;text-align:center">${escapeXml(message)}</div>` +
    `</foreignObject></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
