import { execFile } from 'node:child_process';

/**
 * Whether the Linux desktop shows tray icons, asked over the session bus. Electron's tray on Linux is
 * a StatusNotifierItem: it shows only where a StatusNotifierWatcher runs and a host (a panel, or
 * GNOME's AppIndicator extension) has registered with it. GNOME without that extension has neither,
 * so the tray icon never appears and the app must open a window to be reached at all.
 *
 * Asked with a command-line D-Bus tool rather than an npm D-Bus library: one question at start-up
 * does not warrant a dependency that parses the wire protocol in-process. `gdbus` comes with GLib,
 * which every GTK or GNOME desktop has; `dbus-send` with the reference bus, which most others have.
 * Kept free of Electron so that it runs, and is tested, in plain Node.
 */

const watcherName = 'org.kde.StatusNotifierWatcher';
const watcherPath = '/StatusNotifierWatcher';
const busName = 'org.freedesktop.DBus';
const busPath = '/org/freedesktop/DBus';

/** A reply this long is not worth waiting for at start-up; the tool is killed at twice that. */
const replyTimeoutMs = 1000;

/** How a run of a tool ended: its output, the tool not installed, or anything else (no bus, an error reply, a timeout). */
export type ToolOutcome = { kind: 'answered'; stdout: string } | { kind: 'missing' } | { kind: 'failed' };

/** Runs a program with arguments, without a shell. */
export type RunTool = (file: string, args: readonly string[]) => Promise<ToolOutcome>;

export interface StatusNotifierProbeOptions {
  /** The process's own by default. */
  platform?: NodeJS.Platform;
  /** Where the session bus address is looked for; the tools themselves inherit the process's environment. */
  env?: Readonly<Record<string, string | undefined>>;
  /** execFile with a timeout by default. */
  run?: RunTool;
}

interface MethodCall {
  destination: string;
  path: string;
  method: string;
  /** Every argument this probe passes is a string. */
  args: readonly string[];
}

/** One D-Bus command-line tool: how to ask, and how to read its answer as a boolean (null when it is not one). */
interface BusTool {
  file: string;
  argsFor(call: MethodCall): string[];
  readBoolean(stdout: string): boolean | null;
}

function booleanFrom(match: RegExpMatchArray | null): boolean | null {
  return match === null ? null : match[1] === 'true';
}

const gdbus: BusTool = {
  file: 'gdbus',
  argsFor: ({ destination, path, method, args }) => [
    'call',
    '--session',
    '--timeout',
    String(Math.ceil(replyTimeoutMs / 1000)),
    '--dest',
    destination,
    '--object-path',
    path,
    '--method',
    method,
    ...args,
  ],
  // GVariant text: `(true,)` for a boolean, `(<true>,)` for a property's variant.
  readBoolean: (stdout) => booleanFrom(/^\(<?(true|false)>?,\)$/.exec(stdout.trim())),
};

const dbusSend: BusTool = {
  file: 'dbus-send',
  argsFor: ({ destination, path, method, args }) => [
    '--session',
    '--print-reply=literal',
    `--reply-timeout=${replyTimeoutMs}`,
    `--dest=${destination}`,
    path,
    method,
    ...args.map((arg) => `string:${arg}`),
  ],
  // `boolean true`, or `variant       boolean true` for a property.
  readBoolean: (stdout) => booleanFrom(/^(?:variant\s+)?boolean (true|false)$/.exec(stdout.trim())),
};

const nameHasOwner: MethodCall = { destination: busName, path: busPath, method: `${busName}.NameHasOwner`, args: [watcherName] };
const hostRegistered: MethodCall = {
  destination: watcherName,
  path: watcherPath,
  method: 'org.freedesktop.DBus.Properties.Get',
  args: [watcherName, 'IsStatusNotifierHostRegistered'],
};

function isMissingProgram(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The default runner: execFile, no shell, killed after twice the reply timeout. */
export const runTool: RunTool = (file, args) =>
  new Promise((resolve) => {
    execFile(file, [...args], { timeout: 2 * replyTimeoutMs, windowsHide: true }, (error, stdout) => {
      if (error === null) resolve({ kind: 'answered', stdout });
      else resolve({ kind: isMissingProgram(error) ? 'missing' : 'failed' });
    });
  });

/** Asks with one tool: undefined when that tool is not installed, so the next one is tried. */
async function askWith(tool: BusTool, run: RunTool): Promise<boolean | null | undefined> {
  const owned = await run(tool.file, tool.argsFor(nameHasOwner));
  if (owned.kind === 'missing') return undefined;
  // The bus did not answer: nothing can be told.
  if (owned.kind === 'failed') return null;
  const watcherRuns = tool.readBoolean(owned.stdout);
  if (watcherRuns !== true) return watcherRuns;
  const registered = await run(tool.file, tool.argsFor(hostRegistered));
  // A watcher that cannot say whether a host registered: the tray may or may not show.
  return registered.kind === 'answered' ? tool.readBoolean(registered.stdout) : null;
}

/**
 * True when a StatusNotifier host is registered on the session bus (tray icons show), false when
 * none is (no watcher, or a watcher without a host), null when it cannot be told: not Linux, no
 * session bus, no D-Bus tool, or an answer that is not a boolean.
 */
export async function detectStatusNotifierHost(options: StatusNotifierProbeOptions = {}): Promise<boolean | null> {
  const platform = options.platform ?? process.platform;
  const env = options.env ?? process.env;
  const run = options.run ?? runTool;
  if (platform !== 'linux') return null;
  // Without the address, both tools would autolaunch a private bus of their own, on which no
  // watcher ever runs: the answer would be a false "no tray".
  if (!env.DBUS_SESSION_BUS_ADDRESS) return null;
  for (const tool of [gdbus, dbusSend]) {
    const answer = await askWith(tool, run);
    if (answer !== undefined) return answer;
  }
  return null;
}
