import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface WorkflowStep {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
}
interface Workflow {
  jobs: Record<string, { 'runs-on': string; strategy: { matrix: { include: Array<{ os: string; chromium: string }> } }; steps: WorkflowStep[] }>;
}

const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as Workflow;
const job = workflow.jobs.test;
const runs = (job?.steps ?? []).map((step) => step.run ?? '');

describe('the CI workflow', () => {
  it('runs on Linux, Windows and macOS, each with a Chrome for the end-to-end tests', () => {
    expect(job?.['runs-on']).toBe('${{ matrix.os }}');
    expect(job?.strategy.matrix.include.map(({ os }) => os).sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest']);
    for (const { chromium } of job?.strategy.matrix.include ?? []) expect(chromium).toMatch(/chrome/i);
  });

  it('builds, runs every test, the Electron tests (under Xvfb on Linux) and the installers, in that order', () => {
    const order = ['npm run build', 'npm test', 'xvfb-run -a npm run test:electron', 'npm run dist'].map((command) => runs.indexOf(command));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(runs).toContain('npm run test:electron');
  });

  it('keeps the installers of each system as artifacts, and fails when there are none', () => {
    const upload = job?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact') && step.with?.path?.includes('dist/'));
    expect(upload?.with?.path).toMatch(/\.AppImage[\s\S]*\.deb[\s\S]*\.dmg[\s\S]*\.exe/);
    expect(upload?.with?.['if-no-files-found']).toBe('error');
  });
});
