import { createAccounts, type AccountsOptions } from './accounts/index';
import { createAtmosphere } from './atmosphere/index';
import type { ServiceHabits } from './http/habits';
import type { ServiceContext } from './http/route';
import type { ServiceTimeouts } from './http/timeouts';
import { createGazetteer } from './places/index';
import { listen, type WeatherServiceHandle, type WeatherServiceLogger } from './server';

export interface WeatherServiceOptions extends AccountsOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * `specification` (the default) answers as the specification and our decisions say; `observed`
   * as the real service was seen answering (README: "Habits").
   */
  habits?: ServiceHabits;
  /** The maps' own port with the observed habits; 0 (the default) picks a free one. */
  mapsPort?: number;
  /** Seeds the synthetic atmosphere; the same seed and clock give the same answers. */
  seed?: number;
  /** A fixed instant for tests; real time when absent. */
  clock?: Date;
  /** A clock the caller moves (tests of expiry and limits); overrides `clock`. */
  now?: () => Date;
  logger?: WeatherServiceLogger;
  /** Tests only: rewrites place names, storm names and warning names and texts (`ServiceContext.rewriteText`). */
  rewriteText?: (text: string) => string;
  /** Deadlines for slow clients; tests pass short ones (defaults in `http/timeouts.ts`). */
  timeouts?: Partial<ServiceTimeouts>;
}

export async function createServiceContext(options: WeatherServiceOptions = {}): Promise<ServiceContext> {
  const fixed = options.clock;
  const realOrFixed = fixed === undefined ? () => new Date() : () => new Date(fixed.getTime());
  const seed = options.seed ?? 1;
  const atmosphere = createAtmosphere(seed);
  return {
    seed,
    atmosphere,
    // Stations stand on the synthetic terrain, so observations are sampled at their real height.
    gazetteer: createGazetteer({ elevation: (point) => atmosphere.elevation(point) }),
    accounts: await createAccounts(options),
    habits: options.habits ?? 'specification',
    now: options.now ?? realOrFixed,
    ...(options.rewriteText === undefined ? {} : { rewriteText: options.rewriteText }),
  };
}

/** Starts the local Weather Data Service on 127.0.0.1; the main process and the tests call this. */
export async function startWeatherService(options: WeatherServiceOptions = {}): Promise<WeatherServiceHandle> {
  const context = await createServiceContext(options);
  const handle = await listen(context, {
    port: options.port,
    mapsPort: options.mapsPort,
    logger: options.logger,
    timeouts: options.timeouts,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await context.accounts.close();
    },
  };
}
