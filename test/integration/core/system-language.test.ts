import { afterEach, describe, expect, it } from 'vitest';
import { unitPresets } from '@shared/units';
import { rainIn, startCoreHarness, valueOf, type CoreHarness } from './core-harness';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const german = { systemLanguages: { preferred: ['de-DE'], formats: 'de-DE' } };
const american = { systemLanguages: { preferred: ['en-US'], formats: 'en-US' } };

describe('a first start on a computer set to German', () => {
  it('speaks German in the settings, the service’s answers, the tray and the notifications', async () => {
    harness = await startCoreHarness({ ...german, rewrite: rainIn(12) });
    const h = harness;

    const settings = valueOf(await h.call('settings:get'));
    expect(settings).toMatchObject({ language: 'de', interfaceLanguage: 'de', units: unitPresets.metric });
    expect(valueOf(await h.call('app:getInfo')).systemLocale).toMatchObject({ languageFrom: 'de-DE', region: 'DE' });

    await h.core.start();
    await h.advance(1000, 300);

    // Every request that names a language (the nowcast names none) asks in German.
    const asked = h.urls.map((url) => new URL(url).searchParams.get('lang')).filter((lang) => lang !== null);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['de']));
    expect(h.core.trayState().precipitationAhead).toBe('Schneefall beginnt in etwa 10\u00a0Min.');
    expect(h.notifications).toEqual([expect.objectContaining({ kind: 'rain', title: 'Bald Schnee in Helsinki' })]);
  });
});

describe('a choice made in Settings', () => {
  it('sticks across a restart on a computer set to another language, while the rest follows the new one', async () => {
    harness = await startCoreHarness(german);
    const h = harness;
    valueOf(await h.call('settings:update', { interfaceLanguage: 'fi' }));

    await h.reopen(american);

    expect(valueOf(await h.call('settings:get'))).toMatchObject({
      interfaceLanguage: 'fi',
      language: 'en',
      units: unitPresets.us,
      followsSystem: { language: true, interfaceLanguage: false, units: true, clock: true },
    });
    await h.core.start();
    await h.advance(1000, 300);
    expect(h.core.trayState().unit).toBe('F');
  });
});
