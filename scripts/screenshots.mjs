// `npm run screenshots`: renders the README's pictures into docs/screenshots. A Node wrapper rather
// than `VAR=value playwright …` in package.json, which cmd.exe and PowerShell do not understand.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const run = spawnSync(process.execPath, [cli, 'test', 'test/e2e/accessibility.spec.ts', '--grep-invert', 'reduced motion'], {
  stdio: 'inherit',
  env: { ...process.env, WEATHERGLASS_SCREENSHOT_DIR: 'docs/screenshots' },
});
process.exitCode = run.status ?? 1;
