import { wholeDegrees } from '@shared/views/whole-degrees';
import { glyphWidth, trayFonts, type BitmapFont, type GlyphName } from './bitmap-fonts';

/**
 * The square sizes the OSes ask for: 16/22/24 at 1x, 32/44/48 at 2x, 64 for the largest; 20 and 24
 * are a 16 px icon at Windows' 125 % and 150 %, 48 at 300 %.
 */
export const trayIconSizes = [16, 20, 22, 24, 32, 44, 48, 64] as const;
export type TrayIconSize = (typeof trayIconSizes)[number];

export interface TrayIconLayout {
  font: BitmapFont;
  scale: number;
  glyphs: GlyphName[];
  /** Top-left corner of the text in the icon, in pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Pixels between glyphs, before scaling. */
const spacing = 1;

function textWidth(font: BitmapFont, glyphs: readonly GlyphName[]): number {
  return glyphs.reduce((sum, glyph) => sum + glyphWidth(font, glyph), 0) + spacing * Math.max(0, glyphs.length - 1);
}

/** The rounded temperature as glyphs, or undefined when there is no usable value. */
function digitsOf(temperature: number | null): GlyphName[] | undefined {
  if (temperature === null || !Number.isFinite(temperature)) return undefined;
  return [...String(wholeDegrees(temperature))] as GlyphName[];
}

/**
 * Each icon size has one text scale, so the text keeps its size as the temperature changes; only
 * a reading too wide for the bold font steps down to a narrower font, then to a smaller scale.
 */
const baseScale = (size: TrayIconSize) => Math.max(1, Math.floor(size / 16));

function firstFit(glyphs: readonly GlyphName[], size: TrayIconSize): Omit<TrayIconLayout, 'left' | 'top'> | undefined {
  for (let scale = baseScale(size); scale >= 1; scale -= 1) {
    for (const font of trayFonts) {
      const width = textWidth(font, glyphs) * scale;
      const height = font.height * scale;
      if (width <= size && height <= size) return { font, scale, glyphs: [...glyphs], width, height };
    }
  }
  return undefined;
}

/**
 * What to draw and where: the rounded temperature with a degree sign, centred. The degree sign is
 * dropped only when no font fits it (readings below -99 at 16 px); a reading with no room even
 * then, or no reading, shows a dash.
 */
export function layoutTrayIcon(temperature: number | null, size: TrayIconSize): TrayIconLayout {
  const digits = digitsOf(temperature);
  const fit =
    (digits === undefined ? undefined : (firstFit([...digits, '°'], size) ?? firstFit(digits, size))) ?? firstFit(['—'], size);
  if (fit === undefined) throw new Error(`tray icon: nothing fits in ${size} px`);
  return { ...fit, left: Math.floor((size - fit.width) / 2), top: Math.floor((size - fit.height) / 2) };
}
