import type { MonthlyNormals } from '@service/atmosphere/atmosphere';
import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { convertTemperature, present } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { tempUnits } from '@service/http/params';
import { dataRoute } from '../data-route';
import { dailyNormal } from './daily-normals';
import { averageDaysInMonth, parseMonthDay } from './monthday';

const months = Array.from({ length: 12 }, (_, index) => index + 1);
const oneDecimal = (value: number) => present(value, false);

function normalsAt(request: RouteRequest, context: ServiceContext) {
  const tempUnit = request.params.oneOf('tempunit', tempUnits, 'C');
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  const normals = months.map((month) => context.atmosphere.monthlyNormals(place, month));
  return { normals, temperature: (celsius: number) => oneDecimal(convertTemperature(celsius, tempUnit)) };
}

function monthly(request: RouteRequest, context: ServiceContext) {
  const { normals, temperature } = normalsAt(request, context);
  const climate = normals.map((normal: MonthlyNormals, index) => {
    const month = index + 1;
    return {
      month: String(month).padStart(2, '0'),
      dayMaxTemp: temperature(normal.dayMaxTemp),
      dayMinTemp: temperature(normal.dayMinTemp),
      dayAvgTemp: temperature(normal.dayAvgTemp),
      precipSum: oneDecimal(normal.precipSum),
      dailyPrecip: present(normal.precipSum / averageDaysInMonth(month), false, 2),
      rainDays: oneDecimal(normal.rainDays),
      frostDays: oneDecimal(normal.frostDays),
      seaSurfaceTemp: normal.seaSurfaceTemp === null ? null : temperature(normal.seaSurfaceTemp),
    };
  });
  return { climate };
}

function daily(request: RouteRequest, context: ServiceContext) {
  const { month, day } = parseMonthDay(request.params.get('monthday'));
  const { normals, temperature } = normalsAt(request, context);
  const smoothed = (pick: (normal: MonthlyNormals) => number) => temperature(dailyNormal(normals.map(pick), month, day));
  return {
    climate: [
      {
        month: String(month).padStart(2, '0'),
        day: String(day).padStart(2, '0'),
        avgMinTemp: smoothed((normal) => normal.dayMinTemp),
        avgTemp: smoothed((normal) => normal.dayAvgTemp),
        avgMaxTemp: smoothed((normal) => normal.dayMaxTemp),
      },
    ],
  };
}

export const climateRoutes: readonly Route[] = [
  dataRoute('/api/v1/climate/monthly/:location', 'climate', monthly),
  dataRoute('/api/v1/climate/daily/:location', 'climate', daily),
];
