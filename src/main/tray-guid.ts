import { createHash } from 'node:crypto';

/** Weatherglass's own namespace for its tray icon's identity; never change it, or users lose their choice. */
export const trayGuidNamespace = '3f6c2a8e-7d41-4b9a-9e0c-5a1b7c2d9e34';

/** A name-based (version 5, RFC 9562) UUID of `name` in `namespace`. */
function uuidV5(namespace: string, name: string): string {
  const hash = createHash('sha1').update(Buffer.from(namespace.replaceAll('-', ''), 'hex')).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The GUID `new Tray(image, guid)` takes, or undefined where Electron ignores it (Linux).
 * Windows keeps the user's "show this icon" choice by it, across updates and restarts; but it also
 * ties the GUID to the executable's path, and an unsigned app registering it from another path gets
 * no icon at all. So on Windows it is derived from the executable's path: an update (same folder)
 * keeps the choice, a copy elsewhere gets its own. macOS keeps the icon's place in the menu bar by
 * it, whatever the path.
 */
export function trayGuid(platform: NodeJS.Platform, executablePath: string): string | undefined {
  if (platform === 'darwin') return trayGuidNamespace;
  if (platform === 'win32') return uuidV5(trayGuidNamespace, executablePath.toLowerCase());
  return undefined;
}
