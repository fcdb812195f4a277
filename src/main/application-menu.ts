import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu, or null for none. Electron's default menu has a View menu whose
 * accelerators reload the page and open DevTools, from which anyone at the keyboard could read
 * what the trusted pages hold; so a packaged build never has it. macOS keeps a menu nonetheless:
 * there the Edit menu is what makes copy and paste work in text fields, and the app menu gives ⌘Q.
 * Windows and Linux need none: Chromium handles the editing keys itself.
 */
export function applicationMenuTemplate(platform: NodeJS.Platform, developerTools: boolean): MenuItemConstructorOptions[] | null {
  const forDevelopers: MenuItemConstructorOptions[] = developerTools ? [{ role: 'viewMenu' }] : [];
  if (platform === 'darwin') return [{ role: 'appMenu' }, { role: 'editMenu' }, ...forDevelopers, { role: 'windowMenu' }];
  return forDevelopers.length === 0 ? null : forDevelopers;
}
