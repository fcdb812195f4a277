import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { z } from 'zod';
import { createAppCore } from '../main/core/app-core';
import { parseAppOrigin } from '../main/core/ipc/trusted-sender';
import { createConsoleLogger, type Logger } from '../main/core/logger';
import { createMemorySecretStore, type SecretStore } from '../main/core/secrets/secret-store';
import { createMemorySettingsStorage, type SettingsStorage } from '../main/core/settings/settings-service';
import { sendPlainText } from './http-responses';
import { broadcast, createIpcUpgradeHandler } from './ipc-socket';
import { createPageRequestHandler } from './page-requests';
import { loopbackOrigins } from './request-guard';
import { createRunSecret, createSessionAuth } from './session-auth';

export const defaultRendererDir = fileURLToPath(new URL('../../out/renderer', import.meta.url));
export const defaultBridgeScriptPath = fileURLToPath(new URL('../../out/browser-host/bridge.js', import.meta.url));
const packageJsonPath = fileURLToPath(new URL('../../package.json', import.meta.url));

const maxMessageBytes = 1024 * 1024;

export interface BrowserHostOptions {
  /** 0 picks any free port. */
  port?: number;
  rendererDir?: string;
  bridgeScriptPath?: string;
  /** Proves a visitor read the printed URL; a fresh random one per run unless given (tests). */
  secret?: string;
  /** Defaults to the console. */
  logger?: Logger;
  /** Defaults to package.json's version. */
  version?: string;
  /**
   * The browser preview runs in demo mode: settings live in memory and credentials never touch the
   * OS keychain, unless other stores are passed in here.
   */
  settingsStorage?: SettingsStorage;
  secrets?: SecretStore;
}

export interface BrowserHost {
  /** The dashboard's address with this run's secret: print it once, never log it. */
  url: string;
  origin: string;
  port: number;
  close(): Promise<void>;
}

async function packageVersion(): Promise<string> {
  const packageJson = z.object({ version: z.string() }).parse(JSON.parse(await readFile(packageJsonPath, 'utf8')));
  return packageJson.version;
}

function listenOnLoopback(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('The browser host is not on a TCP port.'));
      else resolve(address.port);
    });
  });
}

/**
 * Serves the renderer's pages to any Chromium on loopback and runs the same core as the Electron
 * main process behind the same IPC contract, over a WebSocket instead of Electron IPC.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const logger = options.logger ?? createConsoleLogger('browser-host');
  const secret = options.secret ?? createRunSecret();
  const auth = createSessionAuth(secret);
  const version = options.version ?? (await packageVersion());
  const server = createServer();
  const port = await listenOnLoopback(server, options.port ?? 0);

  // The core trusts senders by origin, and the origins carry the port, known only once listening.
  // Handlers are attached in this same tick, before any connection can be read.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  const origins = loopbackOrigins(port);
  const core = createAppCore({
    host: 'browser',
    version,
    appOrigins: origins.map(parseAppOrigin),
    settingsStorage: options.settingsStorage ?? createMemorySettingsStorage(),
    secrets: options.secrets ?? createMemorySecretStore(),
    logger,
    emit: (channel, payload) => broadcast(sockets, channel, payload),
  });
  const handlePageRequest = createPageRequestHandler({
    port,
    auth,
    rendererDir: options.rendererDir ?? defaultRendererDir,
    bridgeScriptPath: options.bridgeScriptPath ?? defaultBridgeScriptPath,
    logger,
  });
  server.on('request', (request, response) => {
    handlePageRequest(request, response).catch((error: unknown) => {
      logger.error('browser host: a request failed', { error: error instanceof Error ? error.name : typeof error });
      if (response.headersSent) response.destroy();
      else sendPlainText(response, 500);
    });
  });
  server.on('upgrade', createIpcUpgradeHandler({ port, auth, sockets, dispatch: core.dispatch, logger }));

  const [origin] = origins;
  logger.info('browser host: listening', { origin });
  return {
    url: `${origin}/dashboard.html?secret=${encodeURIComponent(secret)}`,
    origin,
    port,
    close: async () => {
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      server.closeAllConnections();
      await closed;
    },
  };
}
