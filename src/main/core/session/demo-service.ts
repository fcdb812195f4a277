import { join } from 'node:path';
import type { Credentials } from '../auth/credentials';
import type { Logger } from '../logger';

/** The local Weather Data Service as demo mode uses it. */
export interface DemoService {
  /** `http://127.0.0.1:<port>`: data and maps alike. */
  url: string;
  close(): Promise<void>;
}

export type StartDemoService = () => Promise<DemoService>;

/** The local service's built-in account with every product; not a secret. */
export const demoCredentials: Credentials = { user: 'demo', password: 'demo' };

/** One seed for every run, so the demo's synthetic weather is the same world each time. */
export const demoSeed = 1;

/**
 * Demo mode's service: the local Weather Data Service in this process, on 127.0.0.1 and a free
 * port, in real time. Its usage file (the demo account's usage, API keys and its own signing
 * secret, none of them the user's) lives under userData so demo usage survives restarts.
 *
 * The service's modules load only here, when demo mode opens: an account's session never loads them.
 */
export function localDemoService(userDataDir: string, logger: Logger, now: () => number = Date.now): StartDemoService {
  return async () => {
    const { startWeatherService } = await import('@service/index');
    const handle = await startWeatherService({
      port: 0,
      seed: demoSeed,
      now: () => new Date(now()),
      usageFile: join(userDataDir, 'demo-usage.json'),
      logger: {
        warn: (message, fields) => logger.warn(`demo service: ${message}`, fields),
        error: (message, fields) => logger.error(`demo service: ${message}`, fields),
      },
    });
    return { url: handle.url, close: () => handle.close() };
  };
}
