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

/**
 * Each window reaches main only through its own api module, typed with its own channels (as Signal
 * Desktop scopes each window): no other renderer code names the global, and a window's code never
 * imports another window's api module. Code shared by all windows uses lib/common-api.ts.
 */
export const windowApiModules = [
  'src/renderer/src/popup/api.ts',
  'src/renderer/src/dashboard/api.ts',
  'src/renderer/src/map/api.ts',
  'src/renderer/src/lib/common-api.ts',
];

const windowApiMessage =
  "Reach main through this window's own api module (popup/api.ts, dashboard/api.ts, map/api.ts; lib/common-api.ts in shared code), never through the global window.weatherglass.";

const rendererImportPatterns = [
  { group: ['**/main/**', '@main/*', '**/service/**', '@service/*', '**/browser-host/*', '!**/browser-host/client/**'], message: 'Windows reach the main process only through their api module (window.weatherglass).' },
  { group: ['node:*'], message: 'Renderer code runs in a sandboxed browser page.' },
];

/** Each renderer folder, and the window api modules its code must not import. */
const foreignWindowApis = {
  'src/renderer/src/popup/**': ['**/dashboard/api', '**/map/api'],
  'src/renderer/src/dashboard/**': ['**/popup/api', '**/map/api'],
  'src/renderer/src/map/**': ['**/popup/api', '**/dashboard/api'],
  'src/renderer/src/lib/**': ['**/popup/api', '**/dashboard/api', '**/map/api'],
};

function rendererImportBan(foreignApis = []) {
  const foreign = foreignApis.length === 0 ? [] : [{ group: foreignApis, message: "A window's code may not import another window's API: it would type-check calls main refuses that window." }];
  return ['error', { paths: [{ name: 'electron', message: electronImportMessage }], patterns: [...rendererImportPatterns, ...foreign] }];
}

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
    rules: { 'no-restricted-imports': rendererImportBan(), ...htmlStringBan },
  },
  ...Object.entries(foreignWindowApis).map(([folder, foreignApis]) => ({
    files: [folder],
    rules: { 'no-restricted-imports': rendererImportBan(foreignApis) },
  })),
  {
    files: ['src/renderer/**'],
    ignores: windowApiModules,
    rules: {
      'no-restricted-globals': ['error', { name: 'weatherglass', message: windowApiMessage }],
      'no-restricted-syntax': [
        ...electronImportBan['no-restricted-syntax'],
        { selector: "MemberExpression[property.name='weatherglass']", message: windowApiMessage },
        // Bracket access, Reflect.get, property descriptors: the name as a string, wherever it is written.
        { selector: "Literal[value='weatherglass']", message: windowApiMessage },
        { selector: "ObjectPattern > Property[key.name='weatherglass']", message: windowApiMessage },
      ],
    },
  },
  {
    files: electronGlueFiles,
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
);
