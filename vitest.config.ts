import { svelte } from '@sveltejs/vite-plugin-svelte';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

const alias = pathAliases();

/** Safety nets, not speed goals: booting a core loads the gazetteer and the synthetic atmosphere, which takes seconds when other work keeps the CPU busy. */
const nodeTimeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

const everyInterfaceLanguage = 'test/support/every-interface-language.ts';
const durationFormat = 'test/support/intl-duration-format.ts';

/** Tests below test/main/core that replace modules (vi.mock) or the clock: they need modules of their own. */
const moduleReplacingTests = ['test/main/core/auth/safe-storage-secret-store.test.ts', 'test/main/core/schedule/clock.test.ts'];

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine is half of it: the tests wait on
    // computation (the synthetic atmosphere), not on the runner.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // The files share a worker's modules: the service's gazetteer and atmosphere tables are made
          // once per worker instead of once per file, and nothing is imported twice. The files that
          // replace modules (a faked Electron, mocks) run apart, in the isolated project below.
          isolate: false,
          ...nodeTimeouts,
          setupFiles: [durationFormat, everyInterfaceLanguage],
          include: ['test/main/core/**/*.test.ts', 'test/shared/**/*.test.ts', 'test/service/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/lint/**/*.test.ts'],
          exclude: moduleReplacingTests,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node-isolated',
          environment: 'node',
          ...nodeTimeouts,
          setupFiles: [durationFormat, everyInterfaceLanguage],
          // Inlined so that vi.mock('electron') reaches electron-store's own import of it.
          server: { deps: { inline: ['electron-store'] } },
          include: ['test/main/*.test.ts', ...moduleReplacingTests],
        },
      },
      {
        plugins: [svelte()],
        resolve: { alias, conditions: ['browser'] },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // A worker's files share one jsdom and its modules instead of a fresh one each: no renderer
          // test replaces a module, and the files pass in any order (--sequence.shuffle.files).
          isolate: false,
          setupFiles: [durationFormat, everyInterfaceLanguage],
          include: ['test/renderer/**/*.svelte.test.ts'],
        },
      },
      {
        // Builds the Linux packages with electron-builder against a stand-in Electron, from the
        // `npm run build` output in out/ (npm run test:packaging). Generous timeouts: a busy machine
        // packs slowly.
        resolve: { alias },
        test: {
          name: 'packaging',
          environment: 'node',
          include: ['test/packaging/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 900_000,
        },
      },
      {
        // Needs a Secret Service: run through scripts/with-keyring.sh (npm run test:keychain).
        resolve: { alias },
        test: {
          name: 'keychain',
          environment: 'node',
          include: ['test/keychain/**/*.test.ts'],
          // One keyring for all: a file that locks it must not run beside one that reads it.
          fileParallelism: false,
        },
      },
    ],
  },
});
