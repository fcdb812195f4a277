// What each window downloads at start: the built HTML plus every script, preload and stylesheet it
// links, raw and gzipped, with the tray popup's share of the heaviest window.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const rendererDir = 'out/renderer';
const windows = ['popup', 'dashboard', 'map'];

function linkedAssets(html: string): string[] {
  const references = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set(references)];
}

const sizes = windows.map((name) => {
  const html = readFileSync(join(rendererDir, `${name}.html`), 'utf8');
  const files = [Buffer.from(html), ...linkedAssets(html).map((asset) => readFileSync(join(rendererDir, asset)))];
  const raw = files.reduce((sum, file) => sum + file.length, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(file).length, 0);
  console.log(`${name.padEnd(10)} ${(raw / 1024).toFixed(1).padStart(7)} KiB raw  ${(gzip / 1024).toFixed(1).padStart(6)} KiB gzip  (${files.length} files)`);
  return { name, gzip };
});

const popup = sizes.find((size) => size.name === 'popup')?.gzip ?? 0;
const heaviest = Math.max(...sizes.map((size) => size.gzip));
console.log(`popup / heaviest window (gzip): ${(popup / heaviest).toFixed(2)}`);
