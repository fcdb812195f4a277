import { describe, expect, it } from 'vitest';
import { maxTooltipLength, trayTooltip, type TrayTooltipInput } from '@main/core/tray/tray-tooltip';
import { translatorFor } from '@shared/i18n/message-area';
import { trayMessages } from '@shared/i18n/messages/tray';

const trayText = translatorFor(trayMessages, () => 'en');

const helsinki: TrayTooltipInput = {
  locationName: 'Helsinki',
  conditionPhrase: 'Light rain',
  temperature: 3.2,
  unit: 'C',
  precipitationAhead: 'light rain starting in about 10\u00a0min',
  freshness: 'fresh',
};

describe('trayTooltip', () => {
  it('says place, condition, temperature and the precipitation story in brief', () => {
    expect(trayTooltip(helsinki, trayText, 'en')).toBe('Helsinki: Light rain, 3°C — light rain starting in about 10\u00a0min');
  });

  it('writes the temperature with the symbol of the tooltip’s language', async () => {
    await trayMessages.load('ar');
    const arabicText = translatorFor(trayMessages, () => 'ar');
    const tooltip = trayTooltip({ ...helsinki, precipitationAhead: null }, arabicText, 'ar');
    expect(tooltip).toContain('3°م');
    expect(tooltip).not.toContain('°C');
  });

  it('leaves out precipitation when none falls or is expected', () => {
    expect(trayTooltip({ ...helsinki, precipitationAhead: null }, trayText, 'en')).toBe('Helsinki: Light rain, 3°C');
  });

  it('says when the data is stale or the app is offline, and how old the data is', () => {
    expect(trayTooltip({ ...helsinki, precipitationAhead: null, freshness: 'stale', ageMinutes: 45 }, trayText, 'en')).toBe('Helsinki: Light rain, 3°C — not updated, data 45\u00a0min old');
    expect(trayTooltip({ ...helsinki, freshness: 'offline', ageMinutes: 150 }, trayText, 'en')).toBe('Helsinki: Light rain, 3°C — light rain starting in about 10\u00a0min · offline, data 3\u00a0hr old');
    expect(trayTooltip({ ...helsinki, precipitationAhead: null, freshness: 'offline' }, trayText, 'en')).toBe('Helsinki: Light rain, 3°C — offline');
  });

  it('says what stands in the way of fresh data instead of a bare "offline"', () => {
    const noData = { ...helsinki, conditionPhrase: null, temperature: null, precipitationAhead: null, freshness: 'offline' as const };
    expect(trayTooltip({ ...noData, attentionSummary: 'saved, not connected yet' }, trayText, 'en')).toBe('Helsinki: no data yet — saved, not connected yet');
    expect(trayTooltip({ ...helsinki, precipitationAhead: null, attentionSummary: 'account not connected' }, trayText, 'en')).toBe(
      'Helsinki: Light rain, 3°C — account not connected',
    );
  });

  it('copes with missing parts', () => {
    expect(trayTooltip({ ...helsinki, conditionPhrase: null, unit: 'F', temperature: -0.3, precipitationAhead: null }, trayText, 'en')).toBe('Helsinki: 0°F');
    expect(trayTooltip({ ...helsinki, temperature: null, precipitationAhead: null }, trayText, 'en')).toBe('Helsinki: Light rain');
    expect(trayTooltip({ ...helsinki, locationName: null, conditionPhrase: null, temperature: null, precipitationAhead: null }, trayText, 'en')).toBe(
      'Weatherglass: no data yet',
    );
  });

  it('stays within the length Windows shows', () => {
    const long = trayTooltip({ ...helsinki, locationName: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', conditionPhrase: 'Heavy thunderstorms with hail and strong gusts', freshness: 'offline', ageMinutes: 4000 }, trayText, 'en');
    expect(long.length).toBe(maxTooltipLength);
    expect(long.endsWith('…')).toBe(true);
  });
});
