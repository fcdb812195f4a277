import { join } from 'node:path';
import { Menu, nativeImage, Tray } from 'electron';
import type { WindowRegistry } from './windows';

export interface TrayOptions {
  resourcesDir: string;
  windows: WindowRegistry;
  quit(): void;
}

/**
 * The app's only permanent presence. Every action is in the context menu too, because Linux
 * AppIndicator hosts never deliver clicks on the icon itself.
 */
export function createTray({ resourcesDir, windows, quit }: TrayOptions): Tray {
  // tray@2x.png beside tray.png is picked up automatically on high-density screens.
  const tray = new Tray(nativeImage.createFromPath(join(resourcesDir, 'tray.png')));
  tray.setToolTip('Weatherglass');
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: 'Open Weatherglass', click: () => windows.showPopup(tray.getBounds()) },
      { label: 'Dashboard', click: () => windows.show('dashboard') },
      { label: 'Weather map', click: () => windows.show('map') },
      { type: 'separator' },
      { label: 'Quit', click: quit },
    ]),
  );
  tray.on('click', () => windows.togglePopup(tray.getBounds()));
  return tray;
}
