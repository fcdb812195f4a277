// What each window downloads: the JS and CSS its HTML links (scripts, module preloads, stylesheets)
// and the chunks those scripts import later (none today: the map's base map is data it fetches), gzipped; and, apart,
// the words of one language other than English (German), which a window speaking it loads before it
// mounts. The popup's goal is at most 90 KB of gzipped JS; its share of the heaviest window is
// printed as a ratio.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const rendererDir = 'out/renderer';
export const windowNames = ['popup', 'dashboard', 'map'] as const;
const popupJsGoalBytes = 90 * 1000;

export interface WindowBundle {
  name: string;
  jsGzip: number;
  cssGzip: number;
  lazyJsGzip: number;
  germanGzip: number;
}

function htmlAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
}

/** Chunks a script imports, statically or with import(); paths are relative to the importing file. */
function importedChunks(asset: string, source: string): string[] {
  // Minified imports quote with backticks.
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => posix.normalize(posix.join(posix.dirname(asset), specifier)));
}

function gzipSize(asset: string): number {
  return gzipSync(readFileSync(join(rendererDir, asset))).length;
}

/** The window's scripts and styles at load, and the chunks reachable from them that load only later. */
export function measureWindow(name: string): WindowBundle {
  const linked = new Set(htmlAssets(readFileSync(join(rendererDir, `${name}.html`), 'utf8')));
  const reachable = new Set(linked);
  const queue = [...linked].filter((asset) => asset.endsWith('.js'));
  while (queue.length > 0) {
    const asset = queue.pop() ?? '';
    for (const chunk of importedChunks(asset, readFileSync(join(rendererDir, asset), 'utf8'))) {
      if (reachable.has(chunk)) continue;
      reachable.add(chunk);
      queue.push(chunk);
    }
  }
  const sum = (assets: Iterable<string>) => [...assets].reduce((total, asset) => total + gzipSize(asset), 0);
  const js = [...linked].filter((asset) => asset.endsWith('.js'));
  const css = [...reachable].filter((asset) => asset.endsWith('.css'));
  const lazy = [...reachable].filter((asset) => asset.endsWith('.js') && !linked.has(asset));
  // Rollup names a language's chunk of an area after its file, messages/<area>/<language>.json.
  const wordsOf = (language: string) => lazy.filter((asset) => posix.basename(asset).startsWith(`${language}-`));
  const languageChunks = new Set(['de', 'fi', 'sv', 'fr', 'es'].flatMap(wordsOf));
  return {
    name,
    jsGzip: sum(js),
    cssGzip: sum(css),
    lazyJsGzip: sum(lazy.filter((asset) => !languageChunks.has(asset))),
    germanGzip: sum(wordsOf('de')),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KiB`;

export function printBundles(): WindowBundle[] {
  const bundles = windowNames.map(measureWindow);
  console.log('window      JS gzip      CSS gzip     later JS gzip  German words gzip');
  for (const bundle of bundles) {
    console.log(`${bundle.name.padEnd(10)} ${kib(bundle.jsGzip)}  ${kib(bundle.cssGzip)}  ${kib(bundle.lazyJsGzip)}     ${kib(bundle.germanGzip)}`);
  }
  const popup = bundles.find((bundle) => bundle.name === 'popup');
  const heaviest = Math.max(...bundles.map((bundle) => bundle.jsGzip + bundle.lazyJsGzip));
  if (popup !== undefined) {
    console.log(`popup JS: ${(popup.jsGzip / 1000).toFixed(1)} KB gzip of a ${popupJsGoalBytes / 1000} KB goal (${popup.jsGzip <= popupJsGoalBytes ? 'met' : 'MISSED'})`);
    console.log(`popup JS / heaviest window's JS (gzip): ${(popup.jsGzip / heaviest).toFixed(2)}`);
  }
  return bundles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printBundles();
