import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { pathAliases } from './path-aliases';

const alias = pathAliases();

const placeDataFile = resolve('src/service/places/data/generated/places.bin');

/**
 * The demo service reads its gazetteer's prepared data (scripts/ensure-places.mjs) from
 * `generated/places.bin` beside its module: beside the main bundle once built. Checked before the
 * build starts, so a build without it stops with what to do rather than a file-system error.
 */
const placeData = {
  name: 'weatherglass-place-data',
  buildStart() {
    if (!existsSync(placeDataFile)) {
      throw new Error(`The place data is missing (${placeDataFile}). Run \`node scripts/ensure-places.mjs\` (npm run build does) to prepare it.`);
    }
  },
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string }) {
    this.emitFile({ type: 'asset', fileName: 'generated/places.bin', source: readFileSync(placeDataFile) });
  },
};

export default defineConfig({
  main: {
    resolve: { alias },
    plugins: [placeData],
    build: {
      // Bundled: main carries the country names' JSON table itself rather than importing it from node_modules at run
      // time, and only the part of zod it uses: zod's own entry loads all of it, its ~50 locales of messages among
      // it, about 2 MB of JS heap that an account's core kept for nothing.
      externalizeDeps: { exclude: ['i18n-iso-countries', 'zod'] },
      rollupOptions: {
        input: { index: resolve('src/main/index.ts') },
        // Demo mode imports the local service when its session opens, so the service is a chunk of its
        // own: beside index.js, not in chunks/, since it finds generated/places.bin beside itself.
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // Sandboxed preloads may only require('electron'): everything else is bundled into one CommonJS file
      // per window, each exposing only that window's functions. Isolated, since a shared chunk would be a
      // second file the sandboxed preload cannot require.
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: {
          popup: resolve('src/preload/popup.ts'),
          dashboard: resolve('src/preload/dashboard.ts'),
          map: resolve('src/preload/map.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    resolve: { alias },
    plugins: [svelte({ configFile: resolve('svelte.config.js') })],
    build: {
      minify: true,
      // One entry per window, so the tray popup never downloads the map's Leaflet or the dashboard's charts.
      rollupOptions: {
        input: {
          popup: resolve('src/renderer/popup.html'),
          dashboard: resolve('src/renderer/dashboard.html'),
          map: resolve('src/renderer/map.html'),
        },
      },
    },
  },
});
