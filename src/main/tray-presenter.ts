import { nativeImage, type NativeImage, type NativeTheme, type Tray } from 'electron';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import type { Translate } from '@shared/i18n/message-area';
import type { TrayMessageKey } from '@shared/i18n/messages/tray';
import type { StatusText } from '@shared/views/status';
import { renderTrayIcon, type PanelShade } from './core/tray/render-tray-icon';
import type { TrayIconSize } from './core/tray/tray-icon-layout';
import type { TrayState } from './core/tray/tray-state';
import { trayTooltip } from './core/tray/tray-tooltip';

export interface TrayPresentation {
  platform: NodeJS.Platform;
  /** Whether the panel behind the icon is dark; see panelIsDark. Ignored on macOS (template image). */
  darkPanel: boolean;
  /** The tray's words in the interface language. */
  t: Translate<TrayMessageKey>;
  /** That language, for what Intl writes (the data's age). */
  language: InterfaceLanguage;
  /** A status text (what stands in the way of fresh data) in the same language. */
  writeStatus: (text: StatusText) => string;
  /** Linux: the primary display's scale factor, which sizes the one bitmap the panel gets (1 if not given). */
  displayScale?: number;
}

/**
 * A 16 px icon at the display scales Windows offers (100, 125, 150, 200, 300 %) and macOS's 1x and
 * 2x: Electron picks the representation of the display's scale, so none is resampled.
 */
export const trayRepresentations = [
  { scaleFactor: 1, size: 16 },
  { scaleFactor: 1.25, size: 20 },
  { scaleFactor: 1.5, size: 24 },
  { scaleFactor: 2, size: 32 },
  { scaleFactor: 3, size: 48 },
] as const;

/**
 * What each tray last showed, so an unchanged reading does not resend the image: on GNOME every
 * new image is written to a fresh temporary directory.
 */
const shown = new WeakMap<Tray, { icon: Buffer; toolTip: string }>();

/**
 * Which icon variant suits the panel. Windows: the taskbar follows the system ("Windows mode")
 * theme, which can differ from the app theme that `shouldUseDarkColors` reports. Linux: GNOME
 * Shell's top bar stays dark in the light style too; other panels mostly follow the GTK theme,
 * which is what `shouldUseDarkColors` reads there. macOS: answered for completeness, the icon is a
 * template image that the menu bar tints itself.
 */
export function panelIsDark(
  theme: Pick<NativeTheme, 'shouldUseDarkColors' | 'shouldUseDarkColorsForSystemIntegratedUI'>,
  platform: NodeJS.Platform,
  desktop: string | undefined = process.env.XDG_CURRENT_DESKTOP,
): boolean {
  if (platform === 'win32') return theme.shouldUseDarkColorsForSystemIntegratedUI;
  if (platform === 'linux' && (desktop ?? '').split(':').some((name) => name.toUpperCase() === 'GNOME')) return true;
  return theme.shouldUseDarkColors;
}

/**
 * Linux StatusNotifierItem hosts get only the 1x bitmap (Chromium sends `ImageSkia::bitmap()`) and
 * scale it to the panel themselves: a 16 px one is blown up, blurred, on a HiDPI panel. So there the
 * one representation is a 16 px icon at the primary display's scale (GNOME's AppIndicator scales
 * the file down to its top bar; KDE picks its panel's size from it).
 */
function linuxRepresentations(displayScale: number): ReadonlyArray<{ scaleFactor: number; size: TrayIconSize }> {
  const wanted = 16 * displayScale;
  const nearest = trayRepresentations.reduce((best, candidate) => (Math.abs(candidate.size - wanted) < Math.abs(best.size - wanted) ? candidate : best));
  return [{ scaleFactor: 1, size: nearest.size }];
}

function trayImage(pngs: ReadonlyArray<{ scaleFactor: number; buffer: Buffer }>, template: boolean): NativeImage {
  const image = nativeImage.createEmpty();
  for (const png of pngs) image.addRepresentation(png);
  // A template is black with alpha, which the light-panel rendering is; macOS tints it for the menu bar.
  if (template) image.setTemplateImage(true);
  return image;
}

/**
 * Shows the temperature in the icon and the condition in the tooltip. On macOS the temperature is
 * not repeated as a menu bar title: the icon already carries it.
 */
export function presentTray(tray: Tray, state: TrayState, { platform, darkPanel, t, language, writeStatus, displayScale = 1 }: TrayPresentation): void {
  const template = platform === 'darwin';
  const panel: PanelShade = template || !darkPanel ? 'light' : 'dark';
  const representations = platform === 'linux' ? linuxRepresentations(displayScale) : trayRepresentations;
  const pngs = representations.map(({ scaleFactor, size }) => ({
    scaleFactor,
    buffer: renderTrayIcon({ temperature: state.temperature, panel, size }),
  }));
  const icon = Buffer.concat([Buffer.from(`${panel} ${String(template)} ${pngs.map((png) => png.scaleFactor).join(',')}`), ...pngs.map((png) => png.buffer)]);
  const attentionSummary = state.attention === null ? null : writeStatus(state.attention.summary);
  const toolTip = trayTooltip({ ...state, ageMinutes: state.ageMinutes ?? undefined, attentionSummary }, t, language);
  const last = shown.get(tray);

  if (last === undefined || !last.icon.equals(icon)) tray.setImage(trayImage(pngs, template));
  if (last?.toolTip !== toolTip) tray.setToolTip(toolTip);
  shown.set(tray, { icon, toolTip });
}
