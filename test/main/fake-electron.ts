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

/**
 * The desktops the fake can play, each as unkind as the real one it stands for:
 * - linux-x11: KDE Plasma 6 on X11. A left press reaches the app as a click, but the tray's bounds
 *   are empty; the panel is at the bottom of the primary display.
 * - linux-wayland: Ubuntu's GNOME on Wayland with the AppIndicator extension. A left press opens
 *   the menu and sends no click; windows cannot place themselves, are not given the focus they
 *   ask for, and the pointer is unknown. Top bar above, dock on the left.
 * - linux-xfce: Xfce on X11, whose legacy StatusNotifier host opens the menu on a left press and
 *   sends no click. Top panel on the primary display, a panel on the right of the second.
 * - darwin: a left press clicks, unless a context menu is set, which then takes it over. Menu
 *   bar on top of both displays, the built-in one at scale 2.
 * - win32: the press's mouse-down takes the focus (blurring the popup) before the click; a
 *   double-click comes as click, click, double-click. Focus is given only to an app the user just
 *   gave input (the foreground lock). Displays at 125 % and 150 %, taskbars below and on the left.
 */
export type FakeDesktopKind = 'linux-x11' | 'linux-wayland' | 'linux-xfce' | 'darwin' | 'win32';
export const fakeDesktopKinds: readonly FakeDesktopKind[] = ['linux-x11', 'linux-wayland', 'linux-xfce', 'darwin', 'win32'];

/** What the app reads of its desktop (src/main/desktop.ts), as each kind has it. */
export interface FakeDesktop {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  switchValue(name: string): string;
}

export interface FakeRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FakePoint {
  x: number;
  y: number;
}

/** A display as Electron's screen module reports it, in DIPs. */
export interface FakeDisplay {
  id: number;
  bounds: FakeRectangle;
  workArea: FakeRectangle;
  scaleFactor: number;
}

/**
 * What a left press on the tray icon does. 'click': the app is told. 'menu': the host opens the
 * context menu itself and the app hears nothing.
 */
type LeftPress = 'click' | 'menu';
/** Who gets the focus a window asks for: anyone, no one (Wayland), or an app the user just used (Windows). */
type FocusPolicy = 'granted' | 'refused' | 'foreground-lock';

interface DesktopProfile {
  desktop: FakeDesktop;
  displays: FakeDisplay[];
  /** Where the tray icon sits, as Tray.getBounds reports it: empty on Linux. */
  trayBounds: FakeRectangle;
  /** Where the pointer is when the user presses the icon. */
  trayPointer: FakePoint;
  leftPress: LeftPress;
  focus: FocusPolicy;
  /** Whether windows may choose their own position (not on Wayland). */
  placesWindows: boolean;
  /** Whether getCursorScreenPoint knows where the pointer is (not on Wayland). */
  knowsPointer: boolean;
}

const empty: FakeRectangle = { x: 0, y: 0, width: 0, height: 0 };

