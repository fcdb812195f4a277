// Every check the project has, in the order that fails fastest: `npm test`. Plain Node, so it runs
// where there is no bash (Windows). Summaries land in .test-results/, with each step's wall time in
// phases.tsv, which the closing line reports. `--only <step>` (repeatable) runs some of them.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
/**
 * @typedef {{ name?: string, command: string, args: string[] }} Command
 * @typedef {{ name: string, commands: Command[], notRunBecause?: string | null }} Step
 */

/** @param {string} name */
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=.test-results/vitest-${name}.json`];

/** Where a step cannot run, why; the summary lists it as not run, never as passed. */
/** @param {string} what */
const linuxOnly = (what) => (process.platform === 'linux' ? null : `${what} needs Linux, not ${process.platform}`);

/**
 * A step's commands run side by side when there are several (each takes one core); their output
 * follows in order once all are done.
 */
/** @type {Step[]} */
const steps = [
  {
    name: 'typecheck, lint, build',
    commands: [
      { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
      { name: 'lint', command: 'npm', args: ['run', 'lint'] },
      { name: 'build', command: 'npm', args: ['run', 'build'] },
    ],
  },
  { name: 'unit', commands: [{ command: 'npx', args: ['vitest', 'run', '--project', 'node', '--project', 'node-isolated', '--project', 'renderer', ...vitestJson('node')] }] },
  { name: 'packaging', commands: [{ command: 'npx', args: ['vitest', 'run', '--project', 'packaging', ...vitestJson('packaging')] }] },
  {
    name: 'keychain',
    // A private D-Bus session with a real gnome-keyring: Linux's Secret Service.
    notRunBecause: linuxOnly('the keychain tests drive a real gnome-keyring, which'),
    commands: [{ command: 'bash', args: ['scripts/with-keyring.sh', 'npx', 'vitest', 'run', '--project', 'keychain', ...vitestJson('keychain')] }],
  },
  { name: 'e2e', commands: [{ command: 'npx', args: ['playwright', 'test'] }] },
  { name: 'electron', commands: [{ command: 'node', args: ['scripts/test-electron.mjs'] }] },
];

const stepNames = steps.flatMap((step) => [step.name, ...step.commands.flatMap((command) => (command.name === undefined ? [] : [command.name]))]);
const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } }, strict: true });
const only = values.only ?? [];
const unknown = only.filter((name) => !stepNames.includes(name));
if (unknown.length > 0) {
  console.error(`npm test: no step named ${unknown.join(', ')}; the steps are: ${stepNames.join(' | ')}`);
  process.exit(2);
}
/** @param {string} name */
const wanted = (name) => only.length === 0 || only.includes(name);

/** Runs one command; its output goes to the terminal, or into a buffer when it runs beside others. */
/**
 * @param {Command} command
 * @param {boolean} captured
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function run({ command, args }, captured) {
  return new Promise((resolve) => {
    // npm and npx are .cmd files on Windows, which only a shell starts.
    const child = spawn(command, args, { cwd: root, shell: process.platform === 'win32', stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${command}: ${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

for (const step of steps) {
  const commands = step.commands.filter((command) => wanted(step.name) || (command.name !== undefined && wanted(command.name)));
  if (commands.length === 0) continue;
  if (step.notRunBecause) {
    console.log(`${step.name}: not run: ${step.notRunBecause}`);
    writeFileSync(join(results, `not-run-${step.name}.json`), JSON.stringify({ step: step.name, reason: step.notRunBecause }));
    continue;
  }
  const started = Date.now();
  const outcomes = await Promise.all(commands.map((command) => run(command, commands.length > 1)));
  /** @type {string[]} */
  const failed = [];
  outcomes.forEach((outcome, index) => {
    const name = commands[index]?.name ?? step.name;
    if (commands.length > 1) {
      writeFileSync(join(results, `${name}.log`), outcome.output);
      if (!outcome.ok) console.log(`${name} failed:`);
      process.stdout.write(outcome.output);
    }
    if (!outcome.ok) failed.push(name);
  });
  appendFileSync(join(results, 'phases.tsv'), `${step.name}\t${Math.round((Date.now() - started) / 1000)}\n`);
  if (failed.length > 0) {
    console.error(`npm test: stopped at ${failed.join(', ')}, which failed`);
    process.exit(1);
  }
}

const summary = await run({ command: 'node', args: ['scripts/test-summary.mjs'] }, false);
// Only the whole run must have passed tests: `--only typecheck` has none to count.
process.exit(summary.ok || only.length > 0 ? 0 : 1);
