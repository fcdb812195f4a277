import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * A recording stand-in for the `electron` module, main and preload sides, for tests that run in
 * plain Node where the real module cannot load. It keeps just enough behaviour to catch misuse:
 * APIs that need the app to be ready (or not yet ready) throw like Electron's do, and a channel
 * handled twice throws. It behaves like the platform it plays where real desktops differ: the
 * order of focus and click events at the tray, what a context menu does to a click on macOS,
 * whether a window may place itself (not under Wayland), whether it gets the focus it asks for.
 */

/** The desktops the fake can play. */
export type FakeDesktopKind = 'linux-x11' | 'linux-wayland' | 'darwin' | 'win32';
export const fakeDesktopKinds: readonly FakeDesktopKind[] = ['linux-x11', 'linux-wayland', 'darwin', 'win32'];

/** What the app reads of its desktop (src/main/desktop.ts), as each kind has it. */
export interface FakeDesktop {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  switchValue(name: string): string;
}

function desktopOf(kind: FakeDesktopKind): FakeDesktop {
  const env: Record<FakeDesktopKind, NodeJS.ProcessEnv> = {
    'linux-x11': { XDG_SESSION_TYPE: 'x11', DISPLAY: ':0', XDG_CURRENT_DESKTOP: 'KDE' },
    'linux-wayland': { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0', XDG_CURRENT_DESKTOP: 'GNOME' },
    darwin: {},
    win32: {},
  };
  return { platform: kind.startsWith('linux') ? 'linux' : (kind as NodeJS.Platform), env: env[kind], switchValue: () => '' };
}

/** Which window has the keyboard focus; shared by windows and the tray, as on a real desktop. */
class FocusState {
  focused: FakeBrowserWindow | null = null;

  give(window: FakeBrowserWindow): void {
    if (this.focused === window) return;
    this.takeAway();
    this.focused = window;
    window.focused = true;
    window.emit('focus');
  }

  /** Focus moves to something outside the app: the taskbar, the menu bar, another app. */
  takeAway(): void {
    const previous = this.focused;
    if (previous === null) return;
    this.focused = null;
    previous.focused = false;
    previous.emit('blur');
  }
}

export interface FakeRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FakeMenuItem {
  label?: string;
  type?: string;
  click?: () => void;
}

export interface FakeFrame {
  url: string;
  /** null for the top frame of a page, as WebFrameMain.parent. */
  parent: FakeFrame | null;
}

export interface FakeInvokeEvent {
  sender: { mainFrame: FakeFrame };
  senderFrame: FakeFrame | null;
}

export interface FakeNavigationEvent {
  url: string;
  preventDefault(): void;
}

type InvokeListener = (event: FakeInvokeEvent, payload?: unknown) => unknown;
type WindowOpenHandler = (details: { url: string }) => { action: string };
type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean;
type ProtocolHandler = (request: Request) => Response | Promise<Response>;

export interface FakeWindowOptions {
  webPreferences?: Record<string, unknown>;
  [option: string]: unknown;
}

export class FakeApp extends EventEmitter {
  /** What requestSingleInstanceLock answers; false plays a second instance. */
  singleInstanceLock = true;
  singleInstanceLockRequests = 0;
  quitCalls = 0;
  isPackaged = false;
  ready = false;
  /** Where app.getPath('userData') points; tests set a scratch directory. */
  userDataDir = '/nonexistent/weatherglass-user-data';
  /** macOS only, as in Electron: undefined elsewhere. */
  readonly dock: { hidden: boolean; hide(): void } | undefined;
  readonly commandLine = { getSwitchValue: (_name: string) => '' };

  constructor(readonly platform: NodeJS.Platform) {
    super();
    this.dock =
      platform === 'darwin'
        ? {
            hidden: false,
            hide() {
              this.hidden = true;
            },
          }
        : undefined;
  }

  requestSingleInstanceLock(): boolean {
    this.singleInstanceLockRequests += 1;
    return this.singleInstanceLock;
  }

  quit(): void {
    this.quitCalls += 1;
  }

  whenReady(): Promise<void> {
    return Promise.resolve().then(() => {
      this.ready = true;
    });
  }

  getVersion(): string {
    return '0.1.0-test';
  }

  /** The desktop's languages and region format; none by default, as a bare container with LANG=C has. */
  preferredSystemLanguages: string[] = [];
  systemLocale = '';

  getPreferredSystemLanguages(): string[] {
    return [...this.preferredSystemLanguages];
  }

  /** Electron answers only once the app is ready. */
  getSystemLocale(): string {
    this.requireReady('app.getSystemLocale');
    return this.systemLocale;
  }

  /** Windows only, as in Electron. */
  appUserModelId: string | undefined;

  setAppUserModelId(id: string): void {
    if (this.platform !== 'win32') throw new Error('app.setAppUserModelId is only available on Windows');
    this.appUserModelId = id;
  }

  getPath(name: string): string {
    if (name === 'userData') return this.userDataDir;
    if (name === 'appData') return `${this.userDataDir}/app-data`;
    if (name === 'exe') return '/opt/Weatherglass/weatherglass';
    throw new Error(`the fake app knows only the userData, appData and exe paths, not ${name}`);
  }

  /** macOS and Windows: what setLoginItemSettings was last told. */
  loginItem: { openAtLogin: boolean } | undefined;

  setLoginItemSettings(settings: { openAtLogin: boolean }): void {
    if (this.platform === 'linux') throw new Error('app.setLoginItemSettings is only available on macOS and Windows');
    this.loginItem = settings;
  }

  requireReady(what: string): void {
    if (!this.ready) throw new Error(`${what} cannot be used before the app is ready`);
  }
}

export class FakeWebContents extends EventEmitter {
  url = '';
  readonly mainFrame: FakeFrame = { url: '', parent: null };
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  windowOpenHandler: WindowOpenHandler | undefined;

  getURL(): string {
    return this.url;
  }

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  readonly webContents = new FakeWebContents();
  visible = false;
  focused = false;
  minimized = false;
  destroyed = false;
  position: { x: number; y: number } | undefined;
  /** What getNormalBounds answers: the bounds a maximized window restores to. */
  normalBounds: FakeRectangle = { x: 0, y: 0, width: 800, height: 600 };

  constructor(
    readonly options: FakeWindowOptions,
    private readonly app: FakeApp,
    private readonly focusState: FocusState,
    private readonly wayland: boolean,
  ) {
    super();
    app.requireReady('BrowserWindow');
    app.emit('web-contents-created', {}, this.webContents);
  }

  loadURL(url: string): Promise<void> {
    this.webContents.url = url;
    this.webContents.mainFrame.url = url;
    return Promise.resolve();
  }

  /** Showing activates the window, except under Wayland, where the compositor decides. */
  show(): void {
    this.visible = true;
    if (!this.wayland) this.focusState.give(this);
  }

  hide(): void {
    this.visible = false;
    if (this.focusState.focused === this) this.focusState.takeAway();
  }

  /** Wayland compositors refuse focus a window asks for itself (no activation token). */
  focus(): void {
    if (!this.wayland && this.visible) this.focusState.give(this);
  }

  isVisible(): boolean {
    return this.visible;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  restore(): void {
    this.minimized = false;
  }

  /** Ignored under Wayland, where windows cannot choose their place. */
  setPosition(x: number, y: number): void {
    if (!this.wayland) this.position = { x, y };
  }

  getNormalBounds(): FakeRectangle {
    if (this.destroyed) throw new Error('Object has been destroyed');
    return this.normalBounds;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  close(): void {
    if (this.focusState.focused === this) this.focusState.takeAway();
    this.destroyed = true;
    this.emit('closed');
    if (this.app.listenerCount('window-all-closed') > 0 && this.lastOpen()) this.app.emit('window-all-closed');
  }

  /** Set by the class that counts every window: whether none but closed ones are left. */
  lastOpen: () => boolean = () => true;
}

export interface FakeBrowserWindowClass {
  new (options: FakeWindowOptions): FakeBrowserWindow;
  /** Every window constructed, closed ones included. */
  readonly instances: FakeBrowserWindow[];
  getAllWindows(): FakeBrowserWindow[];
}

function browserWindowClass(app: FakeApp, focus: FocusState, wayland: boolean): FakeBrowserWindowClass {
  const instances: FakeBrowserWindow[] = [];
  return class extends FakeBrowserWindow {
    static readonly instances = instances;

    static getAllWindows(): FakeBrowserWindow[] {
      return instances.filter((window) => !window.destroyed);
    }

    constructor(options: FakeWindowOptions) {
      super(options, app, focus, wayland);
      instances.push(this);
      this.lastOpen = () => instances.every((window) => window.destroyed);
    }
  };
}

/** An image built with createEmpty and addRepresentation, as the tray presenter builds its icon. */
export class FakeNativeImage {
  readonly representations: Array<{ scaleFactor?: number; buffer?: Buffer }> = [];
  template = false;

  addRepresentation(options: { scaleFactor?: number; buffer?: Buffer }): void {
    this.representations.push(options);
  }

  setTemplateImage(template: boolean): void {
    this.template = template;
  }

  isTemplateImage(): boolean {
    return this.template;
  }

  isEmpty(): boolean {
    return this.representations.length === 0;
  }
}

export interface FakeMenu {
  items: FakeMenuItem[];
}

export class FakeTray extends EventEmitter {
  /** Linux reports empty bounds; tests set real ones to play Windows or macOS. */
  bounds: FakeRectangle = { x: 0, y: 0, width: 0, height: 0 };
  toolTip = '';
  contextMenu: FakeMenu | null = null;
  /** Every menu the user saw open at the icon, in order. */
  readonly menusShown: FakeMenu[] = [];
  /** Every image passed to setImage, in order; the constructor's is `image`. */
  readonly images: FakeNativeImage[] = [];

  constructor(
    readonly image: { path: string; isEmpty(): boolean },
    app: FakeApp,
    private readonly platform: NodeJS.Platform,
    private readonly focus: FocusState,
  ) {
    super();
    app.requireReady('Tray');
  }

  /**
   * The user presses the icon with the left button. macOS: a status item with a context menu opens
   * the menu and reports no click. macOS and Windows: the press first takes the focus from the
   * app's window (the menu bar, the taskbar), so its blur comes before the click. Linux: the
   * StatusNotifier host activates the item over D-Bus, and Electron reports a click.
   */
  press(): void {
    if (this.platform === 'darwin' && this.contextMenu !== null) {
      this.menusShown.push(this.contextMenu);
      return;
    }
    if (this.platform !== 'linux') this.focus.takeAway();
    this.emit('click', {}, this.bounds);
  }

  /**
   * The user presses the icon with the right button. Linux: the host shows the menu it was given,
   * and Electron reports nothing. Elsewhere: a context menu set on the icon opens; without one,
   * Electron reports a right click.
   */
  pressRight(): void {
    if (this.platform === 'linux' || this.contextMenu !== null) {
      if (this.contextMenu !== null) this.menusShown.push(this.contextMenu);
      return;
    }
    this.focus.takeAway();
    this.emit('right-click', {}, this.bounds);
  }

  popUpContextMenu(menu: FakeMenu): void {
    this.menusShown.push(menu);
  }

  getBounds(): FakeRectangle {
    return this.bounds;
  }

  setToolTip(toolTip: string): void {
    this.toolTip = toolTip;
  }

  setImage(image: FakeNativeImage): void {
    this.images.push(image);
  }

  setContextMenu(menu: FakeMenu | null): void {
    this.contextMenu = menu;
  }
}

export interface FakeTrayClass {
  new (image: { path: string; isEmpty(): boolean }): FakeTray;
  readonly instances: FakeTray[];
}

function trayClass(app: FakeApp, focus: FocusState): FakeTrayClass {
  const instances: FakeTray[] = [];
  return class extends FakeTray {
    static readonly instances = instances;

    constructor(image: { path: string; isEmpty(): boolean }) {
      super(image, app, app.platform, focus);
      instances.push(this);
    }
  };
}

export class FakeNotification extends EventEmitter {
  shown = false;

  static isSupported(): boolean {
    return true;
  }

  constructor(readonly options: { title: string; body?: string }) {
    super();
  }

  show(): void {
    this.shown = true;
  }
}

export interface FakeNotificationClass {
  new (options: { title: string; body?: string }): FakeNotification;
  prototype: FakeNotification;
  isSupported(): boolean;
  /** What the user saw, in order: each shown notification's options. */
  readonly shown: Array<{ title: string; body?: string }>;
}

function notificationClass(): FakeNotificationClass {
  const shown: Array<{ title: string; body?: string }> = [];
  return class extends FakeNotification {
    static readonly shown = shown;

    override show(): void {
      super.show();
      shown.push(this.options);
    }
  };
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * net.request over plain HTTP, with Electron's redirect behaviour: in 'manual' mode a redirect is
 * reported by the 'redirect' event, and the request is cancelled unless followRedirect is called
 * at once (which no code here does).
 */
export class FakeClientRequest extends EventEmitter {
  readonly headers: Record<string, string> = {};
  #body = '';
  #aborted = false;
  #destroy: () => void = () => undefined;

  constructor(private readonly options: { url: string; method: string; redirect?: string }) {
    super();
  }

  setHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  write(chunk: string): void {
    this.#body += chunk;
  }

  abort(): void {
    this.#aborted = true;
    this.#destroy();
  }

  end(): void {
    const url = new URL(this.options.url);
    // Without chunkedEncoding, Electron buffers what was written and sends it with its length.
    const headers = this.#body === '' ? this.headers : { ...this.headers, 'Content-Length': String(Buffer.byteLength(this.#body)) };
    const request = httpRequest(url, { method: this.options.method, headers }, (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (this.#aborted) return void response.resume();
      if (redirectStatuses.has(status) && location !== undefined) {
        response.resume();
        const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, [value].flat().map(String)]));
        this.emit('redirect', status, this.options.method, new URL(location, url).href, headers);
        if (!this.#aborted) this.emit('error', new Error('Redirect was cancelled'));
        return;
      }
      this.emit('response', response);
    });
    this.#destroy = () => request.destroy();
    request.on('error', (error) => {
      if (!this.#aborted) this.emit('error', error);
    });
    if (this.#body !== '') request.write(this.#body);
    request.end();
  }
}

export class FakeIpcRenderer extends EventEmitter {
  readonly invocations: unknown[][] = [];
  reply: unknown = { ok: true, value: null };

  invoke(...args: unknown[]): Promise<unknown> {
    this.invocations.push(args);
    return Promise.resolve(this.reply);
  }
}

/** A menu item as Menu.buildFromTemplate keeps it: roles and submenus too. */
export interface FakeMenuTemplateItem extends FakeMenuItem {
  role?: string;
  submenu?: FakeMenuTemplateItem[];
}

function createFakeMainProcess(app: FakeApp, kind: FakeDesktopKind) {
  const focus = new FocusState();
  const fetched: string[] = [];
  let firstFetch: (url: string) => void = () => undefined;
  const firstFetched = new Promise<string>((resolve) => {
    firstFetch = resolve;
  });
  const ipcHandlers = new Map<string, InvokeListener>();
  const ipcListeners: string[] = [];
  const protocolHandlers = new Map<string, ProtocolHandler>();
  const privilegedSchemes: Array<{ scheme: string; privileges?: Record<string, boolean> }> = [];
  const defaultSession = {
    permissionRequestHandler: undefined as PermissionRequestHandler | undefined,
    permissionCheckHandler: undefined as PermissionCheckHandler | undefined,
    setPermissionRequestHandler(handler: PermissionRequestHandler): void {
      this.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: PermissionCheckHandler): void {
      this.permissionCheckHandler = handler;
    },
  };
  const primaryDisplay = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
  const openedExternally: string[] = [];

  return {
    app,
    desktop: desktopOf(kind),
    BrowserWindow: browserWindowClass(app, focus, kind === 'linux-wayland'),
    Tray: trayClass(app, focus),
    focus,
    ipcMain: {
      handlers: ipcHandlers,
      /** Channels listened to with `on`/`once`, which bypass the contract's invoke path. */
      listeners: ipcListeners,
      handle(channel: string, listener: InvokeListener): void {
        if (ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
        ipcHandlers.set(channel, listener);
      },
      on(channel: string): void {
        ipcListeners.push(channel);
      },
      once(channel: string): void {
        ipcListeners.push(channel);
      },
      removeAllListeners(channel: string): void {
        ipcListeners.splice(0, ipcListeners.length, ...ipcListeners.filter((listened) => listened !== channel));
      },
    },
    protocol: {
      handlers: protocolHandlers,
      privilegedSchemes,
      registerSchemesAsPrivileged(schemes: typeof privilegedSchemes): void {
        if (app.ready) throw new Error('registerSchemesAsPrivileged must be called before the app is ready');
        privilegedSchemes.push(...schemes);
      },
      handle(scheme: string, handler: ProtocolHandler): void {
        app.requireReady('protocol.handle');
        protocolHandlers.set(scheme, handler);
      },
    },
    session: { defaultSession },
    nativeImage: {
      // Electron answers a missing or unreadable file with an empty image, not an error.
      createFromPath: (path: string) => ({ path, isEmpty: () => !existsSync(path) }),
      createEmpty: () => new FakeNativeImage(),
    },
    Menu: {
      applicationMenu: undefined as { items: FakeMenuTemplateItem[] } | null | undefined,
      buildFromTemplate: (items: FakeMenuTemplateItem[]) => ({ items }),
      setApplicationMenu(menu: { items: FakeMenuTemplateItem[] } | null): void {
        this.applicationMenu = menu;
      },
    },
    screen: {
      getPrimaryDisplay: () => primaryDisplay,
      getDisplayNearestPoint: (_point: { x: number; y: number }) => primaryDisplay,
      getAllDisplays: () => [primaryDisplay],
    },
    shell: {
      openedExternally,
      openExternal(url: string): Promise<void> {
        openedExternally.push(url);
        return Promise.resolve();
      },
    },
    Notification: notificationClass(),
    nativeTheme: Object.assign(new EventEmitter(), {
      shouldUseDarkColors: false,
      shouldUseDarkColorsForSystemIntegratedUI: true,
    }),
    powerMonitor: new EventEmitter(),
    net: {
      online: true,
      isOnline(): boolean {
        return this.online;
      },
      /** Every URL fetched through Chromium's network stack, in order. */
      fetched,
      /** The first URL fetched, once one is. */
      firstFetched,
      /** As Electron's: a redirect met in 'manual' mode cancels the request (electron/electron#43715). */
      async fetch(input: string | Request, init?: RequestInit): Promise<Response> {
        app.requireReady('net.fetch');
        const url = typeof input === 'string' ? input : input.url;
        fetched.push(url);
        firstFetch(url);
        const response = await globalThis.fetch(input, init);
        if (init?.redirect === 'manual' && redirectStatuses.has(response.status)) throw new Error('Redirect was cancelled');
        return response;
      },
      request(options: { url: string; method: string; redirect?: string }): FakeClientRequest {
        app.requireReady('net.request');
        fetched.push(options.url);
        firstFetch(options.url);
        return new FakeClientRequest(options);
      },
    },
    // Only the asynchronous API: the synchronous one is deprecated in Electron 45 and gone in 46.
    safeStorage: {
      encryptionAvailable: true,
      /** What Linux's getSelectedStorageBackend answers. */
      linuxBackend: 'gnome_libsecret' as string,
      isAsyncEncryptionAvailable(): Promise<boolean> {
        app.requireReady('safeStorage');
        return Promise.resolve(this.encryptionAvailable);
      },
      getSelectedStorageBackend(): string {
        if (app.platform !== 'linux') throw new Error('safeStorage.getSelectedStorageBackend is only available on Linux');
        return app.ready ? this.linuxBackend : 'unknown';
      },
      encryptStringAsync: (plainText: string) => Promise.resolve(Buffer.from(`encrypted:${plainText}`)),
      decryptStringAsync: (encrypted: Buffer) =>
        Promise.resolve({ result: encrypted.toString().replace(/^encrypted:/, ''), shouldReEncrypt: false }),
    },
    clipboard: {
      /** Everything written, in order: "copy key" must write the whole key here and nowhere else. */
      written: [] as string[],
      writeText(text: string): void {
        this.written.push(text);
      },
    },
  };
}

function createFakePreloadSide() {
  const exposed: Array<{ key: string; api: unknown }> = [];
  return {
    contextBridge: {
      exposed,
      exposeInMainWorld(key: string, api: unknown): void {
        exposed.push({ key, api });
      },
    },
    ipcRenderer: new FakeIpcRenderer(),
  };
}

function createFakeElectron(kind: FakeDesktopKind) {
  const { platform } = desktopOf(kind);
  return { ...createFakeMainProcess(new FakeApp(platform), kind), ...createFakePreloadSide() };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;

let installed: FakeElectron = createFakeElectron('linux-x11');

/**
 * Gives the code under test a fresh Electron, behaving like the desktop named (Linux on X11 by
 * default): no listeners, handlers or windows from an earlier test.
 */
export function installFakeElectron(kind: FakeDesktopKind = 'linux-x11'): FakeElectron {
  installed = createFakeElectron(kind);
  return installed;
}

/**
 * What `vi.mock('electron', ...)` should return. Every export is read from the fake installed
 * last, so one mock serves many tests without resetting modules.
 */
export function fakeElectronModule(): FakeElectron {
  const module = {};
  for (const key of Object.keys(installed) as Array<keyof FakeElectron>) {
    Object.defineProperty(module, key, { enumerable: true, get: () => installed[key] });
  }
  // Libraries such as electron-store import Electron's CommonJS module as a default export.
  Object.defineProperty(module, 'default', { enumerable: false, get: () => module });
  return module as FakeElectron;
}
