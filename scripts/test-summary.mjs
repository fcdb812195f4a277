// Adds up the JSON reports of every test run into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// The results folder is an argument so the summary's own test can hand it a made-up one.
const dir = process.argv[2] === undefined ? new URL('../.test-results/', import.meta.url) : pathToFileURL(`${process.argv[2].replace(/[\\/]?$/, '')}/`);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Steps that could not run here, with why: listed, never counted as passed. */
const notRun = [];

for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
  if (name.startsWith('not-run-')) {
    notRun.push(`${report.step}: ${report.reason}`);
  } else if (name.startsWith('vitest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else if (name.startsWith('playwright')) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

const notRunText = notRun.length === 0 ? '' : `, ${notRun.length} not run (${notRun.join('; ')})`;
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped${notRunText}`);
const phasesFile = new URL('phases.tsv', dir);
const phases = (existsSync(phasesFile) ? readFileSync(phasesFile, 'utf8') : '')
  .trim()
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => line.split('\t'));
const total = phases.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
console.log(`Time: ${total} s (${phases.map(([name, seconds]) => `${name} ${seconds} s`).join(', ')})`);
if (failed > 0 || passed === 0) process.exit(1);
