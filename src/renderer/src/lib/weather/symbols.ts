/**
 * The service's 4-character weather symbol codes, e.g. 'd421': day or night, then cloudiness (0 clear
 * … 4 overcast, 5 thin high clouds, 6 fog), precipitation (0 none, 1 slight, 2 showers, 3 steady,
 * 4 thunder) and its type (0 rain, 1 sleet, 2 snow).
 */

export type PrecipitationKind = 'rain' | 'sleet' | 'snow';

export interface SymbolCode {
  daytime: boolean;
  cloudiness: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  precipitation: 0 | 1 | 2 | 3 | 4;
  kind: PrecipitationKind;
}

const kinds: readonly PrecipitationKind[] = ['rain', 'sleet', 'snow'];

export function parseSymbol(code: string | null | undefined): SymbolCode | null {
  const match = /^([dn])([0-6])([0-4])([0-2])$/.exec(code ?? '');
  if (match === null) return null;
  const [, dayOrNight, cloudiness, precipitation, kind] = match;
  return {
    daytime: dayOrNight === 'd',
    cloudiness: Number(cloudiness) as SymbolCode['cloudiness'],
    precipitation: Number(precipitation) as SymbolCode['precipitation'],
    kind: kinds[Number(kind)] ?? 'rain',
  };
}

const skies = ['Clear', 'Mostly clear', 'Partly cloudy', 'Mostly cloudy', 'Overcast', 'Thin high clouds', 'Fog'];

function precipitationWords({ precipitation, kind }: SymbolCode): string | null {
  switch (precipitation) {
    case 0:
      return null;
    case 1:
      return `light ${kind}`;
    case 2:
      return `${kind} showers`;
    case 3:
      return kind;
    case 4:
      return kind === 'rain' ? 'thunderstorms' : `thunder and ${kind}`;
  }
}

/** Words for a symbol, for screen readers and for steps that come without the service's phrase. */
export function symbolLabel(code: string | null | undefined): string {
  const symbol = parseSymbol(code);
  if (symbol === null) return 'No weather symbol';
  const sky = skies[symbol.cloudiness] ?? 'Clear';
  const precipitation = precipitationWords(symbol);
  return precipitation === null ? sky : `${sky}, ${precipitation}`;
}

/** The service's words for a step's weather, or the symbol's own where it sent none. */
export function weatherPhrase(step: { symbol: string | null | undefined; symbolPhrase?: string | null | undefined }): string {
  return step.symbolPhrase ?? symbolLabel(step.symbol);
}

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

/** The kind of precipitation a forecast shows first: the nowcast itself tells only a rate. */
export function firstPrecipitationKind(codes: readonly (string | null | undefined)[]): PrecipitationKind | null {
  for (const code of codes) {
    const symbol = parseSymbol(code);
    if (symbol !== null && symbol.precipitation > 0) return symbol.kind;
  }
  return null;
}
