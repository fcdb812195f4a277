import { describe, expect, it } from 'vitest';
import { offsetZoneName, zoneName } from '@renderer/lib/weather/format';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { zoneOffsetMinutes } from '@shared/time-zone';
import { inInterfaceLanguage } from '../../dashboard/in-interface-language.svelte';

const winter = Date.parse('2026-01-15T12:00:00Z');
const summer = Date.parse('2026-07-15T12:00:00Z');

/** The names of `zone` in winter and in summer, as a window speaking `language` writes them. */
function namesIn(language: InterfaceLanguage, zone: string): Promise<[string, string]> {
  return inInterfaceLanguage(language, () => [zoneName(zone, winter), zoneName(zone, summer)]);
}

describe('one rule names a time’s zone: its abbreviation where the language has one, else its offset', () => {
  it.each([
    ['en', 'Europe/Helsinki', ['EET', 'EEST']],
    ['de', 'Europe/Helsinki', ['OEZ', 'OESZ']],
    ['fi', 'Europe/Helsinki', ['UTC+2', 'UTC+3']],
    ['ar', 'Europe/Helsinki', ['غرينتش+2', 'غرينتش+3']],
    ['en', 'Asia/Kolkata', ['GMT+5:30', 'GMT+5:30']],
    ['fi', 'Asia/Kolkata', ['UTC+5.30', 'UTC+5.30']],
    ['en', 'Asia/Calcutta', ['GMT+5:30', 'GMT+5:30']],
    ['en', 'Asia/Ho_Chi_Minh', ['GMT+7', 'GMT+7']],
    ['en', 'America/New_York', ['GMT-5', 'GMT-4']],
    ['sv', 'America/New_York', ['GMT−5', 'GMT−4']],
    ['en', 'Europe/London', ['GMT', 'BST']],
    ['en', 'UTC', ['UTC', 'UTC']],
    ['fr', 'UTC', ['UTC', 'UTC']],
  ] as const)('%s names %s %j in winter and summer', async (language, zone, names) => {
    expect(await namesIn(language, zone)).toEqual(names);
  });

  it.each(['en', 'de', 'fi', 'sv', 'fr', 'es', 'ar'] as const)('in %s, a clock known only by its offset is named as a zone of that offset with no abbreviation', async (language) => {
    const zones = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Ho_Chi_Minh', 'America/Sao_Paulo', 'Pacific/Honolulu', 'Etc/GMT-14', 'UTC'];
    const named = await inInterfaceLanguage(language, () =>
      zones.map((zone) => {
        const offset = zoneOffsetMinutes(zone, winter) ?? Number.NaN;
        return { zone, byZone: zoneName(zone, winter), byOffset: offsetZoneName(offset, winter) };
      }),
    );
    const differing = named.filter(({ zone, byZone, byOffset }) => byZone !== byOffset && !(zone === 'Pacific/Honolulu' && byZone === 'HST'));
    expect(differing).toEqual([]);
  });
});
