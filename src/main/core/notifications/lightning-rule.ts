import { directionWord, distanceKm, type GeoPoint } from '@shared/geo';
import { notificationMessages } from '@shared/i18n/messages/notifications';
import { convert, unitLabels } from '@shared/units';
import { strikesNear, type Strike } from '@shared/views/lightning';
import { spokenTime } from './local-time';
import type { NotificationState } from './notification-state';
import type { AppNotification, NotificationInput } from './notification-types';

type ToldCells = NotificationState['lightning'];

const minuteMs = 60_000;
/**
 * Strikes this close to a cell already told of belong to it: satellite positions are good to
 * about 8 to 15 km, and a cell drifts a few kilometres in ten minutes.
 */
export const cellRadiusKm = 20;
/** A cell with no strike for this long has died down: a new one there is news again. */
export const cellQuietMinutes = 60;

interface Cell {
  lat: number;
  lon: number;
  firstAt: number;
  lastAt: number;
  strikes: number;
  nearestKm: number;
  nearest: GeoPoint;
}

/** Strikes grouped into cells: each joins the cell whose latest strike is within `cellRadiusKm`, oldest first. */
function cellsOf(strikes: readonly Strike[]): Cell[] {
  const cells: Cell[] = [];
  for (const strike of [...strikes].sort((a, b) => a.at - b.at)) {
    const cell = cells.find((candidate) => distanceKm(candidate, strike.point) <= cellRadiusKm);
    if (cell === undefined) {
      cells.push({ ...strike.point, firstAt: strike.at, lastAt: strike.at, strikes: 1, nearestKm: strike.km, nearest: strike.point });
      continue;
    }
    Object.assign(cell, strike.point, { lastAt: strike.at, strikes: cell.strikes + 1 });
    if (strike.km < cell.nearestKm) Object.assign(cell, { nearestKm: strike.km, nearest: strike.point });
  }
  return cells;
}

/**
 * Lightning within the chosen distance of the tray's place, from the last half hour of flashes
 * (`strikesNear`, as the popup shows them):
 * one notice per storm cell, however long it keeps striking and wherever it drifts (see
 * cellRadiusKm, cellQuietMinutes). Off by default. With `mayNotify` false (quiet hours) nothing is
 * told or recorded, so a cell still striking when they end is told then.
 */
export function evaluateLightning(
  input: NotificationInput,
  previous: ToldCells,
  mayNotify: boolean,
): { notifications: AppNotification[]; state: ToldCells } {
  const { lightning, rules, now, timeZone, clock, distanceUnit, interfaceLanguage: language } = input;
  const nowMs = now.getTime();
  const alive = previous.filter((cell) => nowMs - Date.parse(cell.lastAt) < cellQuietMinutes * minuteMs);
  if (lightning === undefined || !rules.lightning.enabled) return { notifications: [], state: alive };

  const strikes = strikesNear(lightning.flashes, lightning.place, rules.lightning.withinKm, nowMs);
  const told = [...alive];
  const notifications: AppNotification[] = [];
  for (const cell of cellsOf(strikes)) {
    const known = told.findIndex((old) => distanceKm(old, cell) <= cellRadiusKm);
    const lastAt = new Date(cell.lastAt).toISOString();
    if (known >= 0) {
      told[known] = { lat: cell.lat, lon: cell.lon, lastAt };
      continue;
    }
    if (!mayNotify) continue;
    told.push({ lat: cell.lat, lon: cell.lon, lastAt });
    // Held to its unit by a no-break space: '12 km' never breaks across the notification's lines.
    const distance = `${Math.max(1, Math.round(convert.distance(cell.nearestKm * 1000, distanceUnit)))}\u00a0${unitLabels.distance[distanceUnit]}`;
    // The message chooses each language's words for the compass point; its keys cannot hold a hyphen.
    const direction = directionWord(lightning.place, cell.nearest).replace('-', '');
    const since = spokenTime(new Date(cell.firstAt), timeZone, clock, language);
    notifications.push({
      id: `lightning:${lightning.locationId}:${new Date(cell.firstAt).toISOString()}`,
      kind: 'lightning',
      title: notificationMessages.format(language, 'lightningTitle', { distance, direction, place: lightning.locationName }),
      body: notificationMessages.format(language, 'lightningBody', { strikes: cell.strikes, time: since, distance }),
      locationId: lightning.locationId,
    });
  }
  return { notifications, state: told };
}
