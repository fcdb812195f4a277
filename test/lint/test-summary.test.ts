import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function summarise(files: Record<string, unknown>): { lines: string[]; status: number | null } {
  const dir = mkdtempSync(join(tmpdir(), 'wg-summary-'));
  made.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  const run = spawnSync(process.execPath, ['scripts/test-summary.mjs', dir], { encoding: 'utf8' });
  return { lines: run.stdout.trim().split('\n'), status: run.status };
}

test('a step that could not run is listed as not run with its reason, never counted as passed', () => {
  const { lines, status } = summarise({
    'vitest-node.json': { numPassedTests: 3, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 },
    'not-run-electron.json': { step: 'electron', reason: 'no Electron binary (path.txt is missing)' },
    'phases.tsv': 'unit\t4\nelectron\t0\n',
  });
  expect(lines[0]).toBe('Tests: 3 passed, 0 failed, 1 skipped, 1 not run (electron: no Electron binary (path.txt is missing))');
  expect(lines[1]).toBe('Time: 4 s (unit 4 s, electron 0 s)');
  expect(status).toBe(0);
});

test('where Electron ran, its Playwright report is counted like the browser one, and a failure in it fails the run', () => {
  const { lines, status } = summarise({
    'playwright.json': { stats: { expected: 5, flaky: 0, unexpected: 0, skipped: 0 } },
    'playwright-electron.json': { stats: { expected: 5, flaky: 0, unexpected: 1, skipped: 0 } },
    'phases.tsv': 'e2e\t9\nelectron\t30\n',
  });
  expect(lines[0]).toBe('Tests: 10 passed, 1 failed, 0 skipped');
  expect(status).toBe(1);
});

test('nothing but steps that did not run is a failed run', () => {
  const { lines, status } = summarise({
    'not-run-electron.json': { step: 'electron', reason: 'no Electron binary' },
    'phases.tsv': 'electron\t0\n',
  });
  expect(lines[0]).toBe('Tests: 0 passed, 0 failed, 0 skipped, 1 not run (electron: no Electron binary)');
  expect(status).toBe(1);
});

test('npm test names its steps when asked for one it does not have, and runs nothing', () => {
  // An unknown step is refused before .test-results is cleared, so this is safe inside npm test itself.
  const run = spawnSync(process.execPath, ['scripts/test.mjs', '--only', 'benchmarks'], { encoding: 'utf8' });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('no step named benchmarks');
  expect(run.stderr).toContain('typecheck | lint | build | unit | packaging | keychain | e2e | electron');
});
