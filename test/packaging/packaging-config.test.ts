import { existsSync, readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type * as ElectronFuses from '@electron/fuses';

const flipFuses = vi.hoisted(() => vi.fn(async () => 1));
vi.mock('@electron/fuses', async (importOriginal) => ({
  ...(await importOriginal<typeof ElectronFuses>()),
  flipFuses,
}));

const { FuseV1Options } = await import('@electron/fuses');
const { default: afterPack, fuses, packagedElectronPath } = await import('../../scripts/flip-fuses.mjs');
const { Arch } = (await import('electron-builder')).default;

interface BuilderConfig {
  asarUnpack: string[];
  afterPack: string;
  npmRebuild?: boolean;
  linux: { target: string[]; afterInstall?: string };
  deb?: { depends?: string[]; recommends?: string[]; afterInstall?: string; appArmorProfile?: string };
  mac: { target: string[]; extendInfo?: Record<string, unknown> };
  win: { target: string[] };
  toolsets?: { appimage?: string | null };
}

const config = parse(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  author: { name?: string; email?: string } | string;
  homepage?: string;
  desktopName?: string;
};

function packContext(electronPlatformName: string, arch: number) {
  return {
    appOutDir: '/build/out',
    electronPlatformName,
    arch,
    packager: { appInfo: { productFilename: 'Weatherglass' }, executableName: 'weatherglass' },
  };
}

describe('electron-builder configuration', () => {
  it('builds AppImage and deb, dmg, and nsis', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.win.target).toEqual(['nsis']);
  });

  it('builds the AppImage with a static runtime that needs no libfuse2', async () => {
    // electron-builder 26 builds with the legacy FUSE 2 runtime for "0.0.0" or no toolset at all.
    expect(config.toolsets?.appimage).toBe('1.0.3');
    const scheme = JSON.parse(readFileSync('node_modules/app-builder-lib/scheme.json', 'utf8')) as {
      definitions: { ToolsetConfig: { properties: { appimage: { anyOf: Array<{ enum?: string[] }> } } } };
    };
    const known = scheme.definitions.ToolsetConfig.properties.appimage.anyOf.flatMap((option) => option.enum ?? []);
    expect(known).toContain(config.toolsets?.appimage);
  });

  it('unpacks keytar from the asar and flips fuses after packing', () => {
    expect(config.asarUnpack).toContain('**/node_modules/keytar/**');
    expect(config.afterPack).toBe('./scripts/flip-fuses.mjs');
  });

  it('is the configuration npm run dist builds with (test/packaging builds it too)', () => {
    expect(packageJson.scripts.dist).toMatch(/\belectron-builder --config electron-builder\.yml$/);
    expect(existsSync('electron-builder.yml')).toBe(true);
  });

  it('gives the deb target the maintainer e-mail and homepage it requires', () => {
    expect(packageJson.author).toMatchObject({ name: expect.any(String), email: expect.stringMatching(/^[^@\s]+@[^@\s]+$/) });
    expect(packageJson.homepage).toMatch(/^https:\/\//);
    // Electron's app_id and WM_CLASS on Linux, matching the installed weatherglass.desktop.
    expect(packageJson.desktopName).toBe('weatherglass.desktop');
  });

  it("keeps electron-builder's deb dependencies and its AppArmor after-install script", () => {
    // A depends list would replace electron-builder's defaults (which include keytar's libsecret-1-0).
    expect(config.deb?.depends).toBeUndefined();
    expect(config.deb?.recommends).toEqual([]);
    expect(config.deb?.afterInstall).toBeUndefined();
    expect(config.deb?.appArmorProfile).toBeUndefined();
    expect(config.linux.afterInstall).toBeUndefined();
  });

  it('packs the N-API keytar as npm ci built it, with no rebuild for Electron', () => {
    expect(config.npmRebuild).toBe(false);
    const keytar = JSON.parse(readFileSync('node_modules/keytar/package.json', 'utf8')) as { binary?: { napi_versions?: number[] } };
    expect(keytar.binary?.napi_versions?.length).toBeGreaterThan(0);
    expect(Object.values(packageJson.scripts).filter((script) => script.includes('ensure-native'))).toEqual([]);
    expect(existsSync('scripts/ensure-native.mjs')).toBe(false);
  });

  it('makes the macOS app a menu-bar app without a Dock icon', () => {
    expect(config.mac.extendInfo).toMatchObject({ LSUIElement: true });
  });
});

describe('the fuses hook', () => {
  beforeEach(() => flipFuses.mockClear());

  it('turns off Node escape hatches and turns on cookie encryption and asar integrity', () => {
    expect(fuses).toMatchObject({
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
    });
  });

  it.each([
    ['linux', '/build/out/weatherglass'],
    ['win32', '/build/out/Weatherglass.exe'],
    ['darwin', '/build/out/Weatherglass.app'],
  ])('finds the packaged binary on %s', (platform, path) => {
    expect(packagedElectronPath(packContext(platform, Arch.x64))).toBe(path);
  });

  it('flips the fuses of the packaged binary, resetting the ad-hoc signature only on Apple Silicon', async () => {
    await afterPack(packContext('linux', Arch.x64) as never);
    await afterPack(packContext('darwin', Arch.arm64) as never);
    expect(flipFuses.mock.calls).toEqual([
      ['/build/out/weatherglass', { ...fuses, resetAdHocDarwinSignature: false }],
      ['/build/out/Weatherglass.app', { ...fuses, resetAdHocDarwinSignature: true }],
    ]);
  });
});
