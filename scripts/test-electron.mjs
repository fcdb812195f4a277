// Runs the Electron tests (test/electron) against the built app, or says plainly why it cannot.
// electron's own index.js would try to download a missing binary, so its files are read instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = join(root, 'node_modules', 'electron');

/** The binary's path, or why there is none. */
function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return { why: 'node_modules/electron/path.txt is missing: the binary was never downloaded' };
  const binary = join(process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronDir, 'dist'), readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? { binary } : { why: `${binary} does not exist` };
}

const found = electronBinary();
const results = join(root, '.test-results');
mkdirSync(results, { recursive: true });
// Only this run's outcome is summed: a report from an earlier run never stands in for it.
rmSync(join(results, 'not-run-electron.json'), { force: true });
rmSync(join(results, 'playwright-electron.json'), { force: true });
if (found.binary === undefined) {
  console.log(`not run: no Electron binary (${found.why})`);
  // The summary lists these as not run, never as passed.
  writeFileSync(join(results, 'not-run-electron.json'), JSON.stringify({ step: 'electron', reason: `no Electron binary (${found.why})` }));
  process.exit(0);
}
if (!existsSync(join(root, 'out', 'main', 'index.js'))) {
  console.error('test:electron needs the built app: run npm run build first');
  process.exit(1);
}
const run = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.electron.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, WEATHERGLASS_ELECTRON_BINARY: found.binary },
});
process.exit(run.status ?? 1);
