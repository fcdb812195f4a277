import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { z } from 'zod';
import { createAppCore } from '@main/core/app-core';
import { parseAppOrigin } from '@main/core/ipc/trusted-sender';
import { createConsoleLogger, type Logger } from '@main/core/logger';
import type { SecretStorage } from '@main/core/auth/secret-storage';
import { createMemorySecretStore, type SecretStore } from '@main/core/secrets/secret-store';
import type { Clock } from '@main/core/schedule/clock';
import type { StartDemoService } from '@main/core/session/demo-service';
import type { ServiceAddress } from '@main/core/session/service-address';
import { createMemorySettingsStorage, type SettingsStorage } from '@main/core/settings/settings-service';
import type { DesktopShell } from '@shared/desktop-shell';
import { ensureDurationFormat } from '@shared/durations';
import { loadEveryInterfaceLanguage } from '@shared/i18n/message-area';
import type { SystemLanguages } from '@shared/system-locale';
import { sendPlainText } from './http-responses';
import { broadcast, createIpcUpgradeHandler } from './ipc-socket';
import { createPageRequestHandler } from './page-requests';
import { createPageTokens } from './page-tokens';
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
  /** A plain store, or a `SecretStorage` whose keychain may be locked (the end-to-end test of the Account pane's notice). */
  secrets?: SecretStore | SecretStorage;
  /**
   * Where the core keeps snapshots, tile cache and budget counts. By default a fresh temporary
   * directory, removed on close: the preview remembers nothing between runs.
   */
  userDataDir?: string;
  /** Demo mode's service; by default the local Weather Data Service in this process. */
  startDemoService?: StartDemoService;
  /** An administrator's account address, shown read-only in the Account pane; by default the one the user enters there. */
  accountService?: ServiceAddress;
  /** The computer's zone, whose city becomes the first place on a first start; by default none (tests keep the default place). */
  systemTimeZone?: string;
  /**
   * The computer's languages and format locale, which language and units follow (the CLI reads them
   * from LANG and its kin); by default none, so tests start in English, metric, 24-hour.
   */
  systemLanguages?: SystemLanguages;
  /** The core's and the demo service's time; by default the system's. */
  clock?: Clock;
  /**
   * The preview has no clipboard of its own, so copying a key is refused; tests pass one here to
   * see what main would put on the clipboard.
   */
  copyToClipboard?: (text: string) => void;
  /** The desktop the windows are told they run on; by default `browserDesktopShell` (tests play others). */
  desktopShell?: DesktopShell;
  /** Told when the popup asks to be closed (popup:close): a browser tab is the user's to close. */
  onClosePopup?: () => void;
}

/** A browser tells nothing of a tray, and the popup is a tab of its own that needs no close control. */
export const browserDesktopShell: DesktopShell = { trayIcons: null, popupBesideTray: true };

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
  // The core writes durations (the tray's, the schedule's) with Intl.DurationFormat, which Node 20 lacks.
  await ensureDurationFormat();
  const logger = options.logger ?? createConsoleLogger('browser-host');
  const secret = options.secret ?? createRunSecret();
  const auth = createSessionAuth(secret);
  const version = options.version ?? (await packageVersion());
  const userDataIsOurs = options.userDataDir === undefined;
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'weatherglass-preview-')));
  const server = createServer();
  let port: number;
  try {
    port = await listenOnLoopback(server, options.port ?? 0);
  } catch (error) {
    if (userDataIsOurs) await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }

  // The core trusts senders by origin, and the origins carry the port, known only once listening.
  // Handlers are attached in this same tick, before any connection can be read.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  const origins = loopbackOrigins(port);
  const core = createAppCore({
    host: 'browser',
    desktopShell: options.desktopShell ?? browserDesktopShell,
    version,
    appOrigins: origins.map(parseAppOrigin),
    settingsStorage: options.settingsStorage ?? createMemorySettingsStorage(),
    secrets: options.secrets ?? createMemorySecretStore(),
    logger,
    emit: (channel, payload) => broadcast(sockets, channel, payload),
    userDataDir,
    ...(options.startDemoService === undefined ? {} : { startDemoService: options.startDemoService }),
    ...(options.accountService === undefined ? {} : { accountService: options.accountService }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.systemTimeZone === undefined ? {} : { systemTimeZone: options.systemTimeZone }),
    ...(options.systemLanguages === undefined ? {} : { systemLanguages: options.systemLanguages }),
    ...(options.copyToClipboard === undefined ? {} : { copyToClipboard: options.copyToClipboard }),
    ...(options.onClosePopup === undefined ? {} : { closePopup: options.onClosePopup }),
  });
  // A browser has no tray and tells no window events: the preview serves the dashboard, so it
  // keeps the dashboard's schedule (every product of every location).
  core.setViews({ dashboardOpen: true });
  const pageTokens = createPageTokens();
  const handlePageRequest = createPageRequestHandler({
    port,
    auth,
    rendererDir: options.rendererDir ?? defaultRendererDir,
    bridgeScriptPath: options.bridgeScriptPath ?? defaultBridgeScriptPath,
    tiles: core.tileProxy,
    pageTokens,
    logger,
  });
  server.on('request', (request, response) => {
    handlePageRequest(request, response).catch((error: unknown) => {
      logger.error('browser host: a request failed', { error: error instanceof Error ? error.name : typeof error });
      if (response.headersSent) response.destroy();
      else sendPlainText(response, 500);
    });
  });
  server.on('upgrade', createIpcUpgradeHandler({ port, auth, pageTokens, sockets, dispatch: core.dispatch, logger }));

  const [origin] = origins;
  // The core writes notifications and errors in whichever language the settings name at the moment.
  await loadEveryInterfaceLanguage();
  await core.start();
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
      await core.stop();
      // A map image already on its way is still written to the tile cache as the core stops (the
      // service counted it): removing the folder may race that write, so it is tried again.
      if (userDataIsOurs) await rm(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
