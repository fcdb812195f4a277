// electron-builder afterPack hook: flips Electron's fuses in the packaged binary, before signing,
// so the shipped app cannot be turned into a general Node runtime or load code from outside its asar.
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';
import builder from 'electron-builder';

export const fuses = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // Pages come from app://, never file://.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/**
 * @param {{ appOutDir: string, electronPlatformName: string, packager: { appInfo: { productFilename: string } } }} context
 * @returns {string}
 */
export function packagedElectronPath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') {
    return join(appOutDir, `${packager.appInfo.productFilename}.app`);
  }
  if (electronPlatformName === 'win32') return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  // Only the Linux packager names its executable apart from the product.
  return join(appOutDir, /** @type {{ executableName: string }} */ (/** @type {unknown} */ (packager)).executableName);
}

/** @param {import('electron-builder').AfterPackContext} context */
export default async function afterPack(context) {
  await flipFuses(packagedElectronPath(context), {
    ...fuses,
    // Flipping fuses breaks the ad-hoc signature that Apple Silicon requires before real signing.
    resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' && context.arch === builder.Arch.arm64,
  });
}
