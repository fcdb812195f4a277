// What the validating IPC gate costs per call: dispatch() (channel, sender URL parse, zod parse)
// against calling the same handler directly, measured in the same run.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAppCore } from '@main/core/app-core';
import { parseAppOrigin } from '@main/core/ipc/trusted-sender';
import type { Logger } from '@main/core/logger';
import { createMemorySecretStore } from '@main/core/secrets/secret-store';
import { createMemorySettingsStorage } from '@main/core/settings/settings-service';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const core = createAppCore({
  host: 'browser',
  desktopShell: { trayIcons: null, popupBesideTray: true },
  version: '0.0.0',
  appOrigins: [parseAppOrigin('app://weatherglass')],
  settingsStorage: createMemorySettingsStorage(),
  secrets: createMemorySecretStore(),
  logger: silent,
  emit: () => {},
  // Never started: nothing is fetched or written, only the IPC gate runs.
  userDataDir: join(tmpdir(), 'weatherglass-bench-ipc'),
});
const sender = { window: 'dashboard' as const, url: 'app://weatherglass/dashboard.html', isMainFrame: true };
const calls = 200_000;

async function time(label: string, call: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10_000; i++) await call(i); // warm-up
  const start = performance.now();
  for (let i = 0; i < calls; i++) await call(i);
  const perCallMicros = ((performance.now() - start) * 1000) / calls;
  console.log(`${label.padEnd(44)} ${perCallMicros.toFixed(3)} µs/call`);
  return perCallMicros;
}

const themes = ['light', 'dark'] as const;
const direct = await time('settings.update, handler called directly', async (i) =>
  core.settings.update({ theme: themes[i % 2] }),
);
const gated = await time('settings:update through dispatch()', (i) =>
  core.dispatch('settings:update', { theme: themes[i % 2] }, sender),
);
const rejected = await time('settings:update from a foreign sender', () =>
  core.dispatch('settings:update', { theme: 'dark' }, { window: null, url: 'https://evil.example/', isMainFrame: true }),
);
console.log(`gate overhead: ${(gated - direct).toFixed(3)} µs/call (ratio ${(gated / direct).toFixed(2)}x direct)`);
console.log(`rejection cost: ${(rejected / direct).toFixed(2)}x a direct call`);
