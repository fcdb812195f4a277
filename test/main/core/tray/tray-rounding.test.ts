import { describe, expect, it } from 'vitest';
import { layoutTrayIcon } from '@main/core/tray/tray-icon-layout';
import { trayTooltip, type TrayTooltipInput } from '@main/core/tray/tray-tooltip';
import { wholeDegreeCases } from '../../../support/whole-degree-cases';
import { translatorFor } from '@shared/i18n/message-area';
import { trayMessages } from '@shared/i18n/messages/tray';

const trayText = translatorFor(trayMessages, () => 'en');

const reading: TrayTooltipInput = { locationName: 'Oslo', conditionPhrase: null, temperature: 0, unit: 'C', precipitationAhead: null, freshness: 'fresh' };

describe("the tray's rounding", () => {
  it.each(wholeDegreeCases)('shows %d as %s° in the icon and the tooltip, as the windows do', (temperature, shown) => {
    expect(layoutTrayIcon(temperature, 32).glyphs.join('')).toBe(`${shown}°`);
    expect(trayTooltip({ ...reading, temperature }, trayText, 'en')).toBe(`Oslo: ${shown}°C`);
  });
});
