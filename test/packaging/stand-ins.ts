// Stand-ins for what electron-builder would download: the Electron distribution and fpm.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FuseV1Options } from '@electron/fuses';

/** @electron/fuses' SENTINEL (node_modules/@electron/fuses/dist/constants.js), which it does not export. */
export const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * The fuse wire of an unflipped Electron 45 binary, one ASCII char per fuse in FuseV1Options order:
 * Electron's documented defaults ('1' on, '0' off).
 */
export const electronDefaultFuses: Record<FuseV1Options, '0' | '1'> = {
  [FuseV1Options.RunAsNode]: '1',
  [FuseV1Options.EnableCookieEncryption]: '0',
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: '1',
  [FuseV1Options.EnableNodeCliInspectArguments]: '1',
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: '0',
  [FuseV1Options.OnlyLoadAppFromAsar]: '0',
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: '0',
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: '1',
  [FuseV1Options.WasmTrapHandlers]: '1',
};

/**
 * An unpacked Linux Electron distribution, laid out like the electron-v45-linux-x64.zip that
 * electron-builder would download: `electron` (renamed to the app's executable when packed),
 * chrome-sandbox, the licences and `version`. The executable is no ELF binary, only a file that
 * carries the fuse wire where @electron/fuses looks for it: the sentinel, the wire version (1), the
 * wire length, then one byte per fuse.
 */
export async function makeElectronDist(dir: string, version: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const wire = Object.values(electronDefaultFuses).join('');
  const executable = Buffer.concat([
    Buffer.from(`#!/bin/sh\n# Stand-in for Electron ${version}: carries the fuse wire, runs nothing.\nexit 1\n`),
    Buffer.from(fuseSentinel),
    Buffer.from([1, wire.length]),
    Buffer.from(wire),
    Buffer.from('\n'),
  ]);
  await writeFile(join(dir, 'electron'), executable, { mode: 0o755 });
  await writeFile(join(dir, 'chrome-sandbox'), '', { mode: 0o755 });
  await writeFile(join(dir, 'LICENSE'), 'Stand-in for Electron\'s LICENSE\n');
  await writeFile(join(dir, 'LICENSES.chromium.html'), '<p>Stand-in for Chromium\'s licences</p>\n');
  await writeFile(join(dir, 'version'), `${version}\n`);
  return dir;
}

/** What the stand-in fpm was asked to do, as fpm would read its command line. */
export interface FpmInvocation {
  argv: string[];
  /** Each option's values in order (`-d` appears once per dependency). */
  options: Record<string, string[]>;
  /** Options without a value (`--force`). */
  flags: string[];
  /** The `source=destination` arguments: what goes where in the package. */
  mappings: { source: string; destination: string }[];
}

/**
 * A stand-in for fpm (electron-builder downloads fpm from GitHub; CUSTOM_FPM_PATH points it here).
 * It parses the command line the way fpm does (options, then `source=destination` paths), records
 * it, copies the files it is handed before electron-builder deletes its temporary copies (the
 * after-install and after-remove scripts, and every mapped file: the desktop entry and the icon
 * land under files/<destination>), then writes the `--package` file and exits 0, as fpm does.
 */
export async function makeFpm(dir: string, captureDir: string): Promise<string> {
  await mkdir(join(captureDir, 'files'), { recursive: true });
  const script = `#!${process.execPath}
'use strict';
const { copyFileSync, mkdirSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const capture = ${JSON.stringify(captureDir)};
const argv = process.argv.slice(2);
const valueless = new Set(['--force', '--debug', '--verbose']);
const options = {};
const flags = [];
const mappings = [];
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  if (valueless.has(arg)) flags.push(arg);
  else if (arg.startsWith('-')) (options[arg] ??= []).push(argv[++i]);
  else {
    const at = arg.indexOf('=');
    mappings.push({ source: arg.slice(0, at), destination: arg.slice(at + 1) });
  }
}
writeFileSync(join(capture, 'invocation.json'), JSON.stringify({ argv, options, flags, mappings }, null, 2));
for (const name of ['--after-install', '--after-remove']) {
  for (const file of options[name] ?? []) copyFileSync(file, join(capture, name.slice(2)));
}
for (const { source, destination } of mappings) {
  if (!statSync(source).isFile()) continue;
  const copy = join(capture, 'files', destination);
  mkdirSync(dirname(copy), { recursive: true });
  copyFileSync(source, copy);
}
const output = options['--package'][0];
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, 'stand-in deb\\n');
`;
  await mkdir(dir, { recursive: true });
  // .cjs: the script must stay CommonJS wherever the temporary folder is.
  const path = join(dir, 'fpm.cjs');
  await writeFile(path, script);
  await chmod(path, 0o755);
  return path;
}

export async function readFpmInvocation(captureDir: string): Promise<FpmInvocation> {
  return JSON.parse(await readFile(join(captureDir, 'invocation.json'), 'utf8')) as FpmInvocation;
}
