import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pathAliases } from '../../path-aliases';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the browser host's bridge as one classic script, so it can run before the page's modules. */
export default defineConfig({
  root: projectRoot,
  publicDir: false,
  resolve: { alias: pathAliases() },
  build: {
    outDir: 'out/browser-host',
    emptyOutDir: true,
    sourcemap: false,
    lib: {
      entry: 'src/browser-host/client/bridge.ts',
      formats: ['iife'],
      // Required for IIFE builds; the bridge exports nothing, so no such global is created.
      name: 'weatherglassBridge',
      fileName: () => 'bridge.js',
    },
  },
});
