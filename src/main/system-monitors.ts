import type { Net } from 'electron';

export interface SystemHandlers {
  onAsleep(asleep: boolean): void;
  onOnline(online: boolean): void;
}

/** The part of Electron's powerMonitor this needs. */
export interface PowerEvents {
  on(event: 'suspend' | 'resume', listener: () => void): unknown;
  off(event: 'suspend' | 'resume', listener: () => void): unknown;
}

export interface SystemMonitorContext<Handle> {
  powerMonitor: PowerEvents;
  net: Pick<Net, 'isOnline'>;
  setInterval(callback: () => void, ms: number): Handle;
  clearInterval(handle: Handle): void;
}

/**
 * How often connectivity is polled: Electron has no online/offline event in main. `net.isOnline()`
 * only says whether a network link is up, not whether the service answers, which is the API
 * client's business; this is what pauses the schedule while the machine is plainly offline.
 */
export const onlineCheckIntervalMs = 30_000;

/**
 * Feeds the scheduler with sleep and connectivity. The scheduler presumes a machine that is awake
 * and online, so only departures from that, and later changes, are reported. Returns a function
 * that stops watching.
 */
export function watchSystem<Handle>(handlers: SystemHandlers, ctx: SystemMonitorContext<Handle>): () => void {
  let online = true;

  const checkOnline = (): void => {
    const now = ctx.net.isOnline();
    if (now === online) return;
    online = now;
    handlers.onOnline(now);
  };
  const onSuspend = (): void => handlers.onAsleep(true);
  // Connectivity first: the catch-up pass that waking triggers should know whether the network is back.
  const onResume = (): void => {
    checkOnline();
    handlers.onAsleep(false);
  };

  ctx.powerMonitor.on('suspend', onSuspend);
  ctx.powerMonitor.on('resume', onResume);
  const interval = ctx.setInterval(checkOnline, onlineCheckIntervalMs);
  checkOnline();

  return () => {
    ctx.powerMonitor.off('suspend', onSuspend);
    ctx.powerMonitor.off('resume', onResume);
    ctx.clearInterval(interval);
  };
}
