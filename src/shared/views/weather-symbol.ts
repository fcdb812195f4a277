/**
 * The service's 4-character weather symbol codes, e.g. 'd421': day or night, then cloudiness (0 clear
 * … 4 overcast, 5 thin high clouds, 6 fog), precipitation (0 none, 1 slight, 2 showers, 3 steady,
 * 4 thunder) and its type (0 rain, 1 sleet, 2 snow). Main reads them for the tray and notifications,
 * the windows for their words and drawings.
 */

import type { InterfaceLanguage } from '../i18n/languages';
import type { Language } from '../settings';
import { weatherMessages } from '../i18n/messages/weather';
import type { PrecipitationKind } from '../precipitation-type';

export type { PrecipitationKind };

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

/** The sky's name by cloudiness class, as the `sky` message selects it. */
const skyNames = ['clear', 'mostlyClear', 'partlyCloudy', 'mostlyCloudy', 'overcast', 'thinHighClouds', 'fog'] as const;

/** The sky's words for a cloudiness class: 'Clear' … 'Fog'. */
export function skyWords(cloudiness: SymbolCode['cloudiness'], language: InterfaceLanguage): string {
  return weatherMessages.format(language, 'sky', { cloudiness: skyNames[cloudiness] });
}

/** How a symbol's precipitation digit reads, as the `symbolPrecipitation` message selects it. */
const precipitationForms = [null, 'light', 'showers', 'steady', 'thunder'] as const;

/** Words for a symbol, for screen readers and for steps that come without the service's phrase. */
export function symbolLabel(code: string | null | undefined, language: InterfaceLanguage): string {
  const symbol = parseSymbol(code);
  if (symbol === null) return weatherMessages.format(language, 'noWeatherSymbol');
  const sky = skyWords(symbol.cloudiness, language);
  const form = precipitationForms[symbol.precipitation];
  if (form === null) return sky;
  const precipitation = weatherMessages.format(language, 'symbolPrecipitation', { form, kind: symbol.kind });
  return weatherMessages.format(language, 'skyWithPrecipitation', { sky, precipitation });
}

/**
 * Whether the service's phrases can stand in the interface's sentences: only when they come in the
 * interface language. The service writes them in the data language (`settings.language`), which may
 * be another, and a screen that says "Overcast" between German words speaks two languages.
 */
export function servicePhraseFits(language: InterfaceLanguage, dataLanguage: Language): boolean {
  return dataLanguage === language;
}

/**
 * A step's weather in the interface language: the service's phrase where it came in that language
 * (its words are richer), else the app's own words for the symbol. A step with no readable symbol
 * keeps the service's phrase whatever its language: it is then the only word on the weather there is.
 */
export function weatherPhrase(
  step: { symbol: string | null | undefined; symbolPhrase?: string | null | undefined },
  language: InterfaceLanguage,
  dataLanguage: Language,
): string {
  const phrase = step.symbolPhrase ?? null;
  if (phrase !== null && (servicePhraseFits(language, dataLanguage) || parseSymbol(step.symbol) === null)) return phrase;
  return symbolLabel(step.symbol, language);
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
