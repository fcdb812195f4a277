import { nativeImage, Tray } from 'electron';
import { PNG } from 'pngjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrayState } from '@main/core/tray/tray-state';
import { panelIsDark, presentTray } from '@main/tray-presenter';
import { installFakeElectron, type FakeElectron, type FakeNativeImage, type FakeTray } from './fake-electron';
import { translatorFor } from '@shared/i18n/message-area';
import { writeStatusText } from '@shared/i18n/messages/status';
import { trayMessages } from '@shared/i18n/messages/tray';

const trayText = translatorFor(trayMessages, () => 'en');
const inEnglish = { t: trayText, language: 'en', writeStatus: writeStatusText.bind(null, 'en') } as const;

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

const helsinki: TrayState = {
  temperature: 3.4,
  unit: 'C',
  locationName: 'Helsinki',
  conditionPhrase: 'Light rain',
  precipitationAhead: 'light rain starting in about 10\u00a0min',
  freshness: 'fresh',
  ageMinutes: 2,
  connectivity: 'online',
  dataMode: 'demo',
  attention: null,
};

let electron: FakeElectron;

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
});

function newTray(): { tray: Tray; fake: FakeTray } {
  const tray = new Tray(nativeImage.createFromPath('/resources/tray.png'));
  const fake = electron.Tray.instances.at(-1);
  if (fake === undefined) throw new Error('no tray was created');
  return { tray, fake };
}

function lastImage(fake: FakeTray): FakeNativeImage {
  const image = fake.images.at(-1);
  if (image === undefined) throw new Error('the tray image was never set');
  return image;
}

/** Size and the colours of the lit pixels of each representation, by scale factor. */
function decoded(image: FakeNativeImage) {
  return image.representations.map(({ scaleFactor, buffer }) => {
    const png = PNG.sync.read(buffer ?? Buffer.alloc(0));
    const lit = new Set<string>();
    for (let offset = 0; offset < png.data.length; offset += 4) {
      if (png.data[offset + 3] !== 0) lit.add(`${png.data[offset]},${png.data[offset + 1]},${png.data[offset + 2]}`);
    }
    return { scaleFactor, width: png.width, height: png.height, lit: [...lit] };
  });
}

