import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineCheckIntervalMs, watchSystem } from '@main/system-monitors';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

let electron: FakeElectron;
let reports: string[];
let intervals: Map<number, { callback: () => void; ms: number }>;

/** Timers under the test's hand: `tick()` runs what a due interval would. */
const timers = {
  setInterval(callback: () => void, ms: number): number {
    const handle = intervals.size + 1;
    intervals.set(handle, { callback, ms });
    return handle;
  },
  clearInterval(handle: number): void {
    intervals.delete(handle);
  },
};

function tick(): void {
  for (const { callback } of intervals.values()) callback();
}

function watch(): () => void {
  return watchSystem(
    {
      onAsleep: (asleep) => reports.push(asleep ? 'asleep' : 'awake'),
      onOnline: (online) => reports.push(online ? 'online' : 'offline'),
    },
    { powerMonitor: electron.powerMonitor, net: electron.net, ...timers },
  );
}

beforeEach(() => {
  electron = installFakeElectron();
  reports = [];
  intervals = new Map();
});

describe('watchSystem', () => {
  it('reports sleeping on suspend and waking on resume', () => {
    watch();

    electron.powerMonitor.emit('suspend');
    electron.powerMonitor.emit('resume');

    expect(reports).toEqual(['asleep', 'awake']);
  });

  it('checks connectivity every 30 s and reports only changes', () => {
    watch();
    expect([...intervals.values()].map(({ ms }) => ms)).toEqual([onlineCheckIntervalMs]);
    expect(onlineCheckIntervalMs).toBe(30_000);

    tick();
    electron.net.online = false;
    tick();
    tick();
    electron.net.online = true;
    tick();
    tick();

    expect(reports).toEqual(['offline', 'online']);
  });

  it('reports being offline at once when it starts offline', () => {
    electron.net.online = false;

    watch();

    expect(reports).toEqual(['offline']);
  });

  it('checks connectivity on resume before reporting the machine awake', () => {
    watch();
    electron.powerMonitor.emit('suspend');
    electron.net.online = false;

    electron.powerMonitor.emit('resume');

    expect(reports).toEqual(['asleep', 'offline', 'awake']);
  });

  it('stops listening and polling when stopped', () => {
    const stop = watch();

    stop();
    electron.net.online = false;
    electron.powerMonitor.emit('suspend');
    tick();

    expect(reports).toEqual([]);
    expect(intervals.size).toBe(0);
    expect(electron.powerMonitor.listenerCount('resume')).toBe(0);
  });
});
