import { flushSync, tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SettingsPane from '@renderer/dashboard/settings/SettingsPane.svelte';
import { fail, ok } from '@shared/ipc/result';
import type { AppMode } from '@shared/app-info';
import type { DesktopShell } from '@shared/desktop-shell';
import { defaultSettings, type Settings } from '@shared/settings';
import type { SystemLocale } from '@shared/system-locale';
import type { ScheduleStatusView } from '@shared/views/status';
import { field, installFakeMain, render, typeInto } from '../dashboard-fake-main';
import { errorsText as english } from '@renderer/lib/text';

const status: ScheduleStatusView = {
  dataMode: 'demo',
  allowance: 2000,
  spentToday: 40,
  projectedToday: 360,
  demandPerDay: 360,
  mode: 'normal',
  explanation: { key: 'scheduleNormal', values: { projected: 360, allowance: 2000 } },
  resetsAt: Date.UTC(2025, 5, 11),
  notInPlan: [],
};

const helsinki = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };

function fakeMain(update: (patch: unknown) => ReturnType<typeof ok<Settings>> | ReturnType<typeof fail>) {
  return installFakeMain({
    'settings:update': update,
    'schedule:getStatus': () => ok(status),
    'locations:list': () => ok([helsinki]),
  });
}

let destroy: (() => void) | undefined;
function closeSettings(): void {
  destroy?.();
  destroy = undefined;
}
afterEach(closeSettings);

function showSettings(
  settings: Settings = defaultSettings,
  desktopShell?: DesktopShell,
  { mode, systemLocale }: { mode?: AppMode; systemLocale?: SystemLocale } = {},
) {
  const view = render(SettingsPane, { settings, desktopShell, mode, systemLocale });
  destroy = view.destroy;
  return view.target;
}

/** The checkbox its wrapping label names. */
function checkbox(root: ParentNode, labelText: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === labelText);
  const found = label?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (found === undefined || found === null) throw new Error(`no checkbox labelled "${labelText}"`);
  return found;
}

const openDashboard = 'Open the dashboard when Weatherglass starts';
const noTray: DesktopShell = { trayIcons: false, popupBesideTray: false };
const withTray: DesktopShell = { trayIcons: true, popupBesideTray: true };

