import { describe, expect, it } from 'vitest';
import { opensDashboardAtStart } from '@shared/desktop-shell';

const trayAnswers = [true, false, null] as const;

describe('opensDashboardAtStart', () => {
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
