// Draws the static tray images in resources/: the sun the tray shows until the first temperature,
// at the scales a 16 px tray icon is shown at (Electron picks `@1.25x`… beside tray.png by the
// display's scale), and the black macOS template pair. Run after changing the drawing:
//   node scripts/tray-images.mjs
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const sunColour = [247, 169, 28];
const templateColour = [0, 0, 0];
/** Supersampling per pixel edge: smooth edges at every size without a drawing library. */
const samples = 8;

/** Whether a point of the 16-unit design (centre 8,8) is inside the sun: a disc and eight rays. */
/** @param {number} x @param {number} y */
function insideSun(x, y) {
  const dx = x - 8;
  const dy = y - 8;
  const radius = Math.hypot(dx, dy);
  if (radius <= 3.4) return true;
  if (radius < 4.9 || radius > 7.6) return false;
  const angle = Math.atan2(dy, dx);
  const nearestRay = Math.round(angle / (Math.PI / 4)) * (Math.PI / 4);
  return Math.abs(Math.sin(angle - nearestRay) * radius) <= 0.7;
}

/** @param {number} size @param {number[]} colour */
function drawSun(size, colour) {
  const png = new PNG({ width: size, height: size });
  const unit = 16 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          if (insideSun((px + (sx + 0.5) / samples) * unit, (py + (sy + 0.5) / samples) * unit)) covered += 1;
        }
      }
      const offset = (py * size + px) * 4;
      png.data.set([...colour, Math.round((255 * covered) / samples ** 2)], offset);
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

/** @type {Array<[string, number]>} File name suffix and scale of a 16 px icon. */
const trayImageScales = [
  ['', 1],
  ['@1.25x', 1.25],
  ['@1.5x', 1.5],
  ['@2x', 2],
  ['@3x', 3],
];
/** @type {Array<[string, number]>} macOS menu bars are 1x or 2x. */
const templateImageScales = [
  ['', 1],
  ['@2x', 2],
];

for (const [suffix, scale] of trayImageScales) writeFileSync(`resources/tray${suffix}.png`, drawSun(16 * scale, sunColour));
for (const [suffix, scale] of templateImageScales) writeFileSync(`resources/trayTemplate${suffix}.png`, drawSun(16 * scale, templateColour));
