import { describe, expect, it } from 'vitest';
import type { AppMode } from '@shared/app-info';
import { opensDashboardAtStart, startsWithDashboard, welcomeOwed } from '@shared/desktop-shell';
import { defaultSettings, type Settings } from '@shared/settings';

const trayAnswers = [true, false, null] as const;

describe('opensDashboardAtStart (a start once the welcome is answered)', () => {
  it.each([true, false])("follows the user's choice (%s) whatever the desktop", (choice) => {
    for (const trayIcons of trayAnswers) {
      expect(opensDashboardAtStart({ openDashboardAtStart: choice }, { trayIcons })).toBe(choice);
    }
  });

  it('opens the dashboard by itself only where the desktop shows no tray icons', () => {
    const automatic = { openDashboardAtStart: null };
    expect(opensDashboardAtStart(automatic, { trayIcons: false })).toBe(true);
    expect(opensDashboardAtStart(automatic, { trayIcons: true })).toBe(false);
    // Unknown (not Linux, no session bus): the tray is the likely case there.
    expect(opensDashboardAtStart(automatic, { trayIcons: null })).toBe(false);
  });
});

/** What the tray host check answers on each desktop a user may start on. */
const desktops: Array<[string, boolean | null]> = [
  ['Windows (win32: not asked)', null],
  ['macOS (darwin: not asked)', null],
  ['KDE Plasma on X11', true],
  ['Xfce on X11', true],
  ['GNOME on Wayland with the AppIndicator extension', true],
  ['GNOME on Wayland without a tray host', false],
];

/** Where the user is in the first run: the stored welcome answer and the data mode the keychain implies. */
const stages: Array<[string, { welcomed: boolean; mode: AppMode }]> = [
  ['a first start', { welcomed: false, mode: 'demo' }],
  ['a start after the welcome was answered', { welcomed: true, mode: 'demo' }],
  ['a start with an account saved before any answer', { welcomed: false, mode: 'account' }],
];

const settingsFor = (welcomed: boolean, openDashboardAtStart: boolean | null): Settings => ({
  ...defaultSettings,
  openDashboardAtStart,
  firstRun: { ...defaultSettings.firstRun, welcomed },
});

describe('startsWithDashboard, on every desktop, at every stage of the first run, with each setting', () => {
  const rows = desktops.flatMap(([desktop, trayIcons]) =>
    stages.flatMap(([stage, { welcomed, mode }]) =>
      ([null, true, false] as const).map((setting) => {
        // The rule, written out once more as a user would put it.
        const expected = setting ?? ((!welcomed && mode === 'demo') || trayIcons === false);
        return { desktop, stage, setting, trayIcons, welcomed, mode, expected };
      }),
    ),
  );

  it.each(rows)('$desktop, $stage, setting $setting: opens the dashboard $expected', ({ trayIcons, welcomed, mode, setting, expected }) => {
    expect(startsWithDashboard(settingsFor(welcomed, setting), { trayIcons }, mode)).toBe(expected);
  });

  it('shows the welcome on a first start on every desktop, tray or not, when the setting is automatic', () => {
    for (const [, trayIcons] of desktops) expect(startsWithDashboard(settingsFor(false, null), { trayIcons }, 'demo')).toBe(true);
  });

  it('stays in the tray once the welcome is answered, wherever a tray icon may show', () => {
    const answered = desktops.filter(([, trayIcons]) => trayIcons !== false);
    for (const [, trayIcons] of answered) expect(startsWithDashboard(settingsFor(true, null), { trayIcons }, 'demo')).toBe(false);
  });

  it('does not ask a user whose account is in use, even if the welcome was never answered', () => {
    expect(startsWithDashboard(settingsFor(false, null), { trayIcons: true }, 'account')).toBe(false);
  });
});

describe('welcomeOwed', () => {
  it('is owed in demo mode until answered, and never while an account is in use', () => {
    expect(welcomeOwed(settingsFor(false, null), 'demo')).toBe(true);
    expect(welcomeOwed(settingsFor(true, null), 'demo')).toBe(false);
    expect(welcomeOwed(settingsFor(false, null), 'account')).toBe(false);
  });
});