function profileOf(kind: FakeDesktopKind): DesktopProfile {
  const linux = (env: NodeJS.ProcessEnv) => ({ platform: 'linux' as const, env, switchValue: () => '' });
  switch (kind) {
    case 'linux-x11':
      return {
        desktop: linux({ XDG_SESSION_TYPE: 'x11', DISPLAY: ':0', XDG_CURRENT_DESKTOP: 'KDE' }),
        displays: [
          { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1036 }, scaleFactor: 1 },
          { id: 2, bounds: { x: 1920, y: 0, width: 1920, height: 1080 }, workArea: { x: 1920, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 },
        ],
        trayBounds: empty,
        trayPointer: { x: 1850, y: 1060 },
        leftPress: 'click',
        focus: 'granted',
        placesWindows: true,
        knowsPointer: true,
      };
    case 'linux-wayland':
      return {
        desktop: linux({ XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0', XDG_CURRENT_DESKTOP: 'ubuntu:GNOME' }),
        displays: [
          { id: 1, bounds: { x: 0, y: 0, width: 2048, height: 1280 }, workArea: { x: 64, y: 32, width: 1984, height: 1248 }, scaleFactor: 1.25 },
          { id: 2, bounds: { x: 2048, y: 0, width: 1920, height: 1080 }, workArea: { x: 2048, y: 32, width: 1920, height: 1048 }, scaleFactor: 1 },
        ],
        trayBounds: empty,
        trayPointer: { x: 1900, y: 16 },
        leftPress: 'menu',
        focus: 'refused',
        placesWindows: false,
        knowsPointer: false,
      };
    case 'linux-xfce':
      return {
        desktop: linux({ XDG_SESSION_TYPE: 'x11', DISPLAY: ':0', XDG_CURRENT_DESKTOP: 'XFCE' }),
        displays: [
          { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 30, width: 1920, height: 1050 }, scaleFactor: 1 },
          { id: 2, bounds: { x: 1920, y: 0, width: 1280, height: 1024 }, workArea: { x: 1920, y: 0, width: 1232, height: 1024 }, scaleFactor: 1 },
        ],
        trayBounds: empty,
        trayPointer: { x: 1880, y: 15 },
        leftPress: 'menu',
        focus: 'granted',
        placesWindows: true,
        knowsPointer: true,
      };
    case 'darwin':
      return {
        desktop: { platform: 'darwin', env: {}, switchValue: () => '' },
        displays: [
          { id: 1, bounds: { x: 0, y: 0, width: 1512, height: 982 }, workArea: { x: 0, y: 25, width: 1512, height: 890 }, scaleFactor: 2 },
          { id: 2, bounds: { x: 1512, y: 0, width: 2560, height: 1440 }, workArea: { x: 1512, y: 25, width: 2560, height: 1415 }, scaleFactor: 1 },
        ],
        trayBounds: { x: 1300, y: 0, width: 24, height: 25 },
        trayPointer: { x: 1312, y: 12 },
        leftPress: 'click',
        focus: 'granted',
        placesWindows: true,
        knowsPointer: true,
      };
    case 'win32':
      return {
        desktop: { platform: 'win32', env: {}, switchValue: () => '' },
        displays: [
          // 1920 × 1080 at 125 % with the taskbar below; 2560 × 1440 at 150 % with it on the left.
          { id: 1, bounds: { x: 0, y: 0, width: 1536, height: 864 }, workArea: { x: 0, y: 0, width: 1536, height: 816 }, scaleFactor: 1.25 },
          { id: 2, bounds: { x: 1536, y: 0, width: 1707, height: 960 }, workArea: { x: 1584, y: 0, width: 1659, height: 960 }, scaleFactor: 1.5 },
        ],
        trayBounds: { x: 1380, y: 816, width: 24, height: 48 },
        trayPointer: { x: 1392, y: 840 },
        leftPress: 'click',
        focus: 'foreground-lock',
        placesWindows: true,
        knowsPointer: true,
      };
  }
}

function distanceTo(rectangle: FakeRectangle, point: FakePoint): number {
  const dx = Math.max(rectangle.x - point.x, 0, point.x - (rectangle.x + rectangle.width));
  const dy = Math.max(rectangle.y - point.y, 0, point.y - (rectangle.y + rectangle.height));
  return Math.hypot(dx, dy);
}

function overlapArea(a: FakeRectangle, b: FakeRectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Electron's screen module over the displays of one desktop. The pointer is moved by tests and tray presses. */
export class FakeScreen {
  /** Where the pointer is, in DIPs. */
  pointer: FakePoint = { x: 0, y: 0 };

  constructor(
    public displays: FakeDisplay[],
    private readonly profile: DesktopProfile,
  ) {}

  getPrimaryDisplay(): FakeDisplay {
    const [primary] = this.displays;
    if (primary === undefined) throw new Error('the fake desktop has no display');
    return primary;
  }

  getAllDisplays(): FakeDisplay[] {
    return [...this.displays];
  }

  getDisplayNearestPoint(point: FakePoint): FakeDisplay {
    return this.displays.reduce((best, display) => (distanceTo(display.bounds, point) < distanceTo(best.bounds, point) ? display : best), this.getPrimaryDisplay());
  }

  /** The display the rectangle overlaps most; for one that overlaps none, the one nearest its centre. */
  getDisplayMatching(rectangle: FakeRectangle): FakeDisplay {
    const most = this.displays.reduce((best, display) => (overlapArea(display.bounds, rectangle) > overlapArea(best.bounds, rectangle) ? display : best), this.getPrimaryDisplay());
    if (overlapArea(most.bounds, rectangle) > 0) return most;
    return this.getDisplayNearestPoint({ x: rectangle.x + rectangle.width / 2, y: rectangle.y + rectangle.height / 2 });
  }

  /** Not supported on Wayland, as documented: there it answers the origin, wherever the pointer is. */
  getCursorScreenPoint(): FakePoint {
    return this.profile.knowsPointer ? { ...this.pointer } : { x: 0, y: 0 };
  }
}

/** Windows only, as documented: the DIP ↔ physical pixel conversions, scaled by the display nearest. */
function windowsScreenConversions(screen: FakeScreen) {
  const scaleOf = (window: FakeBrowserWindow | null, rect: FakeRectangle): number =>
    screen.getDisplayMatching(window === null ? rect : window.getBounds()).scaleFactor;
  const scaled = (rect: FakeRectangle, factor: number): FakeRectangle => ({
    x: Math.round(rect.x * factor),
    y: Math.round(rect.y * factor),
    width: Math.round(rect.width * factor),
    height: Math.round(rect.height * factor),
  });
  return {
    dipToScreenRect: (window: FakeBrowserWindow | null, rect: FakeRectangle) => scaled(rect, scaleOf(window, rect)),
    screenToDipRect: (window: FakeBrowserWindow | null, rect: FakeRectangle) => {
      const display = screen.displays.reduce(
        (best, candidate) => (overlapArea(scaled(candidate.bounds, candidate.scaleFactor), rect) > overlapArea(scaled(best.bounds, best.scaleFactor), rect) ? candidate : best),
        screen.getPrimaryDisplay(),
      );
      return scaled(rect, 1 / (window === null ? display.scaleFactor : scaleOf(window, window.getBounds())));
    },
  };
}

/** Which window has the keyboard focus; shared by windows and the tray, as on a real desktop. */
class FocusState {
  focused: FakeBrowserWindow | null = null;
  /**
   * Windows' foreground lock: an app may take the focus only just after the user gave it input
   * (a press on its tray icon, a pick in its menu) or while it has the focus already.
   */
  private foregroundRight = false;

  constructor(readonly policy: FocusPolicy) {}

  /** A window asks for the focus (show, focus); the desktop may say no, and then no blur ever comes. */
  request(window: FakeBrowserWindow): void {
    if (this.policy === 'refused') return;
    if (this.policy === 'foreground-lock' && !this.foregroundRight && this.focused === null) return;
    this.give(window);
  }

  /** The user gave the app input: on Windows, it may now bring a window to the front. */
  userInput(): void {
    this.foregroundRight = true;
  }

  give(window: FakeBrowserWindow): void {
    if (this.focused === window) return;
    this.takeAway();
    this.focused = window;
    window.focused = true;
    window.emit('focus');
  }

  /** Focus moves to something outside the app: the taskbar, the menu bar, another app. */
  takeAway(): void {
    this.foregroundRight = false;
    const previous = this.focused;
    if (previous === null) return;
    this.focused = null;
    previous.focused = false;
    previous.emit('blur');
  }
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

/** An invocation as ipcMain.handle's listener gets it: from a webContents, known by its id, and one of its frames. */
export interface FakeInvokeEvent {
  sender: { id: number; mainFrame: FakeFrame };
  senderFrame: FakeFrame | null;
}

/** An invocation from `contents`' main frame, or from the frame given (a subframe, or null for one that is gone). */
export function invokeEventFrom(contents: FakeWebContents, frame: FakeFrame | null = contents.mainFrame): FakeInvokeEvent {
  return { sender: contents, senderFrame: frame };
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

/** Electron numbers every webContents of the process in turn and never reuses an id. */
let lastWebContentsId = 0;

export class FakeWebContents extends EventEmitter {
  readonly id = ++lastWebContentsId;
  url = '';
  readonly mainFrame: FakeFrame = { url: '', parent: null };
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  windowOpenHandler: WindowOpenHandler | undefined;

  getURL(): string {
    return this.url;
  }

  /**
   * What the page's own `history.pushState(null, '', url)` does: the address changes without a
   * load, for getURL and the main frame alike, anywhere on the page's origin; another origin
   * throws, as the browser's SecurityError.
   */
  pushState(url: string): void {
    const now = new URL(this.url);
    const next = new URL(url, now);
    // app: is not a special scheme, so its origin reads "null": scheme and host tell it.
    if (next.protocol !== now.protocol || next.host !== now.host) throw new Error(`SecurityError: a history state with URL '${next.href}' cannot be created in a document with origin '${now.protocol}//${now.host}'`);
    this.url = next.href;
    this.mainFrame.url = next.href;
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
  maximized = false;
  destroyed = false;
  /** Where the app last placed the window itself; undefined where it never did, or could not (Wayland). */
  position: { x: number; y: number } | undefined;
  /** The window's bounds when it is neither maximized nor full screen: what getNormalBounds answers. */
  normalBounds: FakeRectangle;
  /** What setVisibleOnAllWorkspaces achieved; it does nothing on Windows. */
  visibleOnAllWorkspaces = false;
  /** macOS only: shown over other apps' full-screen Spaces. */
  visibleOnFullScreen = false;
  /** The level it floats at, null when it does not; the alwaysOnTop option floats at 'floating'. */
  alwaysOnTopLevel: string | null;

  constructor(
    readonly options: FakeWindowOptions,
    private readonly app: FakeApp,
    private readonly focusState: FocusState,
    private readonly screen: FakeScreen,
    private readonly placesWindows: boolean,
  ) {
    super();
    app.requireReady('BrowserWindow');
    this.alwaysOnTopLevel = options.alwaysOnTop === true ? 'floating' : null;
    this.normalBounds = this.initialBounds();
    app.emit('web-contents-created', {}, this.webContents);
  }

  /**
   * Where the window starts: where asked, or centred on the primary display. On Windows a window
   * asked onto a display whose scale differs from the primary's gets its size converted with the
   * primary's scale (electron/electron#10862, #51603), so it comes up too small or too large.
   */
  private initialBounds(): FakeRectangle {
    const primary = this.screen.getPrimaryDisplay();
    const width = typeof this.options.width === 'number' ? this.options.width : 800;
    const height = typeof this.options.height === 'number' ? this.options.height : 600;
    const { x, y } = this.options;
    if (!this.placesWindows || typeof x !== 'number' || typeof y !== 'number') {
      return { x: Math.round(primary.workArea.x + (primary.workArea.width - width) / 2), y: Math.round(primary.workArea.y + (primary.workArea.height - height) / 2), width, height };
    }
    const asked = { x, y, width, height };
    return this.app.platform === 'win32' ? resizedBetween(asked, this.screen.getDisplayMatching(asked), primary) : asked;
  }

  loadURL(url: string): Promise<void> {
    this.webContents.url = url;
    this.webContents.mainFrame.url = url;
    return Promise.resolve();
  }

  /** Showing asks for the focus, which the desktop may refuse (Wayland, Windows' foreground lock). */
  show(): void {
    this.visible = true;
    this.focusState.request(this);
  }

  hide(): void {
    this.visible = false;
    if (this.focusState.focused === this) this.focusState.takeAway();
  }

  /** Asks for the focus; Wayland compositors refuse it, Windows unless the user just used the app. */
  focus(): void {
    if (this.visible) this.focusState.request(this);
  }

  isVisible(): boolean {
    return this.visible;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  minimize(): void {
    this.minimized = true;
    this.emit('minimize');
  }

  restore(): void {
    this.minimized = false;
    this.emit('restore');
  }

  /** As Electron's: maximizing a hidden window shows it, without the focus. */
  maximize(): void {
    this.maximized = true;
    this.visible = true;
    this.emit('maximize');
  }

  unmaximize(): void {
    if (!this.maximized) return;
    this.maximized = false;
    this.emit('unmaximize');
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  isFullScreen(): boolean {
    return false;
  }

  /** Ignored under Wayland, where windows cannot choose their place. */
  setPosition(x: number, y: number): void {
    if (!this.placesWindows) return;
    this.position = { x, y };
    this.normalBounds = { ...this.normalBounds, x, y };
    this.emit('move');
  }

  /**
   * Under Wayland only the size applies. On Windows a move onto a display of another scale
   * converts the size with the scale of the display the window leaves (electron/electron#16444);
   * asked again once there, the size comes out right.
   */
  setBounds(bounds: FakeRectangle): void {
    const from = this.screen.getDisplayMatching(this.getBounds());
    const to = this.screen.getDisplayMatching(bounds);
    let next = this.app.platform === 'win32' ? resizedBetween(bounds, to, from) : { ...bounds };
    if (!this.placesWindows) next = { ...this.normalBounds, width: bounds.width, height: bounds.height };
    const moved = next.x !== this.normalBounds.x || next.y !== this.normalBounds.y;
    const resized = next.width !== this.normalBounds.width || next.height !== this.normalBounds.height;
    this.normalBounds = next;
    if (moved) this.emit('move');
    if (resized) this.emit('resize');
  }

  getBounds(): FakeRectangle {
    if (this.destroyed) throw new Error('Object has been destroyed');
    return this.maximized ? this.screen.getDisplayMatching(this.normalBounds).workArea : this.normalBounds;
  }

  getNormalBounds(): FakeRectangle {
    if (this.destroyed) throw new Error('Object has been destroyed');
    return this.normalBounds;
  }

  /** macOS and Linux, as documented; it does nothing on Windows. */
  setVisibleOnAllWorkspaces(visible: boolean, options: { visibleOnFullScreen?: boolean; skipTransformProcessType?: boolean } = {}): void {
    if (this.app.platform === 'win32') return;
    this.visibleOnAllWorkspaces = visible;
    if (this.app.platform !== 'darwin') return;
    this.visibleOnFullScreen = visible && options.visibleOnFullScreen === true;
    // Without skipTransformProcessType the app turns into a foreground app: the Dock icon it hid comes back.
    if (options.skipTransformProcessType !== true && this.app.dock !== undefined) this.app.dock.hidden = false;
  }

  setAlwaysOnTop(flag: boolean, level: string = 'floating'): void {
    this.alwaysOnTopLevel = flag ? level : null;
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

/** The size Windows gives a rectangle meant for one display when it converts it with another's scale. */
function resizedBetween(bounds: FakeRectangle, meantFor: FakeDisplay, convertedWith: FakeDisplay): FakeRectangle {
  const ratio = convertedWith.scaleFactor / meantFor.scaleFactor;
  return { ...bounds, width: Math.round(bounds.width * ratio), height: Math.round(bounds.height * ratio) };
}

export interface FakeBrowserWindowClass {
  new (options: FakeWindowOptions): FakeBrowserWindow;
  /** Every window constructed, closed ones included. */
  readonly instances: FakeBrowserWindow[];
  getAllWindows(): FakeBrowserWindow[];
}

function browserWindowClass(app: FakeApp, focus: FocusState, screen: FakeScreen, placesWindows: boolean): FakeBrowserWindowClass {
  const instances: FakeBrowserWindow[] = [];
  return class extends FakeBrowserWindow {
    static readonly instances = instances;

    static getAllWindows(): FakeBrowserWindow[] {
      return instances.filter((window) => !window.destroyed);
    }

    constructor(options: FakeWindowOptions) {
      super(options, app, focus, screen, placesWindows);
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
  /** As the desktop reports them: empty on Linux, where StatusNotifier hosts do not tell. */
  bounds: FakeRectangle;
  toolTip = '';
  contextMenu: FakeMenu | null = null;
  /** Every menu the user saw open at the icon, in order. */
  readonly menusShown: FakeMenu[] = [];
  /** Every image passed to setImage, in order; the constructor's is `image`. */
  readonly images: FakeNativeImage[] = [];
  /** The GUID given to the constructor, if any. */
  guid: string | undefined;

  constructor(
    readonly image: { path: string; isEmpty(): boolean },
    app: FakeApp,
    private readonly profile: DesktopProfile,
    private readonly focus: FocusState,
    private readonly screen: FakeScreen,
  ) {
    super();
    app.requireReady('Tray');
    this.bounds = { ...profile.trayBounds };
  }

  private get platform(): NodeJS.Platform {
    return this.profile.desktop.platform;
  }

  /** The user's hand on the icon: the pointer moves there, and the app is the one being used. */
  private reach(): void {
    this.screen.pointer = { ...this.profile.trayPointer };
  }

  /** The host shows the menu it was given, if any; the app is told nothing. */
  private hostShowsMenu(): void {
    if (this.contextMenu !== null) {
      this.menusShown.push(this.contextMenu);
      this.focus.userInput();
    }
  }

  /**
   * The user presses the icon with the left button. macOS: a status item with a context menu opens
   * the menu and reports no click. macOS and Windows: the press first takes the focus from the
   * app's window (the menu bar, the taskbar), so its blur comes before the click. Linux: KDE's
   * host activates the item and Electron reports a click; GNOME's AppIndicator and Xfce's legacy
   * host open the menu instead and report nothing.
   */
  press(): void {
    this.reach();
    if (this.profile.leftPress === 'menu' || (this.platform === 'darwin' && this.contextMenu !== null)) {
      this.hostShowsMenu();
      return;
    }
    if (this.platform !== 'linux') this.focus.takeAway();
    this.focus.userInput();
    this.emit('click', {}, this.bounds, this.screen.getCursorScreenPoint());
  }

  /**
   * Two presses in quick succession. Windows reports click, click, double-click (each mouse-down
   * blurring first); macOS click, then double-click; Linux hosts know no double-click, so the
   * item is pressed twice.
   */
  doublePress(): void {
    if (this.platform === 'linux' || (this.platform === 'darwin' && this.contextMenu !== null)) {
      this.press();
      this.press();
      return;
    }
    this.press();
    if (this.platform === 'win32') this.press();
    else this.focus.takeAway();
    this.focus.userInput();
    this.emit('double-click', {}, this.bounds);
  }

  /**
   * The user presses the icon with the right button. Linux: the host shows the menu it was given,
   * and Electron reports nothing. Elsewhere: a context menu set on the icon opens; without one,
   * Electron reports a right click.
   */
  pressRight(): void {
    this.reach();
    if (this.platform === 'linux' || this.contextMenu !== null) {
      this.hostShowsMenu();
      return;
    }
    this.focus.takeAway();
    this.focus.userInput();
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

function trayClass(app: FakeApp, profile: DesktopProfile, focus: FocusState, screen: FakeScreen): FakeTrayClass {
  const instances: FakeTray[] = [];
  return class extends FakeTray {
    static readonly instances = instances;

    constructor(image: { path: string; isEmpty(): boolean }, guid?: string) {
      super(image, app, profile, focus, screen);
      // Electron throws on a GUID that is not in UUID form.
      if (guid !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(guid)) throw new TypeError('Invalid GUID format');
      this.guid = guid;
      instances.push(this);
    }
  };
}

export class FakeNotification extends EventEmitter {
  shown = false;

  static isSupported(): boolean {
    return true;
  }

  constructor(readonly options: { title: string; body?: string; icon?: string }) {
    super();
  }

  show(): void {
    this.shown = true;
  }
}

export interface FakeNotificationClass {
  new (options: { title: string; body?: string; icon?: string }): FakeNotification;
  prototype: FakeNotification;
  isSupported(): boolean;
  /** What the user saw, in order: each shown notification's options. */
  readonly shown: Array<{ title: string; body?: string; icon?: string }>;
}

function notificationClass(): FakeNotificationClass {
  const shown: Array<{ title: string; body?: string; icon?: string }> = [];
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
  const profile = profileOf(kind);
  const focus = new FocusState(profile.focus);
  const screen = new FakeScreen(profile.displays, profile);
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
  const openedExternally: string[] = [];

  return {
    app,
    desktop: profile.desktop,
    BrowserWindow: browserWindowClass(app, focus, screen, profile.placesWindows),
    Tray: trayClass(app, profile, focus, screen),
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
    screen: Object.assign(screen, app.platform === 'win32' ? windowsScreenConversions(screen) : {}) as FakeScreen &
      Partial<ReturnType<typeof windowsScreenConversions>>,
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
  const { platform } = profileOf(kind).desktop;
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