/** The text of the elements a control's aria-describedby names. */
function description(control: Element): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`).join(' ');
}

describe('the settings pane', () => {
  it('says when this run started from defaults, and where the old settings were kept', async () => {
    installFakeMain({
      'settings:recovery': () => ok({ reason: 'invalid', keptAs: 'config.corrupt-2026-11-21.json' }),
      'schedule:getStatus': () => ok(status),
      'locations:list': () => ok([helsinki]),
    });
    const pane = showSettings();
    await vi.waitFor(() => expect(pane.querySelector('[data-testid="settings-recovered"]')).not.toBeNull());
    const notice = pane.querySelector('[data-testid="settings-recovered"]');
    expect(notice?.textContent).toContain('The saved settings held values Weatherglass cannot use, so these are the default settings.');
    expect(notice?.querySelector('code')?.textContent).toBe('config.corrupt-2026-11-21.json');
  });

  it('names the settings that alone went back to their defaults, and the places dropped', async () => {
    installFakeMain({
      'settings:recovery': () =>
        ok({
          reason: 'someFields',
          keptAs: 'config.corrupt-2026-11-21.json',
          resetFields: ['budget.dailyRequests', 'notifications.rain.withinMinutes', 'map.zoom', 'map.center'],
          droppedPlaces: ['Atlantis', null],
        }),
      'schedule:getStatus': () => ok(status),
      'locations:list': () => ok([helsinki]),
    });
    const pane = showSettings();
    await vi.waitFor(() => expect(pane.querySelector('[data-testid="settings-recovered"]')).not.toBeNull());
    const notice = pane.querySelector('[data-testid="settings-recovered"]');
    expect(notice?.getAttribute('data-reason')).toBe('someFields');
    expect(notice?.textContent).toContain('only those went back to their defaults, and the rest were kept.');
    // Each section's name once, in words, never the file's field paths.
    expect(pane.querySelector('[data-testid="settings-reset-fields"]')?.textContent).toBe(
      'Back to their defaults: Requests a day, Rain notifications, and Map view and layers.',
    );
    expect(pane.querySelector('[data-testid="settings-dropped-places"]')?.textContent?.trim()).toBe(
      'Dropped from your places, as they could not be read: Atlantis and a place without a readable name.',
    );
    expect(notice?.querySelector('code')?.textContent).toBe('config.corrupt-2026-11-21.json');
  });

  it('says nothing of recovery when the saved settings were used', async () => {
    const main = installFakeMain({
      'settings:recovery': () => ok(null),
      'schedule:getStatus': () => ok(status),
      'locations:list': () => ok([helsinki]),
    });
    const pane = showSettings();
    await vi.waitFor(() => expect(main.callsTo('settings:recovery')).toHaveLength(1));
    await tick();
    expect(pane.querySelector('[data-testid="settings-recovered"]')).toBeNull();
  });

  it('sends each change as a patch of that field alone', async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const pane = showSettings();

    const fahrenheit = pane.querySelector<HTMLInputElement>('input[name="temperature-unit"][value="F"]');
    fahrenheit?.click();
    const knots = pane.querySelector<HTMLInputElement>('input[name="wind-unit"][value="KTS"]');
    knots?.click();
    typeInto(field<HTMLSelectElement>(pane, 'Language of weather data (phrases, warnings, place names)'), 'pt_br');
    typeInto(field<HTMLSelectElement>(pane, 'Which warnings'), 'R');

    await vi.waitFor(() => expect(main.callsTo('settings:update')).toHaveLength(4));
    expect(main.callsTo('settings:update')).toEqual([
      { units: { temperature: 'F' } },
      { units: { wind: 'KTS' } },
      { language: 'pt_br' },
      { notifications: { warnings: { minSignificance: 'R' } } },
    ]);
    await vi.waitFor(() => expect(pane.querySelector('[data-testid="settings-save-state"]')?.textContent).toContain('All changes saved.'));
  });

  it('offers the interface language beside the data language, saying what following the data gives', async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const pane = showSettings({ ...defaultSettings, language: 'de', interfaceLanguage: 'data' });
    const interfaceLanguage = field<HTMLSelectElement>(pane, 'Interface language');

    expect([...interfaceLanguage.options].map((option) => option.text)).toEqual([
      'Same as data language (Deutsch)',
      'English',
      'Deutsch',
      'Suomi',
      'Svenska',
      'Français',
      'Español',
    ]);
    expect(interfaceLanguage.value).toBe('data');
    expect(field<HTMLSelectElement>(pane, 'Language of weather data (phrases, warnings, place names)').value).toBe('de');

    typeInto(interfaceLanguage, 'fi');
    typeInto(interfaceLanguage, 'data');
    await vi.waitFor(() => expect(main.callsTo('settings:update')).toEqual([{ interfaceLanguage: 'fi' }, { interfaceLanguage: 'data' }]));
  });

  it('speaks German when German is the interface language', async () => {
    const german: Settings = { ...defaultSettings, language: 'fr', interfaceLanguage: 'de' };
    installFakeMain({
      'settings:get': () => ok(german),
      'schedule:getStatus': () => ok(status),
      'locations:list': () => ok([helsinki]),
    });
    const pane = showSettings(german);

    await vi.waitFor(() => expect(pane.querySelector('#settings-heading')?.textContent).toBe('Einstellungen'));
    expect(pane.querySelector('[data-testid="settings-save-state"]')?.textContent?.trim()).toBe('Änderungen werden sofort gespeichert.');
    expect(field<HTMLSelectElement>(pane, 'Sprache der Oberfläche').options[0]?.text).toBe('Wie die Datensprache (Français)');
    expect(checkbox(pane, 'Übersicht beim Start von Weatherglass öffnen').checked).toBe(false);
    await vi.waitFor(() => expect(checkbox(pane, 'Bei Blitzen in der Nähe von Helsinki benachrichtigen').checked).toBe(false));
  });

  it("shows main's refusal next to the field it is about and keeps what was typed", async () => {
    const refusal = fail('badInput', { key: 'issue.atLeast', values: { size: 'plain', bound: 100 } }, {
      issues: [{ path: 'budget.dailyRequests', message: { key: 'issue.atLeast', values: { size: 'plain', bound: 100 } } }],
    });
    const main = fakeMain(() => refusal);
    const pane = showSettings();
    const allowance = field(pane, 'Requests a day Weatherglass may make');

    typeInto(allowance, '50');

    await vi.waitFor(() => expect(allowance.getAttribute('aria-invalid')).toBe('true'));
    expect(main.callsTo('settings:update')).toEqual([{ budget: { dailyRequests: 50 } }]);
    const describedBy = allowance.getAttribute('aria-describedby')?.split(' ') ?? [];
    const issue = describedBy.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('issue'));
    expect(issue?.textContent).toBe('Enter at least 100.');
    expect(allowance.value).toBe('50');
    expect(pane.querySelector('[data-testid="settings-save-state"]')?.textContent).toContain('Not saved');
    // The issue is the field's own: nothing is shown as a general error.
    expect(pane.querySelector('[data-testid="error-notice"]')).toBeNull();
  });

  it('checks a time zone before sending it', async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const pane = showSettings();
    const zone = field(pane, 'Time zone name (IANA, such as Europe/Paris)');

    typeInto(zone, 'Moon/Base');
    flushSync();
    expect(main.callsTo('settings:update')).toEqual([]);
    expect(pane.textContent).toContain('"Moon/Base" is not an IANA time zone name');
    expect(zone.getAttribute('aria-invalid')).toBe('true');

    typeInto(zone, 'Asia/Tokyo');
    await vi.waitFor(() => expect(main.callsTo('settings:update')).toEqual([{ timeZone: 'Asia/Tokyo' }]));
    await vi.waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('false'));
  });

  it('sends the rain rule for a chosen location, or null for the first one', async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const pane = showSettings();
    const location = field<HTMLSelectElement>(pane, 'For');
    await vi.waitFor(() => expect(location.options).toHaveLength(2));

    typeInto(location, '658225');
    typeInto(location, '');
    typeInto(field(pane, 'And is at least'), '4');

    await vi.waitFor(() => expect(main.callsTo('settings:update')).toHaveLength(3));
    expect(main.callsTo('settings:update')).toEqual([
      { notifications: { rain: { locationId: '658225' } } },
      { notifications: { rain: { locationId: null } } },
      { notifications: { rain: { minIntensityMmPerHour: 4 } } },
    ]);
  });

  it("offers the rain threshold and quiet hours in the user's units and clock, keeping a value set earlier", async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const notifications = {
      ...defaultSettings.notifications,
      rain: { ...defaultSettings.notifications.rain, minIntensityMmPerHour: 1.3 },
      quietHours: { enabled: true, from: '22:10', until: '07:00' },
    };
    const pane = showSettings({ ...defaultSettings, units: { ...defaultSettings.units, precipitation: 'in', clock: '12h' }, notifications });

    const threshold = field<HTMLSelectElement>(pane, 'And is at least');
    expect([...threshold.options].map((option) => option.text)).toEqual([
      'Any rain',
      'Moderate or heavy (from 0.02\u00a0in/h)',
      'From 0.05\u00a0in/h (set earlier)',
      'Heavy only (from 0.16\u00a0in/h)',
    ]);
    expect(threshold.selectedOptions[0]?.text).toBe('From 0.05\u00a0in/h (set earlier)');

    const from = field<HTMLSelectElement>(pane, 'From');
    expect(from.selectedOptions[0]?.text).toBe('10:10 pm');
    expect(field<HTMLSelectElement>(pane, 'Until').selectedOptions[0]?.text).toBe('7:00 am');
    expect(from.options).toHaveLength(97);

    typeInto(from, '23:30');
    await vi.waitFor(() => expect(main.callsTo('settings:update')).toEqual([{ notifications: { quietHours: { from: '23:30' } } }]));
  });

  it('offers lightning near the tray’s place, off by default, at distances in the user’s unit, and says what it costs', async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const pane = showSettings({ ...defaultSettings, units: { ...defaultSettings.units, distance: 'mi' } });
    const watch = await vi.waitFor(() => checkbox(pane, 'Tell me of lightning near Helsinki'));
    const distance = field<HTMLSelectElement>(pane, 'Strikes');

    expect(watch.checked).toBe(false);
    expect(distance.disabled).toBe(true);
    expect([...distance.options].map((option) => option.text)).toEqual(['Within 6.2\u00a0mi', 'Within 12\u00a0mi', 'Within 19\u00a0mi', 'Within 31\u00a0mi']);
    expect(description(watch)).toContain('about 144 requests a day');

    watch.click();
    typeInto(distance, '50');
    await vi.waitFor(() => expect(main.callsTo('settings:update')).toHaveLength(2));
    expect(main.callsTo('settings:update')).toEqual([
      { notifications: { lightning: { enabled: true } } },
      { notifications: { lightning: { withinKm: 50 } } },
    ]);
  });

  it('says when the satellites see no lightning around the tray’s place, where main asks for none', async () => {
    installFakeMain({
      'settings:update': () => ok(defaultSettings),
      'schedule:getStatus': () => ok(status),
      'locations:list': () => ok([{ id: '1850147', name: 'Tokyo', lat: 35.68, lon: 139.69, country: 'Japan', timezone: 'Asia/Tokyo' }]),
    });
    const pane = showSettings();
    const watch = await vi.waitFor(() => checkbox(pane, 'Tell me of lightning near Tokyo'));
    expect(description(watch)).toContain('The satellites do not see lightning around Tokyo');
    expect(description(watch)).not.toContain('144 requests');
  });

  it('shows the schedule and follows its changes', async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const pane = showSettings();
    await vi.waitFor(() => expect(pane.querySelector('[data-testid="schedule-status"]')?.textContent).toContain('Refreshing normally: about 360 of your 2000 requests a day.'));

    const resetIn = { minutesFromNow: 180 } as const;
    const paused = { ...status, mode: 'paused', explanation: { key: 'schedulePaused', values: { allowance: 2000, resetIn } } } as const;
    main.emit('schedule:statusChanged', paused);
    flushSync();

    const shown = pane.querySelector('[data-testid="schedule-status"]');
    expect(shown?.getAttribute('data-mode')).toBe('paused');
    expect(shown?.textContent).toContain("Today's 2000 requests are used up: refreshing resumes when the count starts again at midnight UTC, in 3\u00a0hr.");
  });

  it('shows a failure that names no field as an error with its action', async () => {
    const refusal = fail('internal', 'somethingWentWrong');
    fakeMain(() => refusal);
    const pane = showSettings();

    pane.querySelector<HTMLInputElement>('input[name="temperature-unit"][value="F"]')?.click();

    await vi.waitFor(() => expect(pane.querySelector('[data-testid="error-notice"]')?.textContent).toContain(english(refusal.error.action)));
  });

  it('opens the dashboard at start by itself where the desktop shows no tray icons, and says why', () => {
    fakeMain(() => ok(defaultSettings));
    const pane = showSettings(defaultSettings, noTray);
    const box = checkbox(pane, openDashboard);
    expect(box.checked).toBe(true);
    expect(description(box)).toBe('On, because this desktop shows no tray icons.');
  });

  it('leaves it off, with nothing to explain, where the tray shows or the desktop is not known', () => {
    fakeMain(() => ok(defaultSettings));
    for (const desktopShell of [withTray, undefined]) {
      const pane = showSettings(defaultSettings, desktopShell);
      const box = checkbox(pane, openDashboard);
      expect(box.checked).toBe(false);
      expect(box.hasAttribute('aria-describedby')).toBe(false);
      expect(pane.querySelector('[data-testid="open-dashboard-hint"]')).toBeNull();
      closeSettings();
    }
  });

  it("shows the user's own choice without the automatic hint", () => {
    fakeMain(() => ok(defaultSettings));
    const chosenOff = showSettings({ ...defaultSettings, openDashboardAtStart: false }, noTray);
    expect(checkbox(chosenOff, openDashboard).checked).toBe(false);
    expect(chosenOff.querySelector('[data-testid="open-dashboard-hint"]')).toBeNull();
    closeSettings();
    const chosenOn = showSettings({ ...defaultSettings, openDashboardAtStart: true }, withTray);
    expect(checkbox(chosenOn, openDashboard).checked).toBe(true);
    expect(chosenOn.querySelector('[data-testid="open-dashboard-hint"]')).toBeNull();
  });

  it('shows it on until the welcome is answered, since main opens the dashboard at each start until then, and says why', () => {
    fakeMain(() => ok(defaultSettings));
    const pending = checkbox(showSettings(defaultSettings, withTray, { mode: 'demo' }), openDashboard);
    expect(pending.checked).toBe(true);
    expect(description(pending)).toBe('On until you make a choice in the welcome on the Forecasts view.');
    closeSettings();

    const welcomed = { ...defaultSettings, firstRun: { ...defaultSettings.firstRun, welcomed: true } };
    const answered = checkbox(showSettings(welcomed, withTray, { mode: 'demo' }), openDashboard);
    expect(answered.checked).toBe(false);
    expect(answered.hasAttribute('aria-describedby')).toBe(false);
    closeSettings();

    // An account in use answers the welcome; where no tray shows, that reason outlasts the welcome.
    expect(checkbox(showSettings(defaultSettings, withTray, { mode: 'account' }), openDashboard).checked).toBe(false);
    closeSettings();
    expect(description(checkbox(showSettings(defaultSettings, noTray, { mode: 'demo' }), openDashboard))).toBe('On, because this desktop shows no tray icons.');
  });

  it('saves what the checkbox shows once the user changes it', async () => {
    const main = fakeMain(() => ok(defaultSettings));
    const pane = showSettings(defaultSettings, noTray);
    checkbox(pane, openDashboard).click();
    await vi.waitFor(() => expect(main.callsTo('settings:update')).toEqual([{ openDashboardAtStart: false }]));
  });

  describe('where the language and unit choices came from', () => {
    const austria: SystemLocale = {
      language: 'de',
      interfaceLanguage: 'de',
      units: 'metric',
      clock: '24h',
      languageFrom: 'de-AT',
      interfaceLanguageFrom: 'de-AT',
      region: 'AT',
      clockFrom: 'de-AT',
    };
    const origin = (pane: HTMLElement, id: string): string => pane.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

    it('says which of the system’s locales each choice that follows it came from', () => {
      fakeMain(() => ok(defaultSettings));
      const pane = showSettings({ ...defaultSettings, language: 'de', interfaceLanguage: 'de' }, undefined, { systemLocale: austria });

      expect(origin(pane, 'settings-language-origin')).toBe('From your system: German (Austria)');
      expect(origin(pane, 'settings-interface-language-origin')).toBe('From your system: German (Austria)');
      expect(origin(pane, 'units-origin')).toBe('From your system: Austria');
      expect(origin(pane, 'units-clock-origin')).toBe('From your system: German (Austria)');
      expect(pane.querySelectorAll('[data-testid$="-origin"] button')).toHaveLength(0);
    });

    it('says where the system named nothing that the default applies', () => {
      fakeMain(() => ok(defaultSettings));
      const nothing: SystemLocale = { ...austria, languageFrom: null, interfaceLanguageFrom: null, region: null, clockFrom: null };
      const pane = showSettings(defaultSettings, undefined, { systemLocale: nothing });
      expect(origin(pane, 'units-origin')).toBe('Your system names none of these, so the default applies.');
    });

    it('says a choice is the user’s, and gives it back to the system with a press', async () => {
      const main = fakeMain(() => ok(defaultSettings));
      const chosen: Settings = { ...defaultSettings, language: 'fi', followsSystem: { ...defaultSettings.followsSystem, language: false, clock: false } };
      const pane = showSettings(chosen, undefined, { systemLocale: austria });

      expect(origin(pane, 'settings-language-origin')).toBe('Chosen here. Follow the system');
      expect(origin(pane, 'settings-interface-language-origin')).toBe('From your system: German (Austria)');
      const follow = pane.querySelector<HTMLButtonElement>('[data-testid="settings-language-origin"] button');
      expect(follow === null ? '' : description(follow)).toBe('Language of weather data (phrases, warnings, place names)');
      follow?.click();
      pane.querySelector<HTMLButtonElement>('[data-testid="units-clock-origin"] button')?.click();

      await vi.waitFor(() =>
        expect(main.callsTo('settings:update')).toEqual([{ followsSystem: { language: true } }, { followsSystem: { clock: true } }]),
      );
    });
  });
});
