import { describe, expect, it } from 'vitest';
import { maxTooltipLength, trayTooltip, type TrayTooltipInput } from '@main/core/tray/tray-tooltip';

const helsinki: TrayTooltipInput = {
  locationName: 'Helsinki',
  conditionPhrase: 'Light rain',
  temperature: 3.2,
  unit: 'C',
  rainInMinutes: 12,
  freshness: 'fresh',
};

describe('trayTooltip', () => {
  it('says place, condition, temperature and when rain starts', () => {
    expect(trayTooltip(helsinki)).toBe('Helsinki: Light rain, 3°C — rain in 12 min');
  });

  it('leaves out rain when none is expected, and says when it is raining now', () => {
    expect(trayTooltip({ ...helsinki, rainInMinutes: null })).toBe('Helsinki: Light rain, 3°C');
    expect(trayTooltip({ ...helsinki, rainInMinutes: 0 })).toBe('Helsinki: Light rain, 3°C — raining now');
  });

  it('says when the data is stale or the app is offline, and how old the data is', () => {
    expect(trayTooltip({ ...helsinki, rainInMinutes: null, freshness: 'stale', ageMinutes: 45 })).toBe('Helsinki: Light rain, 3°C — not updated, data 45 min old');
    expect(trayTooltip({ ...helsinki, freshness: 'offline', ageMinutes: 150 })).toBe('Helsinki: Light rain, 3°C — rain in 12 min · offline, data 3 h old');
    expect(trayTooltip({ ...helsinki, rainInMinutes: null, freshness: 'offline' })).toBe('Helsinki: Light rain, 3°C — offline');
  });

  it('says what stands in the way of fresh data instead of a bare "offline"', () => {
    const noData = { ...helsinki, conditionPhrase: null, temperature: null, rainInMinutes: null, freshness: 'offline' as const };
    expect(trayTooltip({ ...noData, attention: { summary: 'saved, not connected yet' } })).toBe('Helsinki: no data yet — saved, not connected yet');
    expect(trayTooltip({ ...helsinki, rainInMinutes: null, attention: { summary: 'account not connected' } })).toBe(
      'Helsinki: Light rain, 3°C — account not connected',
    );
  });

  it('copes with missing parts', () => {
    expect(trayTooltip({ ...helsinki, conditionPhrase: null, unit: 'F', temperature: -0.3, rainInMinutes: null })).toBe('Helsinki: 0°F');
    expect(trayTooltip({ ...helsinki, temperature: null, rainInMinutes: null })).toBe('Helsinki: Light rain');
    expect(trayTooltip({ ...helsinki, locationName: null, conditionPhrase: null, temperature: null, rainInMinutes: null })).toBe(
      'Weatherglass: no data yet',
    );
  });

  it('stays within the length Windows shows', () => {
    const long = trayTooltip({ ...helsinki, locationName: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', conditionPhrase: 'Heavy thunderstorms with hail and strong gusts', freshness: 'offline', ageMinutes: 4000 });
    expect(long.length).toBe(maxTooltipLength);
    expect(long.endsWith('…')).toBe(true);
  });
});
