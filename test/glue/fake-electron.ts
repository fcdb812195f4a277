import { EventEmitter } from 'node:events';

/**
 * A recording stand-in for the `electron` module, main and preload sides, for tests that run in
 * plain Node where the real module cannot load. It keeps just enough behaviour to catch misuse:
 * APIs that need the app to be ready (or not yet ready) throw like Electron's do, and a channel
 * handled twice throws.
 */

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

  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`the fake app knows only the userData path, not ${name}`);
    return this.userDataDir;
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
    app: FakeApp,
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

  show(): void {
    this.visible = true;
  }

  hide(): void {
    this.visible = false;
  }

  focus(): void {
    this.focused = true;
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

  setPosition(x: number, y: number): void {
    this.position = { x, y };
  }

  getNormalBounds(): FakeRectangle {
    if (this.destroyed) throw new Error('Object has been destroyed');
    return this.normalBounds;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  close(): void {
    this.destroyed = true;
    this.emit('closed');
  }
}

export interface FakeBrowserWindowClass {
  new (options: FakeWindowOptions): FakeBrowserWindow;
  /** Every window constructed, closed ones included. */
  readonly instances: FakeBrowserWindow[];
  getAllWindows(): FakeBrowserWindow[];
}

function browserWindowClass(app: FakeApp): FakeBrowserWindowClass {
  const instances: FakeBrowserWindow[] = [];
  return class extends FakeBrowserWindow {
    static readonly instances = instances;

    static getAllWindows(): FakeBrowserWindow[] {
      return instances.filter((window) => !window.destroyed);
    }

    constructor(options: FakeWindowOptions) {
      super(options, app);
      instances.push(this);
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

export class FakeTray extends EventEmitter {
  /** Linux reports empty bounds; tests set real ones to play Windows or macOS. */
  bounds: FakeRectangle = { x: 0, y: 0, width: 0, height: 0 };
  toolTip = '';
  contextMenu: { items: FakeMenuItem[] } | null = null;
  /** Every image passed to setImage, in order; the constructor's is `image`. */
  readonly images: FakeNativeImage[] = [];

  constructor(
    readonly image: { path: string },
    app: FakeApp,
  ) {
    super();
    app.requireReady('Tray');
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

  setContextMenu(menu: { items: FakeMenuItem[] } | null): void {
    this.contextMenu = menu;
  }
}

export interface FakeTrayClass {
  new (image: { path: string }): FakeTray;
  readonly instances: FakeTray[];
}

function trayClass(app: FakeApp): FakeTrayClass {
  const instances: FakeTray[] = [];
  return class extends FakeTray {
    static readonly instances = instances;

    constructor(image: { path: string }) {
      super(image, app);
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

export class FakeIpcRenderer extends EventEmitter {
  readonly invocations: unknown[][] = [];
  reply: unknown = { ok: true, value: null };

  invoke(...args: unknown[]): Promise<unknown> {
    this.invocations.push(args);
    return Promise.resolve(this.reply);
  }
}

function createFakeMainProcess(app: FakeApp) {
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
    BrowserWindow: browserWindowClass(app),
    Tray: trayClass(app),
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
      createFromPath: (path: string) => ({ path, isEmpty: () => false }),
      createEmpty: () => new FakeNativeImage(),
    },
    Menu: {
      buildFromTemplate: (items: FakeMenuItem[]) => ({ items }),
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
    Notification: FakeNotification,
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
    },
    safeStorage: {
      encryptionAvailable: true,
      isEncryptionAvailable(): boolean {
        return this.encryptionAvailable;
      },
      encryptString: (plainText: string) => Buffer.from(`encrypted:${plainText}`),
      decryptString: (encrypted: Buffer) => encrypted.toString().replace(/^encrypted:/, ''),
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

function createFakeElectron() {
  return { ...createFakeMainProcess(new FakeApp()), ...createFakePreloadSide() };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;

let installed: FakeElectron = createFakeElectron();

/** Gives the code under test a fresh Electron: no listeners, handlers or windows from an earlier test. */
export function installFakeElectron(): FakeElectron {
  installed = createFakeElectron();
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
