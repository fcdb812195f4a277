import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/**
 * Only the Electron glue may import 'electron': in plain Node the module tries to download the
 * Electron binary and throws, and everything else must run (and be tested) without it.
 */
export const electronGlueFiles = ['src/main/*.ts', 'src/preload/**/*.ts', 'test/main/*.ts'];

const electronImportMessage =
  "Only the Electron glue (src/main/*.ts, src/preload) may import 'electron'; inject what core needs instead.";

export const electronImportBan = {
  'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: electronImportMessage }] }],
  'no-restricted-syntax': [
    'error',
    { selector: "ImportExpression[source.value='electron']", message: electronImportMessage },
    {
      selector: "CallExpression[callee.name='require'][arguments.0.value='electron']",
      message: electronImportMessage,
    },
  ],
};

const htmlStringMessage =
  'Text from the service or the user must stay text: build elements and set textContent (the windows’ CSP requires Trusted Types, so an HTML string throws).';

/** The DOM's ways to write a string as HTML, which the windows never use. */
export const htmlStringBan = {
  'no-restricted-properties': ['error', ...['innerHTML', 'outerHTML', 'insertAdjacentHTML'].map((property) => ({ property, message: htmlStringMessage }))],
  'svelte/no-at-html-tags': 'error',
};

export default tseslint.config(
  // The build bundles each Vite config into a file beside it while it runs, which the tests' lint may meet.
  { ignores: ['**/*.config.ts.*.mjs', 'out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.vitest-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...electronImportBan,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { projectService: false, extraFileExtensions: ['.svelte'], parser: tseslint.parser, svelteConfig },
    },
  },
  {
    files: ['src/renderer/**', 'src/browser-host/client/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...htmlStringBan,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: electronImportMessage }],
          patterns: [
            { group: ['**/main/**', '@main/*', '**/service/**', '@service/*', '**/browser-host/*', '!**/browser-host/client/**'], message: 'Windows reach the main process only through window.weatherglass.' },
            { group: ['node:*'], message: 'Renderer code runs in a sandboxed browser page.' },
          ],
        },
      ],
    },
  },
  {
    files: electronGlueFiles,
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
);
