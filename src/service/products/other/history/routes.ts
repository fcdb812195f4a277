import { DateTime } from 'luxon';
import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { badParameter } from '@service/http/service-error';
import { dataRoute } from '../data-route';
import { dailySummary, type SnowTotals } from './daily-summary';
import { observationItem } from './observation';
import { observeHour, type ObservedHour } from './observed-hour';
import { parseHistoryQuery } from './query';
import { seasonStart, snowfallBefore } from './snow-season';
import { localStamp, utcStamp } from './stamps';
import { historyFormat } from './units';

/**
 * Weather history at the nearest observation station: one hourly entry per local hour (its
 * date, utcdate and a single observation) and one daily summary per day.
 */
function history(request: RouteRequest, context: ServiceContext) {
  const { atmosphere, gazetteer } = context;
  const zoneAt = (lon: number, lat: number) => {
    const place = gazetteer.resolve(`${lon},${lat}`, 'en');
    if (place === null) throw badParameter('lon', 'lon and lat must be a point on the globe');
    return place.timezone;
  };
  const query = parseHistoryQuery(request.params, request.now, zoneAt);
  const zone = zoneAt(query.lon, query.lat);
  const station = gazetteer.stationsNear({ lon: query.lon, lat: query.lat }, 1)[0];
  if (station === undefined) throw badParameter('lon', 'no observation station near this point');
  const format = historyFormat(query);

  const firstDay = DateTime.fromISO(query.date, { zone });
  const earlier = snowfallBefore(atmosphere, station, firstDay);
  const requested = new Map<string, number>();
  const days = Array.from({ length: query.days }, (_, index) => firstDay.plus({ days: index }));
  const hourly: ReturnType<typeof hourlyEntry>[] = [];
  const dailysummary = days.map((day) => {
    const hours: ObservedHour[] = [];
    for (let at = day; at < day.plus({ days: 1 }); at = at.plus({ hours: 1 })) {
      hours.push(observeHour(atmosphere, station, at.toJSDate()));
    }
    hourly.push(...hours.map((hour) => hourlyEntry(hour, zone, query.lang, format)));
    const key = day.toFormat('yyyy-MM-dd');
    requested.set(key, hours.reduce((sum, hour) => sum + hour.snowfall, 0));
    const snowSince = (start: DateTime) => {
      let total = 0;
      for (const [date, cm] of [...earlier, ...requested]) {
        if (date >= start.toFormat('yyyy-MM-dd') && date <= key) total += cm;
      }
      return total;
    };
    const snow: SnowTotals = {
      day: requested.get(key) ?? 0,
      monthToDate: snowSince(day.startOf('month')),
      sinceJuly1: snowSince(seasonStart(day)),
    };
    return dailySummary(day.toJSDate(), hours, snow, zone, query.lang, format);
  });

  return {
    station: { name: station.name, lon: station.lon, lat: station.lat },
    hourly,
    dailysummary,
  };
}

function hourlyEntry(hour: ObservedHour, zone: string, lang: string, format: ReturnType<typeof historyFormat>) {
  return {
    date: localStamp(hour.at, zone, lang),
    utcdate: utcStamp(hour.at),
    observations: [observationItem(hour, zone, lang, format)],
  };
}

export const historyRoutes: readonly Route[] = [dataRoute('/api/v1/history', 'history', history)];
