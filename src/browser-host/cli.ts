import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createConsoleLogger, type Logger } from '@main/core/logger';
import { keepYoungGenerationSmall } from '@main/core/young-generation';
import { compileHttpParserWithBaselineOnly } from './http-parser-compiler';
import { systemLanguagesFromEnvironment } from './system-languages';
import { defaultBridgeScriptPath, defaultRendererDir, startBrowserHost, type BrowserHost } from './server';

const preferredPort = 5599;

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new RangeError(`--port takes a port number from 0 to 65535, not "${text}".`);
  return port;
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

async function startOnPortOrAnyFree(port: number, logger: Logger): Promise<BrowserHost> {
  const system = {
    systemTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    systemLanguages: systemLanguagesFromEnvironment(process.env),
  };
  try {
    return await startBrowserHost({ port, logger, ...system });
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    console.log(`Port ${port} is in use; picking a free one.`);
    return startBrowserHost({ port: 0, logger, ...system });
  }
}

async function main(): Promise<void> {
  keepYoungGenerationSmall();
  compileHttpParserWithBaselineOnly();
  const { values } = parseArgs({ options: { port: { type: 'string' } }, strict: true });
  const port = values.port === undefined ? preferredPort : parsePort(values.port);

  const missing = [join(defaultRendererDir, 'dashboard.html'), defaultBridgeScriptPath].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    console.error(`Weatherglass browser preview: not built yet (missing ${missing.join(', ')}). Run npm run build first.`);
    process.exitCode = 1;
    return;
  }

  const host = await startOnPortOrAnyFree(port, createConsoleLogger('browser-host'));
  // The only place the secret is ever shown: the user needs this link to open the preview.
  console.log(`Weatherglass browser preview: ${host.url}`);
  console.log(
    'The link carries a secret for this run only; do not share it. Demo mode: live synthetic weather from the built-in ' +
      'local service on 127.0.0.1; no keychain; settings and cached data last only as long as this run.',
  );

  const shutDown = (): void => {
    host.close().catch((error: unknown) => {
      console.error('Weatherglass browser preview did not close cleanly:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}

main().catch((error: unknown) => {
  console.error(`Weatherglass browser preview: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
