import { join } from 'node:path';
import { Menu, nativeImage, Tray, type MenuItemConstructorOptions } from 'electron';
import type { Translate } from '@shared/i18n/message-area';
import type { TrayMessageKey } from '@shared/i18n/messages/tray';
import type { WindowRegistry } from './windows';

export interface TrayOptions {
  resourcesDir: string;
  platform: NodeJS.Platform;
  /** The icon's identity where the system keeps the user's choices by it (see trayGuid). */
  guid?: string;
  windows: WindowRegistry;
  quit(): void;
  /** The tray's words in the interface language. */
  t: Translate<TrayMessageKey>;
  /** Calls back when the interface language changes, so the menu is written again in it. */
  onLanguageChange(listener: () => void): void;
  /** Fetches everything shown now, within the budget; the menu item appears when this is given. */
  refreshNow?(): void;
  /** Opens the account view; the menu item appears when this is given. */
  openAccount?(): void;
  /** Opens the settings view; the menu item appears when this is given. */
  openSettings?(): void;
}

type MenuGroup = MenuItemConstructorOptions[];

/** Electron calls click with the menu item, window and event, which the callbacks must not receive. */
function item(label: string, action: (() => void) | undefined): MenuGroup {
  return action === undefined ? [] : [{ label, click: () => action() }];
}

/** The groups in order with a separator between each two, leaving out the empty ones. */
function withSeparators(groups: MenuGroup[]): MenuItemConstructorOptions[] {
  return groups
    .filter((group) => group.length > 0)
    .flatMap((group, index) => (index === 0 ? group : [{ type: 'separator' as const }, ...group]));
}

/**
 * The app's only permanent presence. Every action is in the context menu too, because some Linux
 * StatusNotifier hosts (Ubuntu's AppIndicator, Xfce's) open the menu on a left click and deliver
 * no click at all, and drop the tooltip. A click on the icon toggles the popup; the menu comes
 * with a right click.
 */
export function createTray({ resourcesDir, platform, guid, windows, quit, t, onLanguageChange, refreshNow, openAccount, openSettings }: TrayOptions): Tray {
  // The `@1.25x`…`@3x` files beside the image are picked up by the display's scale; a name ending
  // in Template makes macOS tint it for the menu bar. The icon shows the app's mark until
  // presentTray has a temperature to draw.
  const image = nativeImage.createFromPath(join(resourcesDir, platform === 'darwin' ? 'trayTemplate.png' : 'tray.png'));
  const tray = guid === undefined ? new Tray(image) : new Tray(image, guid);
  tray.setToolTip('Weatherglass');
  const buildMenu = (): Menu =>
    Menu.buildFromTemplate(
      withSeparators([
        [
          { label: t('menuOpen'), click: () => windows.showPopup(tray.getBounds()) },
          { label: t('menuDashboard'), click: () => windows.show('dashboard') },
          { label: t('menuMap'), click: () => windows.show('map') },
        ],
        item(t('menuRefresh'), refreshNow),
        [...item(t('menuAccount'), openAccount), ...item(t('menuSettings'), openSettings)],
        [{ label: t('menuQuit'), click: quit }],
      ]),
    );
  let menu = buildMenu();
  // A StatusNotifier host draws the menu itself and must be handed it. On macOS a context menu set
  // on the status item takes over the left click too, so the popup could never open; there, and on
  // Windows, the menu is shown on right click instead.
  if (platform === 'linux') tray.setContextMenu(menu);
  else tray.on('right-click', () => tray.popUpContextMenu(menu));
  // Menus are built once; another language needs a new one (the tooltip is rewritten by presentTray).
  onLanguageChange(() => {
    menu = buildMenu();
    if (platform === 'linux') tray.setContextMenu(menu);
  });
  tray.on('click', () => windows.togglePopup(tray.getBounds()));
  // A double-click comes after clicks that toggled the popup: on Windows click, click,
  // double-click (open, close); on macOS click, then double-click, whose press blurred the popup
  // shut. On Windows it means what it means on any tray icon there, the main window; on macOS the
  // popup is what the icon opens, so it is opened again. Linux hosts report no double-click.
  if (platform === 'win32') {
    tray.on('double-click', () => {
      windows.hidePopup();
      windows.show('dashboard');
    });
  } else if (platform === 'darwin') {
    tray.on('double-click', () => windows.showPopup(tray.getBounds()));
  }
  return tray;
}
