import type { Tray } from 'electron';
import type { StartDemoService } from './core/session/demo-service';

/**
 * What the Electron tests (test/electron) read from main through Playwright's `app.evaluate`:
 * Electron can neither list trays nor read a tooltip back, and the demo service's port is chosen
 * at run time.
 */
export interface ExposedForTests {
  tray?: Tray;
  /** The tooltip last set on `tray`. */
  toolTip?: string;
  /** The demo service's address once demo mode has started it. */
  demoServiceUrl?: string;
  /** Set when the start is over, the dashboard opened or not: from then on, no window opens by itself. */
  started?: boolean;
  /** Whether the start found a tray host (null: could not tell), which decides whether a later start opens the dashboard. */
  trayIcons?: boolean | null;
}

export interface TestHooks {
  /** Exposes the tray and records each tooltip set on it from here on. */
  watchTray(tray: Tray): void;
  /** Records the address of each demo service `start` starts. */
  watchDemoService(start: StartDemoService): StartDemoService;
  /** Says the start is over, and whether it found tray icons shown. */
  started(trayIcons: boolean | null): void;
}

/** Where the tests find what is exposed: `globalThis.__weatherglassTest` in the main process. */
export const testHooksGlobal = '__weatherglassTest';

/**
 * Test hooks, only for an unpackaged app started with WEATHERGLASS_TEST_HOOKS=1: a shipped build
 * never exposes its tray to code evaluated in main, whatever its environment says.
 */
export function openTestHooks(isPackaged: boolean, env: NodeJS.ProcessEnv): TestHooks | undefined {
  if (isPackaged || env.WEATHERGLASS_TEST_HOOKS !== '1') return undefined;
  const exposed: ExposedForTests = {};
  Object.defineProperty(globalThis, testHooksGlobal, { value: exposed, configurable: true });
  return {
    watchTray(tray) {
      exposed.tray = tray;
      const setToolTip = tray.setToolTip.bind(tray);
      tray.setToolTip = (toolTip) => {
        exposed.toolTip = toolTip;
        setToolTip(toolTip);
      };
    },
    watchDemoService: (start) => async () => {
      const service = await start();
      exposed.demoServiceUrl = service.url;
      return service;
    },
    started(trayIcons) {
      exposed.started = true;
      exposed.trayIcons = trayIcons;
    },
  };
}
