import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectStatusNotifierHost, type RunTool, type ToolOutcome } from '@main/status-notifier-host';

afterEach(() => {
  vi.unstubAllEnvs();
});

const bus = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' };

interface Ask {
  file: string;
  args: readonly string[];
}

/** Plays each tool's answers in turn (the last one again once they run out), recording what was asked. */
function playing(answers: Record<string, ToolOutcome[]>): { run: RunTool; asked: Ask[] } {
  const asked: Ask[] = [];
  const run: RunTool = async (file, args) => {
    asked.push({ file, args });
    const queue = answers[file] ?? [{ kind: 'missing' }];
    return (queue.length > 1 ? queue.shift() : queue[0]) ?? { kind: 'missing' };
  };
  return { run, asked };
}

const said = (stdout: string): ToolOutcome => ({ kind: 'answered', stdout });
const missing: ToolOutcome = { kind: 'missing' };
const failed: ToolOutcome = { kind: 'failed' };

function detect(run: RunTool) {
  return detectStatusNotifierHost({ platform: 'linux', env: bus, run });
}

describe('detectStatusNotifierHost with gdbus', () => {
  it('answers true when a watcher runs and a host has registered with it', async () => {
    const { run, asked } = playing({ gdbus: [said('(true,)\n'), said('(<true>,)\n')] });
    expect(await detect(run)).toBe(true);
    expect(asked).toEqual([
      {
        file: 'gdbus',
        args: [
          'call', '--session', '--timeout', '1', '--dest', 'org.freedesktop.DBus', '--object-path', '/org/freedesktop/DBus',
          '--method', 'org.freedesktop.DBus.NameHasOwner', 'org.kde.StatusNotifierWatcher',
        ],
      },
      {
        file: 'gdbus',
        args: [
          'call', '--session', '--timeout', '1', '--dest', 'org.kde.StatusNotifierWatcher', '--object-path', '/StatusNotifierWatcher',
          '--method', 'org.freedesktop.DBus.Properties.Get', 'org.kde.StatusNotifierWatcher', 'IsStatusNotifierHostRegistered',
        ],
      },
    ]);
  });

  it('answers false when no watcher runs (GNOME without a tray extension), without asking further', async () => {
    const { run, asked } = playing({ gdbus: [said('(false,)\n')] });
    expect(await detect(run)).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it('answers false when a watcher runs but no host has registered', async () => {
    const { run } = playing({ gdbus: [said('(true,)\n'), said('(<false>,)\n')] });
    expect(await detect(run)).toBe(false);
  });

  it('answers null when the watcher cannot say whether a host registered', async () => {
    const { run } = playing({ gdbus: [said('(true,)\n'), failed] });
    expect(await detect(run)).toBeNull();
  });

  it('answers null when the bus cannot be reached, without trying another tool', async () => {
    const { run, asked } = playing({ gdbus: [failed], 'dbus-send': [said('   boolean false\n')] });
    expect(await detect(run)).toBeNull();
    expect(asked.map((ask) => ask.file)).toEqual(['gdbus']);
  });

  it.each([
    ['an empty answer', ''],
    ['a string', "('org.kde.StatusNotifierWatcher',)"],
    ['two values', '(true, false)'],
    ['a word that only starts like a boolean', '(trueish,)'],
  ])('answers null for %s', async (_name, stdout) => {
    const { run } = playing({ gdbus: [said(stdout)] });
    expect(await detect(run)).toBeNull();
  });
});

describe('detectStatusNotifierHost with dbus-send, where gdbus is not installed', () => {
  it('asks the same two questions and reads its literal replies', async () => {
    const { run, asked } = playing({ gdbus: [missing], 'dbus-send': [said('   boolean true\n'), said('   variant       boolean true\n')] });
    expect(await detect(run)).toBe(true);
    expect(asked).toEqual([
      { file: 'gdbus', args: expect.any(Array) },
      {
        file: 'dbus-send',
        args: [
          '--session', '--print-reply=literal', '--reply-timeout=1000', '--dest=org.freedesktop.DBus', '/org/freedesktop/DBus',
          'org.freedesktop.DBus.NameHasOwner', 'string:org.kde.StatusNotifierWatcher',
        ],
      },
      {
        file: 'dbus-send',
        args: [
          '--session', '--print-reply=literal', '--reply-timeout=1000', '--dest=org.kde.StatusNotifierWatcher', '/StatusNotifierWatcher',
          'org.freedesktop.DBus.Properties.Get', 'string:org.kde.StatusNotifierWatcher', 'string:IsStatusNotifierHostRegistered',
        ],
      },
    ]);
  });

  it('answers false for no watcher and for a watcher without a host', async () => {
    expect(await detect(playing({ gdbus: [missing], 'dbus-send': [said('   boolean false\n')] }).run)).toBe(false);
    const noHost = playing({ gdbus: [missing], 'dbus-send': [said('   boolean true\n'), said('   variant       boolean false\n')] });
    expect(await detect(noHost.run)).toBe(false);
  });

  it('answers null for a reply that is not a boolean', async () => {
    const { run } = playing({ gdbus: [missing], 'dbus-send': [said('   string "org.kde.StatusNotifierWatcher"\n')] });
    expect(await detect(run)).toBeNull();
  });
});

describe('detectStatusNotifierHost where nothing can be asked', () => {
  it('answers null when neither tool is installed', async () => {
    const { run, asked } = playing({});
    expect(await detect(run)).toBeNull();
    expect(asked.map((ask) => ask.file)).toEqual(['gdbus', 'dbus-send']);
  });

  it.each(['darwin', 'win32'] as const)('answers null on %s without running anything', async (platform) => {
    const { run, asked } = playing({ gdbus: [said('(false,)')] });
    expect(await detectStatusNotifierHost({ platform, env: bus, run })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers null without a session bus address, rather than let a tool start a bus of its own', async () => {
    const { run, asked } = playing({ gdbus: [said('(false,)')] });
    expect(await detectStatusNotifierHost({ platform: 'linux', env: {}, run })).toBeNull();
    expect(await detectStatusNotifierHost({ platform: 'linux', env: { DBUS_SESSION_BUS_ADDRESS: '' }, run })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers null, through the real runner, when the tools are not installed', async () => {
    // A Linux machine without gdbus or dbus-send, played by a PATH where neither can be found.
    vi.stubEnv('PATH', '/nonexistent');
    expect(await detectStatusNotifierHost({ platform: 'linux', env: bus })).toBeNull();
  });
});
