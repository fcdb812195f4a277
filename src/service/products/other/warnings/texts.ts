import type { WarningType } from './catalogue';

/** Languages warning descriptions are written in. */
export const warningLanguages = ['en', 'de', 'fi', 'sv', 'fr', 'es'] as const;
export type WarningLanguage = (typeof warningLanguages)[number];

type Template = (value: number) => string;

/** Each text carries the figure that set the warning off: a gust, a rain or snow total, a temperature. */
const templates: Record<WarningLanguage, Record<WarningType, Template>> = {
  en: {
    wind: (v) => `Wind gusts up to ${v} m/s are expected.`,
    rain: (v) => `Heavy rain: up to ${v} mm within 24 hours.`,
    snow: (v) => `Heavy snowfall: up to ${v} cm of new snow within 24 hours.`,
    thunderstorm: (v) => `Thunderstorms are likely (probability up to ${v} %), with local downpours and strong gusts.`,
    heat: (v) => `High temperatures, up to ${v} °C.`,
    cold: (v) => `Severe cold, temperatures down to ${v} °C.`,
    frost: (v) => `Night frost, temperatures down to ${v} °C: protect sensitive plants.`,
    fog: (v) => `Dense fog, visibility down to ${v} m.`,
  },
  de: {
    wind: (v) => `Windböen bis ${v} m/s erwartet.`,
    rain: (v) => `Starkregen: bis zu ${v} mm innerhalb von 24 Stunden.`,
    snow: (v) => `Starker Schneefall: bis zu ${v} cm Neuschnee innerhalb von 24 Stunden.`,
    thunderstorm: (v) => `Gewitter wahrscheinlich (Wahrscheinlichkeit bis ${v} %), örtlich mit Starkregen und Sturmböen.`,
    heat: (v) => `Hitze mit Temperaturen bis ${v} °C.`,
    cold: (v) => `Strenge Kälte mit Temperaturen bis ${v} °C.`,
    frost: (v) => `Nachtfrost bis ${v} °C: empfindliche Pflanzen schützen.`,
    fog: (v) => `Dichter Nebel, Sichtweite bis ${v} m.`,
  },
  fi: {
    wind: (v) => `Tuulenpuuskat jopa ${v} m/s.`,
    rain: (v) => `Rankkasade: jopa ${v} mm vuorokauden aikana.`,
    snow: (v) => `Runsas lumisade: jopa ${v} cm uutta lunta vuorokauden aikana.`,
    thunderstorm: (v) => `Ukkoskuurot todennäköisiä (todennäköisyys jopa ${v} %), paikoin rankkasateita ja voimakkaita puuskia.`,
    heat: (v) => `Helle, lämpötila jopa ${v} °C.`,
    cold: (v) => `Kova pakkanen, lämpötila jopa ${v} °C.`,
    frost: (v) => `Hallaa, lämpötila jopa ${v} °C: suojaa arat kasvit.`,
    fog: (v) => `Sakea sumu, näkyvyys paikoin vain ${v} m.`,
  },
  sv: {
    wind: (v) => `Vindbyar upp till ${v} m/s väntas.`,
    rain: (v) => `Kraftigt regn: upp till ${v} mm inom 24 timmar.`,
    snow: (v) => `Kraftigt snöfall: upp till ${v} cm nysnö inom 24 timmar.`,
    thunderstorm: (v) => `Åskväder troligt (sannolikhet upp till ${v} %), lokalt med skyfall och kraftiga vindbyar.`,
    heat: (v) => `Höga temperaturer, upp till ${v} °C.`,
    cold: (v) => `Sträng kyla, temperaturer ner till ${v} °C.`,
    frost: (v) => `Nattfrost, temperaturer ner till ${v} °C: skydda känsliga växter.`,
    fog: (v) => `Tät dimma, sikt ner till ${v} m.`,
  },
  fr: {
    wind: (v) => `Rafales de vent jusqu'à ${v} m/s attendues.`,
    rain: (v) => `Fortes pluies : jusqu'à ${v} mm en 24 heures.`,
    snow: (v) => `Fortes chutes de neige : jusqu'à ${v} cm de neige fraîche en 24 heures.`,
    thunderstorm: (v) => `Orages probables (probabilité jusqu'à ${v} %), avec localement de fortes averses et de fortes rafales.`,
    heat: (v) => `Fortes chaleurs, jusqu'à ${v} °C.`,
    cold: (v) => `Grand froid, températures jusqu'à ${v} °C.`,
    frost: (v) => `Gelée nocturne, jusqu'à ${v} °C : protégez les plantes sensibles.`,
    fog: (v) => `Brouillard dense, visibilité réduite à ${v} m.`,
  },
  es: {
    wind: (v) => `Se esperan rachas de viento de hasta ${v} m/s.`,
    rain: (v) => `Lluvias intensas: hasta ${v} mm en 24 horas.`,
    snow: (v) => `Nevadas intensas: hasta ${v} cm de nieve nueva en 24 horas.`,
    thunderstorm: (v) => `Probables tormentas (probabilidad de hasta ${v} %), con chubascos fuertes y rachas intensas localmente.`,
    heat: (v) => `Calor intenso, temperaturas de hasta ${v} °C.`,
    cold: (v) => `Frío intenso, temperaturas de hasta ${v} °C.`,
    frost: (v) => `Heladas nocturnas, hasta ${v} °C: proteja las plantas sensibles.`,
    fog: (v) => `Niebla densa, visibilidad reducida a ${v} m.`,
  },
};

/** Where these languages are spoken officially: standard-dataset warnings add them to English. */
const countryLanguages: Record<string, readonly WarningLanguage[]> = {
  DE: ['de'], AT: ['de'], LI: ['de'], CH: ['de', 'fr'], LU: ['fr', 'de'], BE: ['fr'],
  FR: ['fr'], MC: ['fr'], FI: ['fi', 'sv'], AX: ['sv'], SE: ['sv'],
  ES: ['es'], MX: ['es'], AR: ['es'], CL: ['es'], CO: ['es'], PE: ['es'], VE: ['es'], EC: ['es'], BO: ['es'],
  PY: ['es'], UY: ['es'], CR: ['es'], PA: ['es'], GT: ['es'], HN: ['es'], SV: ['es'], NI: ['es'], CU: ['es'],
  DO: ['es'], PR: ['es'],
};

/** dataset=standard: English and the country's own languages; dataset=full: all six. */
export function descriptionLanguages(countryCode: string, full: boolean): readonly WarningLanguage[] {
  if (full) return warningLanguages;
  return ['en', ...(countryLanguages[countryCode] ?? [])];
}

export function warningText(type: WarningType, lang: WarningLanguage, value: number): string {
  return templates[lang][type](value);
}
