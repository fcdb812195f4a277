// Native modules (keytar) must be compiled for the runtime that loads them: Node for tests and the
// browser host, Electron for the desktop app. This rebuilds only when the target changes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const target = process.argv[2];
if (target !== 'node' && target !== 'electron') {
  console.error('usage: node scripts/ensure-native.mjs node|electron');
  process.exit(2);
}

const marker = new URL('../node_modules/.weatherglass-native-target', import.meta.url);
let built = 'node'; // what `npm ci` builds for
try {
  built = readFileSync(marker, 'utf8').trim();
} catch {
  // No marker: node_modules is as npm ci left it.
}

if (built !== target) {
  console.log(`Rebuilding native modules for ${target}...`);
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (target === 'electron') execFileSync(npx, ['electron-builder', 'install-app-deps'], { stdio: 'inherit' });
  else execFileSync(npm, ['rebuild', 'keytar'], { stdio: 'inherit' });
  writeFileSync(marker, `${target}\n`);
}
