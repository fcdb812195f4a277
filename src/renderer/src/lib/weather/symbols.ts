import { parseSymbol, type PrecipitationKind, type SymbolCode } from '@shared/views/weather-symbol';

/** Drawings for the service's weather symbols (parsed and worded in @shared/views/weather-symbol). */

/** Which drawing a cloudiness gets: how much of the sun or moon the cloud hides. */
export type CloudCover = 'none' | 'small' | 'medium' | 'large' | 'overcast' | 'high';

/** The pieces an icon is drawn from; the component only places them. */
export interface SymbolIcon {
  body: 'sun' | 'moon' | null;
  cloud: CloudCover;
  fog: boolean;
  precipitation: { kind: PrecipitationKind; marks: number } | null;
  thunder: boolean;
}

const covers: Record<SymbolCode['cloudiness'], CloudCover> = {
  0: 'none',
  1: 'small',
  2: 'medium',
  3: 'large',
  4: 'overcast',
  5: 'high',
  6: 'none',
};

/** Precipitation falls from a cloud, so codes that pair it with a clear sky still get one. */
export function symbolIcon(code: string | null | undefined): SymbolIcon | null {
  const symbol = parseSymbol(code);
  if (symbol === null) return null;
  const falling = symbol.precipitation > 0;
  const fog = symbol.cloudiness === 6;
  const cloud = falling && (covers[symbol.cloudiness] === 'none' || covers[symbol.cloudiness] === 'high') && !fog
    ? 'small'
    : covers[symbol.cloudiness];
  const hidesBody = cloud === 'overcast' || fog;
  const marks = [0, 2, 3, 4, 2][symbol.precipitation] ?? 0;
  return {
    body: hidesBody ? null : symbol.daytime ? 'sun' : 'moon',
    cloud,
    fog,
    precipitation: falling ? { kind: symbol.kind, marks } : null,
    thunder: symbol.precipitation === 4,
  };
}
