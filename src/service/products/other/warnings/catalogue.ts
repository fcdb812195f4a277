/**
 * Our warning vocabulary (the specification does not show the real service's codes): eight
 * types and the three colour levels European services use, Y(ellow), O(range) and R(ed).
 */
export const warningTypes = {
  wind: 'Wind',
  rain: 'Heavy rain',
  snow: 'Snowfall',
  thunderstorm: 'Thunderstorm',
  heat: 'High temperature',
  cold: 'Low temperature',
  frost: 'Frost',
  fog: 'Fog',
} as const;
export type WarningType = keyof typeof warningTypes;

export type Level = 1 | 2 | 3;
export const significanceCodes = { 1: 'Y', 2: 'O', 3: 'R' } as const;

const significance = {
  1: { colour: 'Yellow', description: 'Moderate: be aware. The weather is potentially dangerous.' },
  2: { colour: 'Orange', description: 'Severe: be prepared. The weather is dangerous.' },
  3: { colour: 'Red', description: 'Extreme: take action. The weather is very dangerous.' },
} as const;

export function warningName(type: WarningType, level: Level): string {
  return `${significance[level].colour} ${warningTypes[type].toLowerCase()} warning`;
}

export function significanceDescription(level: Level): string {
  return significance[level].description;
}

/** The warning types response: an object keyed by type code, each {name}. */
export function typesResponse(): Record<string, { name: string }> {
  return Object.fromEntries(Object.entries(warningTypes).map(([code, name]) => [code, { name }]));
}
