/**
 * The service's 4-character weather symbol codes, e.g. 'd421': day or night, then cloudiness (0 clear
 * … 4 overcast, 5 thin high clouds, 6 fog), precipitation (0 none, 1 slight, 2 showers, 3 steady,
 * 4 thunder) and its type (0 rain, 1 sleet, 2 snow). Main reads them for the tray and notifications,
 * the windows for their words and drawings.
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

/** The sky's words by cloudiness class. */
export const skies = ['Clear', 'Mostly clear', 'Partly cloudy', 'Mostly cloudy', 'Overcast', 'Thin high clouds', 'Fog'];

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

/** What a symbol shows falling; null when nothing does or it is no symbol. */
export function fallingIn(code: string | null | undefined): PrecipitationKind | null {
  const symbol = parseSymbol(code);
  return symbol !== null && symbol.precipitation > 0 ? symbol.kind : null;
}

/**
 * What falls near now, for the nowcast, which tells only a rate: the first of the current symbol and
 * the next two hours' that shows something falling. The popup and the tray ask the same question.
 */
export function fallingNear(
  currentSymbol: string | null | undefined,
  hours: readonly { time: string; symbol: string | null }[] | undefined,
  now: number,
): PrecipitationKind | null {
  const next = (hours ?? []).filter((hour) => Date.parse(hour.time) > now).slice(0, 2);
  for (const code of [currentSymbol, ...next.map((hour) => hour.symbol)]) {
    const falling = fallingIn(code);
    if (falling !== null) return falling;
  }
  return null;
}
