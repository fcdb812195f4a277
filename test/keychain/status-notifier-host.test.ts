import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { detectStatusNotifierHost, runTool, type RunTool } from '@main/status-notifier-host';

// Runs on the private session bus of scripts/with-keyring.sh, where no StatusNotifierWatcher runs
// unless a test starts its stand-in.

/** Debian's own Python: python3-gi is installed for it, not for a Python a version manager put first on PATH. */
const python = '/usr/bin/python3';
const watcherScript = fileURLToPath(new URL('./stand-in-watcher.py', import.meta.url));
const hasPythonGi = spawnSync(python, ['-c', 'from gi.repository import Gio'], { stdio: 'ignore' }).status === 0;
if (!hasPythonGi) {
  console.warn('status-notifier-host: no stand-in watcher tests: python3-gi is not installed (apt-get install python3-gi)');
}

/** The real runner with one of the two tools alone, as on a machine that has only that one. */
function only(tool: 'gdbus' | 'dbus-send'): RunTool {
  return (file, args) => (file === tool ? runTool(file, args) : Promise.resolve({ kind: 'missing' }));
}

const tools = ['gdbus', 'dbus-send'] as const;

let watcher: ChildProcess | undefined;

afterEach(async () => {
  if (watcher === undefined || watcher.exitCode !== null) return;
  const exited = once(watcher, 'exit');
  watcher.kill();
  // The name is released once the process is gone, so the next test's stand-in can own it.
  await exited;
  watcher = undefined;
});

/** Starts the stand-in watcher and resolves once it owns its name on the bus. */
async function startWatcher(hostRegistered: boolean): Promise<void> {
  const child = spawn(python, [watcherScript, String(hostRegistered)], { stdio: ['ignore', 'pipe', 'inherit'] });
  watcher = child;
  let output = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('ready\n')) resolve();
      else if (output.includes('lost\n')) reject(new Error('the stand-in watcher could not own its name'));
    });
    child.once('exit', (code) => reject(new Error(`the stand-in watcher exited (${code}) before owning its name`)));
    child.once('error', reject);
  });
}

describe('detectStatusNotifierHost on a real session bus', () => {
  it('answers false where no watcher runs', async () => {
    expect(await detectStatusNotifierHost()).toBe(false);
  });

  it.each(tools)('answers false where no watcher runs, with %s alone', async (tool) => {
    expect(await detectStatusNotifierHost({ run: only(tool) })).toBe(false);
  });

  describe.skipIf(!hasPythonGi)('with a stand-in watcher', () => {
    it.each(tools)('answers true once a host has registered, with %s', async (tool) => {
      await startWatcher(true);
      expect(await detectStatusNotifierHost({ run: only(tool) })).toBe(true);
    });

    it.each(tools)('answers false while no host has registered, with %s', async (tool) => {
      await startWatcher(false);
      expect(await detectStatusNotifierHost({ run: only(tool) })).toBe(false);
    });
  });
});
