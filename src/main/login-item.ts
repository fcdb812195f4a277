import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { App } from 'electron';

export interface LoginItemContext {
  platform: NodeJS.Platform;
  app: Pick<App, 'setLoginItemSettings' | 'getPath'>;
  /** The app's icon (a PNG in the resources): an AppImage installs it for its autostart entry. */
  iconFile: string;
  /** Where XDG autostart entries live; defaults to `$XDG_CONFIG_HOME/autostart` (Electron's appData). */
  autostartDir?: string;
  /** Read for APPIMAGE and XDG_DATA_HOME; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

export const autostartFileName = 'weatherglass.desktop';

/** Characters that make the Desktop Entry spec require an Exec argument to be quoted. */
const reservedInExec = /[\s"'\\><~|&;$*?#()`]/;

/**
 * One argument of an Exec line. Two layers of escaping apply: the Exec rules (quote the argument,
 * backslash `"`, `` ` ``, `$` and `\` inside the quotes; `%` is a field code, so `%%`), then the
 * rules for any string value, which double every backslash again.
 */
export function execArgument(argument: string): string {
  if (/[\n\r]/.test(argument)) throw new Error('login item: an executable path with a line break cannot go in an Exec line');
  const fieldCodesEscaped = argument.replaceAll('%', '%%');
  const exec = reservedInExec.test(argument) ? `"${fieldCodesEscaped.replace(/["`$\\]/g, '\\$&')}"` : fieldCodesEscaped;
  return exec.replaceAll('\\', '\\\\');
}

/**
 * `icon` is an icon theme name (the deb installs `weatherglass` into hicolor) or an absolute path,
 * which the Desktop Entry spec lets Icon name directly.
 */
export function autostartEntry(executable: string, icon = 'weatherglass'): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    'Name=Weatherglass',
    'Comment=Weather in the system tray',
    `Exec=${execArgument(executable)}`,
    `Icon=${icon}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/**
 * Where an AppImage keeps its icon for the autostart entry: the user's hicolor theme, in the folder
 * of the icon's own size, so that desktops looking `weatherglass` up by name find it there too.
 */
async function appImageIconPath(ctx: LoginItemContext): Promise<string> {
  const env = ctx.env ?? process.env;
  const dataHome = env.XDG_DATA_HOME !== undefined && env.XDG_DATA_HOME !== '' ? env.XDG_DATA_HOME : join(ctx.app.getPath('home'), '.local/share');
  // A PNG's width sits at byte 16 of its IHDR chunk.
  const width = (await readFile(ctx.iconFile)).readUInt32BE(16);
  return join(dataHome, 'icons/hicolor', `${width}x${width}`, 'apps/weatherglass.png');
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, text);
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Starts Weatherglass when the user logs in, or stops doing so. macOS and Windows have a login
 * item API; Electron has none for Linux, where the XDG autostart directory takes a desktop entry.
 * Rejects when the entry cannot be written or removed.
 */
export async function applyStartAtLogin(enabled: boolean, ctx: LoginItemContext): Promise<void> {
  if (ctx.platform !== 'linux') {
    ctx.app.setLoginItemSettings({ openAtLogin: enabled });
    return;
  }
  const directory = ctx.autostartDir ?? join(ctx.app.getPath('appData'), 'autostart');
  const file = join(directory, autostartFileName);
  if (!enabled) {
    await rm(file, { force: true });
    return;
  }
  await mkdir(directory, { recursive: true });
  // An AppImage runs from a mount point that changes every launch, so the AppImage file itself
  // (which its runtime names in APPIMAGE) is what must be started, and the icon inside it is
  // installed where the entry can name it: nothing installed it as the deb does.
  const appImage = (ctx.env ?? process.env).APPIMAGE;
  if (appImage === undefined) {
    await writeAtomically(file, autostartEntry(ctx.app.getPath('exe')));
    return;
  }
  const icon = await appImageIconPath(ctx);
  await mkdir(join(icon, '..'), { recursive: true });
  await copyFile(ctx.iconFile, icon);
  await writeAtomically(file, autostartEntry(appImage, icon));
}
