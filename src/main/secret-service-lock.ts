import { runTool, type RunTool } from './status-notifier-host';

const service = 'org.freedesktop.secrets';

function gdbusCall(path: string, method: string, args: readonly string[]): string[] {
  return ['call', '--session', '--timeout', '1', '--dest', service, '--object-path', path, '--method', method, ...args];
}

/**
 * Whether the Secret Service's default collection (where keytar stores) is locked. Asked because a
 * read from a locked collection whose unlock prompt is dismissed, or cannot show, answers "no such
 * secret" rather than an error: without this a locked keyring looks empty and the account gone.
 * Asked with `gdbus`, as the tray-host check is; false where it cannot be told (no session bus, no
 * gdbus, no default collection), which leaves the read's own answer standing.
 */
export async function secretServiceLocked(env: Readonly<Record<string, string | undefined>>, run: RunTool = runTool): Promise<boolean> {
  // Without the address gdbus would autolaunch a private bus of its own, with no keyring on it.
  if (!env.DBUS_SESSION_BUS_ADDRESS) return false;
  const alias = await run('gdbus', gdbusCall('/org/freedesktop/secrets', 'org.freedesktop.Secret.Service.ReadAlias', ['default']));
  if (alias.kind !== 'answered') return false;
  // `(objectpath '/org/freedesktop/secrets/collection/login',)`; '/' when no default collection exists.
  const path = /^\(objectpath '([^']+)',\)$/.exec(alias.stdout.trim())?.[1];
  if (path === undefined || path === '/') return false;
  const locked = await run('gdbus', gdbusCall(path, 'org.freedesktop.DBus.Properties.Get', ['org.freedesktop.Secret.Collection', 'Locked']));
  return locked.kind === 'answered' && locked.stdout.trim() === '(<true>,)';
}
