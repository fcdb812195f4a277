import { PNG } from 'pngjs';
import { layoutTrayIcon, type TrayIconLayout, type TrayIconSize } from './tray-icon-layout';
import { glyphWidth } from './bitmap-fonts';

export type PanelShade = 'dark' | 'light';

export interface TrayIconInput {
  /** In the unit the user chose; the icon shows the number only, the tooltip names the unit. */
  temperature: number | null;
  panel: PanelShade;
  size: TrayIconSize;
}

/**
 * Light text for dark panels, black for light ones. Black with alpha is also what a macOS template
 * image wants, so the glue can mark the light-panel icon as a template there.
 */
export const trayTextColour: Record<PanelShade, readonly [number, number, number]> = {
  dark: [255, 255, 255],
  light: [0, 0, 0],
};

function paint(png: PNG, layout: TrayIconLayout, colour: readonly [number, number, number]): void {
  const { font, scale } = layout;
  let penX = layout.left;
  for (const glyph of layout.glyphs) {
    font.glyphs[glyph].forEach((row, rowIndex) => {
      [...row].forEach((cell, column) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const offset = ((layout.top + rowIndex * scale + dy) * png.width + penX + column * scale + dx) * 4;
            png.data[offset] = colour[0];
            png.data[offset + 1] = colour[1];
            png.data[offset + 2] = colour[2];
            png.data[offset + 3] = 255;
          }
        }
      });
    });
    penX += (glyphWidth(font, glyph) + 1) * scale;
  }
}

/** The tray icon as PNG bytes: the temperature in a pixel font on a transparent square. */
export function renderTrayIcon({ temperature, panel, size }: TrayIconInput): Buffer {
  const png = new PNG({ width: size, height: size, fill: true });
  png.data.fill(0);
  paint(png, layoutTrayIcon(temperature, size), trayTextColour[panel]);
  return PNG.sync.write(png, { colorType: 6 });
}
