import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderTrayIcon, trayTextColour, type PanelShade } from '@main/core/tray/render-tray-icon';
import { layoutTrayIcon, trayIconSizes, type TrayIconSize } from '@main/core/tray/tray-icon-layout';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Decoded {
  png: PNG;
  alpha(x: number, y: number): number;
  rgb(x: number, y: number): [number, number, number];
  /** Bounding box of the opaque pixels, inclusive. */
  box(): Box;
  lit(): number;
}

function decode(bytes: Buffer): Decoded {
  const png = PNG.sync.read(bytes);
  const at = (x: number, y: number) => (y * png.width + x) * 4;
  const alpha = (x: number, y: number) => png.data[at(x, y) + 3] ?? -1;
  const opaque: [number, number][] = [];
  for (let y = 0; y < png.height; y += 1) for (let x = 0; x < png.width; x += 1) if (alpha(x, y) > 0) opaque.push([x, y]);
  return {
    png,
    alpha,
    rgb: (x, y) => [png.data[at(x, y)] ?? -1, png.data[at(x, y) + 1] ?? -1, png.data[at(x, y) + 2] ?? -1],
    box: () => ({
      left: Math.min(...opaque.map(([x]) => x)),
      top: Math.min(...opaque.map(([, y]) => y)),
      right: Math.max(...opaque.map(([x]) => x)),
      bottom: Math.max(...opaque.map(([, y]) => y)),
    }),
    lit: () => opaque.length,
  };
}

const icon = (temperature: number | null, size: TrayIconSize, panel: PanelShade = 'dark') => decode(renderTrayIcon({ temperature, panel, size }));
const width = (box: Box) => box.right - box.left + 1;
const height = (box: Box) => box.bottom - box.top + 1;
const panels: PanelShade[] = ['dark', 'light'];

describe('renderTrayIcon', () => {
  it.each(trayIconSizes.flatMap((size) => panels.map((panel) => [size, panel] as const)))(
    'draws %i px for a %s panel: square, transparent around, text in the panel colour',
    (size, panel) => {
      const image = icon(-12, size, panel);
      expect([image.png.width, image.png.height]).toEqual([size, size]);
      for (const [x, y] of [[0, 0], [size - 1, 0], [0, size - 1], [size - 1, size - 1]] as const) expect(image.alpha(x, y)).toBe(0);
      expect(image.lit()).toBeGreaterThan(size);
      const colours = new Set<string>();
      for (let y = 0; y < size; y += 1) {
        for (let x = 0; x < size; x += 1) {
          const alpha = image.alpha(x, y);
          colours.add(alpha === 0 ? 'transparent' : `${image.rgb(x, y).join(',')},${alpha}`);
        }
      }
      expect([...colours].sort()).toEqual([`${trayTextColour[panel].join(',')},255`, 'transparent'].sort());
    },
  );

  it('uses light text for dark panels and dark text for light ones', () => {
    expect(trayTextColour.dark.every((channel) => channel >= 200)).toBe(true);
    expect(trayTextColour.light.every((channel) => channel <= 60)).toBe(true);
  });

  it.each(trayIconSizes)('centres the text at %i px', (size) => {
    for (const temperature of [5, 23, -12, 104, null]) {
      const box = icon(temperature, size).box();
      expect(Math.abs(box.left - (size - 1 - box.right))).toBeLessThanOrEqual(1);
      expect(Math.abs(box.top - (size - 1 - box.bottom))).toBeLessThanOrEqual(1);
    }
  });

  it.each(trayIconSizes)("draws '-12°' wider than '5°' at %i px", (size) => {
    expect(width(icon(-12, size).box())).toBeGreaterThan(width(icon(5, size).box()));
  });

  it('keeps one-, two-digit and negative one-digit readings at least 9 px tall at 16 px', () => {
    for (const temperature of [0, 5, 23, 99, -5]) expect(height(icon(temperature, 16).box())).toBeGreaterThanOrEqual(9);
  });

  it('draws larger icons larger', () => {
    expect(height(icon(23, 32).box())).toBeGreaterThanOrEqual(2 * height(icon(23, 16).box()));
    expect(height(icon(23, 64).box())).toBeGreaterThanOrEqual(4 * height(icon(23, 16).box()));
  });

  it('raises the degree sign to the top right of the digits', () => {
    const image = icon(5, 16);
    const box = image.box();
    const rightmost: number[] = [];
    for (let y = box.top; y <= box.bottom; y += 1) if (image.alpha(box.right, y) === 255) rightmost.push(y);
    expect(rightmost.length).toBeGreaterThan(0);
    expect(Math.max(...rightmost)).toBeLessThan(box.top + height(box) / 2);
  });

  it.each([null, Number.NaN, Number.POSITIVE_INFINITY, 12_345])('draws a dash for %s', (temperature) => {
    const image = icon(temperature, 16);
    const box = image.box();
    expect(height(box)).toBe(1);
    expect(width(box)).toBeGreaterThanOrEqual(5);
    expect(image.lit()).toBe(width(box));
  });

  it('rounds the reading, never drawing -0', () => {
    expect(renderTrayIcon({ temperature: -0.4, panel: 'dark', size: 16 })).toEqual(renderTrayIcon({ temperature: 0, panel: 'dark', size: 16 }));
    expect(renderTrayIcon({ temperature: 22.6, panel: 'dark', size: 16 })).toEqual(renderTrayIcon({ temperature: 23, panel: 'dark', size: 16 }));
    expect(renderTrayIcon({ temperature: 22.4, panel: 'dark', size: 16 })).not.toEqual(renderTrayIcon({ temperature: 23, panel: 'dark', size: 16 }));
  });
});

describe('layoutTrayIcon', () => {
  const readings = Array.from({ length: 191 }, (_, index) => index - 60);

  it.each(trayIconSizes)('fits every reading from -60 to 130 with its degree sign at %i px', (size) => {
    for (const temperature of readings) {
      const layout = layoutTrayIcon(temperature, size);
      expect(layout.glyphs.at(-1)).toBe('°');
      expect(layout.width).toBeLessThanOrEqual(size);
    }
  });

  it('drops the degree sign only where no font fits it: -128 at 16 px, but not at 32', () => {
    expect(layoutTrayIcon(-128, 16).glyphs).toEqual(['-', '1', '2', '8']);
    expect(layoutTrayIcon(-128, 32).glyphs).toEqual(['-', '1', '2', '8', '°']);
    expect(layoutTrayIcon(-99, 16).glyphs).toEqual(['-', '9', '9', '°']);
  });

  it('keeps the text size of a size the same as the temperature changes, where it fits', () => {
    const heights = new Set([-9, 0, 5, 23, 99].map((temperature) => layoutTrayIcon(temperature, 16).height));
    expect([...heights]).toEqual([9]);
  });
});
