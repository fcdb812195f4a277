import { describe, expect, it } from 'vitest';
import { evaluateNotifications } from '@main/core/notifications/evaluate-notifications';
import { initialNotificationState } from '@main/core/notifications/notification-state';
import { trayStateOf } from '@main/core/tray/tray-state';
import { trayTooltip } from '@main/core/tray/tray-tooltip';
import { defaultLocation } from '@main/core/weather/locations';
import { defaultSettings } from '@shared/settings';
import { airOf, currentOf, hoursOf, now, nowcastOf, precipitationCases, zone } from '../../support/precipitation-cases';
import { wholeDegrees } from '@shared/views/whole-degrees';
import { translatorFor } from '@shared/i18n/message-area';
import { trayMessages } from '@shared/i18n/messages/tray';

const trayText = translatorFor(trayMessages, () => 'en');

/** The tray and the rain notification against the one table the popup and the dashboard are also tested against. */
describe.each(precipitationCases)('$name: the tray and the notification', (weather) => {
  const current = currentOf(weather);
  const nowcast = nowcastOf(weather);

  it('the tooltip gives the popup’s conditions and its headline in brief', () => {
    const tray = trayStateOf({
      location: defaultLocation,
      unit: 'C',
      current: { data: { current }, fetchedAt: new Date(now).toISOString() },
      nowcast: { data: nowcast },
      hourly: { data: { forecast: hoursOf(weather) } },
      now,
      connectivity: 'online',
      dataMode: 'demo',
      attention: null,
      language: 'en',
      dataLanguage: 'en',
    });
    const headline = weather.says.headline;
    const brief = headline.startsWith('No ') ? '' : ` — ${headline.charAt(0).toLowerCase()}${headline.slice(1)}`;
    expect(trayTooltip({ ...tray, ageMinutes: 0 }, trayText, 'en')).toBe(`Helsinki: ${weather.says.conditions}, ${wholeDegrees(airOf(weather).temperature)}°C${brief}`);
  });

  it('the rain notification tells the popup’s headline, and only of rain still to come', () => {
    const rules = { ...defaultSettings.notifications, quietHours: { ...defaultSettings.notifications.quietHours, enabled: false } };
    const { notifications } = evaluateNotifications(
      {
        now: new Date(now),
        rules: { ...rules, rain: { ...rules.rain, withinMinutes: 60, minIntensityMmPerHour: 0.1 } },
        timeZone: zone,
        language: 'en',
        interfaceLanguage: 'en',
        clock: '24h',
        distanceUnit: 'km',
        rain: { locationId: defaultLocation.id, locationName: defaultLocation.name, nowcast, current, hours: hoursOf(weather), temperatureUnit: 'C' },
      },
      initialNotificationState(),
    );
    const bodies = notifications.filter((notification) => notification.kind === 'rain').map((notification) => notification.body);
    expect(bodies).toEqual(weather.says.notifies ? [`${weather.says.headline} at Helsinki.`] : []);
  });
});
