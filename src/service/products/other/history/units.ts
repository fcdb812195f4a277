import { compassPoint, convertTemperature, convertWind } from '@service/http/format';
import type { HistoryQuery } from './query';

const millimetresPerInch = 25.4;
const centimetresPerInch = 2.54;

/** History values are strings, as the specification has them, in the requested units. */
export function historyFormat(query: HistoryQuery) {
  const inches = query.precipUnit === 'IN';
  return {
    temperature: (celsius: number) => convertTemperature(celsius, query.tempUnit).toFixed(1),
    wind: (metresPerSecond: number) =>
      query.windUnit === 'BFT'
        ? String(convertWind(metresPerSecond, 'BFT'))
        : convertWind(metresPerSecond, query.windUnit).toFixed(1),
    direction: (degrees: number) => String(Math.round(degrees) % 360),
    directionName: (degrees: number) => compassPoint(degrees),
    percent: (value: number) => String(Math.round(value)),
    pressure: (hectopascals: number) => hectopascals.toFixed(1),
    visibility: (metres: number) => String(Math.round(metres)),
    precipitation: (millimetres: number) =>
      inches ? (millimetres / millimetresPerInch).toFixed(2) : millimetres.toFixed(1),
    snow: (centimetres: number) => (inches ? (centimetres / centimetresPerInch).toFixed(1) : centimetres.toFixed(1)),
    flag: (value: boolean) => (value ? '1' : '0'),
  };
}

export type HistoryFormat = ReturnType<typeof historyFormat>;