describe('presentTray', () => {
  it('gives macOS a black template image at 16, 20, 24, 32 and 48 px, whatever the panel', () => {
    const { tray, fake } = newTray();

    presentTray(tray, helsinki, { platform: 'darwin', darkPanel: true, ...inEnglish });

    const image = lastImage(fake);
    expect(image.isTemplateImage()).toBe(true);
    expect(decoded(image)).toEqual([
      { scaleFactor: 1, width: 16, height: 16, lit: ['0,0,0'] },
      { scaleFactor: 1.25, width: 20, height: 20, lit: ['0,0,0'] },
      { scaleFactor: 1.5, width: 24, height: 24, lit: ['0,0,0'] },
      { scaleFactor: 2, width: 32, height: 32, lit: ['0,0,0'] },
      { scaleFactor: 3, width: 48, height: 48, lit: ['0,0,0'] },
    ]);
  });

  it.each([
    [true, '255,255,255'],
    [false, '0,0,0'],
  ] as const)('on Windows with a dark panel %s draws the temperature in %s at every display scale, not as a template', (darkPanel, colour) => {
    const { tray, fake } = newTray();

    presentTray(tray, helsinki, { platform: 'win32', darkPanel, ...inEnglish });

    const image = lastImage(fake);
    expect(image.isTemplateImage()).toBe(false);
    expect(decoded(image)).toEqual([
      { scaleFactor: 1, width: 16, height: 16, lit: [colour] },
      { scaleFactor: 1.25, width: 20, height: 20, lit: [colour] },
      { scaleFactor: 1.5, width: 24, height: 24, lit: [colour] },
      { scaleFactor: 2, width: 32, height: 32, lit: [colour] },
      { scaleFactor: 3, width: 48, height: 48, lit: [colour] },
    ]);
  });

  it.each([
    [1, true, 16, '255,255,255'],
    [1.25, false, 20, '0,0,0'],
    [1.5, true, 24, '255,255,255'],
    [2, true, 32, '255,255,255'],
    [2.5, true, 32, '255,255,255'],
    [3, false, 48, '0,0,0'],
  ] as const)(
    'on Linux at display scale %s (dark panel %s) sends the panel one %s px bitmap as 1x, the only one its host reads',
    (displayScale, darkPanel, size, colour) => {
      const { tray, fake } = newTray();

      presentTray(tray, helsinki, { platform: 'linux', darkPanel, displayScale, ...inEnglish });

      const image = lastImage(fake);
      expect(image.isTemplateImage()).toBe(false);
      expect(decoded(image)).toEqual([{ scaleFactor: 1, width: size, height: size, lit: [colour] }]);
    },
  );

  it('sends a new image when the display scale changes on Linux', () => {
    const { tray, fake } = newTray();

    presentTray(tray, helsinki, { platform: 'linux', darkPanel: true, displayScale: 1, ...inEnglish });
    presentTray(tray, helsinki, { platform: 'linux', darkPanel: true, displayScale: 2, ...inEnglish });

    expect(fake.images.map((image) => decoded(image).map(({ width }) => width))).toEqual([[16], [32]]);
  });

  it('says the place, the weather and the coming rain in the tooltip', () => {
    const { tray, fake } = newTray();

    presentTray(tray, helsinki, { platform: 'linux', darkPanel: true, ...inEnglish });

    expect(fake.toolTip).toBe('Helsinki: Light rain, 3°C — light rain starting in about 10\u00a0min');
  });

  it('says how old the data is when it is stale, and that there is none yet before the first reading', () => {
    const stale = newTray();
    const empty = newTray();

    const options = { platform: 'win32', darkPanel: false, ...inEnglish } as const;

    presentTray(stale.tray, { ...helsinki, precipitationAhead: null, freshness: 'stale', ageMinutes: 95 }, options);
    presentTray(empty.tray, { ...helsinki, temperature: null, conditionPhrase: null, precipitationAhead: null, ageMinutes: null }, options);

    expect(stale.fake.toolTip).toBe('Helsinki: Light rain, 3°C — not updated, data 2\u00a0hr old');
    expect(empty.fake.toolTip).toBe('Helsinki: no data yet');
    expect(decoded(lastImage(empty.fake))[0]?.lit).toEqual(['0,0,0']);
  });

  it('sends a new image only when what it shows changes', () => {
    const { tray, fake } = newTray();
    const options = { platform: 'linux', darkPanel: true, ...inEnglish } as const;

    presentTray(tray, helsinki, options);
    presentTray(tray, { ...helsinki, temperature: 3.2, ageMinutes: 5 }, options);
    expect(fake.images).toHaveLength(1);

    presentTray(tray, { ...helsinki, temperature: 4 }, options);
    presentTray(tray, { ...helsinki, temperature: 4 }, { ...options, darkPanel: false });

    expect(fake.images).toHaveLength(3);
    expect(fake.images[1]?.representations[0]?.buffer).not.toEqual(fake.images[0]?.representations[0]?.buffer);
  });
});

describe('panelIsDark', () => {
  const theme = (app: boolean, system: boolean) => ({
    shouldUseDarkColors: app,
    shouldUseDarkColorsForSystemIntegratedUI: system,
  });

  it('follows the Windows system theme, which colours the taskbar, not the app theme', () => {
    expect(panelIsDark(theme(false, true), 'win32')).toBe(true);
    expect(panelIsDark(theme(true, false), 'win32')).toBe(false);
  });

  it('treats GNOME Shell’s top bar as dark in either style', () => {
    expect(panelIsDark(theme(false, false), 'linux', 'ubuntu:GNOME')).toBe(true);
    expect(panelIsDark(theme(false, false), 'linux', 'GNOME')).toBe(true);
  });

  it('follows the theme on other Linux desktops and on macOS', () => {
    expect(panelIsDark(theme(false, true), 'linux', 'KDE')).toBe(false);
    expect(panelIsDark(theme(true, false), 'linux', 'XFCE')).toBe(true);
    expect(panelIsDark(theme(false, false), 'linux', undefined)).toBe(false);
    expect(panelIsDark(theme(true, false), 'darwin')).toBe(true);
  });
});
