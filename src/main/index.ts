import { app } from 'electron';
import { boot } from './bootstrap';
import { createConsoleLogger } from './core/logger';
import { keepYoungGenerationSmall } from './core/young-generation';

keepYoungGenerationSmall();

boot().catch((error: unknown) => {
  // Without its tray a half-started app would linger invisibly, so it exits instead.
  createConsoleLogger('main').error('Weatherglass could not start', {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  app.exit(1);
});
