import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type * as ElectronFuses from '@electron/fuses';

const flipFuses = vi.hoisted(() => vi.fn(async () => 1));
vi.mock('@electron/fuses', async (importOriginal) => ({
  ...(await importOriginal<typeof ElectronFuses>()),
  flipFuses,
}));

const { FuseV1Options } = await import('@electron/fuses');
const { default: afterPack, fuses, packagedElectronPath } = await import('../../../scripts/flip-fuses.mjs');
const { Arch } = (await import('electron-builder')).default;

interface BuilderConfig {
  asarUnpack: string[];
  afterPack: string;
  linux: { target: string[] };
  mac: { target: string[] };
  win: { target: string[] };
}

const config = parse(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;

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

  it('unpacks keytar from the asar and flips fuses after packing', () => {
    expect(config.asarUnpack).toContain('**/node_modules/keytar/**');
    expect(config.afterPack).toBe('./scripts/flip-fuses.mjs');
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
