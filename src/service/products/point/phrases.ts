/**
 * symbolPhrase: the text of a symbol code in the requested language. A code is d/n, then cloudiness
 * (0 clear … 4 overcast, 5 thin high clouds, 6 fog), precipitation (0 none, 1 slight, 2 showers,
 * 3 precipitation, 4 thunder) and type (0 rain, 1 sleet, 2 snow). The phrase is the cloud part,
 * then the precipitation part after a comma ("Overcast, sleet showers"), which reads naturally in
 * every language below without grammatical agreement between the parts. Day and night share phrases.
 */
interface PhraseParts {
  /** What joins the cloud part and the precipitation part: a comma and a space, Arabic's own comma in Arabic. */
  joiner?: string;
  /** By cloudiness digit 0..6. */
  clouds: readonly [string, string, string, string, string, string, string];
  /** By type (rain, sleet, snow): slight, showers, continuous, thunder. */
  precipitation: readonly [PrecipitationPhrases, PrecipitationPhrases, PrecipitationPhrases];
}

type PrecipitationPhrases = readonly [string, string, string, string];

const phraseParts = {
  en: {
    clouds: ['clear', 'mostly clear', 'partly cloudy', 'cloudy', 'overcast', 'thin high clouds', 'fog'],
    precipitation: [
      ['light rain', 'rain showers', 'rain', 'thunderstorms'],
      ['light sleet', 'sleet showers', 'sleet', 'thunderstorms with sleet'],
      ['light snow', 'snow showers', 'snow', 'thunderstorms with snow'],
    ],
  },
  de: {
    clouds: ['klar', 'überwiegend klar', 'teilweise bewölkt', 'bewölkt', 'bedeckt', 'dünne hohe Wolken', 'Nebel'],
    precipitation: [
      ['leichter Regen', 'Regenschauer', 'Regen', 'Gewitter'],
      ['leichter Schneeregen', 'Schneeregenschauer', 'Schneeregen', 'Gewitter mit Schneeregen'],
      ['leichter Schneefall', 'Schneeschauer', 'Schneefall', 'Gewitter mit Schnee'],
    ],
  },
  fi: {
    clouds: ['selkeää', 'enimmäkseen selkeää', 'puolipilvistä', 'pilvistä', 'täysin pilvistä', 'ohutta yläpilveä', 'sumua'],
    precipitation: [
      ['heikkoa vesisadetta', 'sadekuuroja', 'vesisadetta', 'ukkosta'],
      ['heikkoa räntäsadetta', 'räntäkuuroja', 'räntäsadetta', 'ukkosta ja räntää'],
      ['heikkoa lumisadetta', 'lumikuuroja', 'lumisadetta', 'ukkosta ja lumisadetta'],
    ],
  },
  sv: {
    clouds: ['klart', 'mestadels klart', 'halvklart', 'molnigt', 'mulet', 'tunna höga moln', 'dimma'],
    precipitation: [
      ['lätt regn', 'regnskurar', 'regn', 'åska'],
      ['lätt snöblandat regn', 'skurar av snöblandat regn', 'snöblandat regn', 'åska och snöblandat regn'],
      ['lätt snöfall', 'snöbyar', 'snöfall', 'åska och snöfall'],
    ],
  },
  fr: {
    clouds: ['dégagé', 'plutôt dégagé', 'partiellement nuageux', 'nuageux', 'couvert', 'voile de nuages élevés', 'brouillard'],
    precipitation: [
      ['pluie faible', 'averses de pluie', 'pluie', 'orages'],
      ['neige fondue faible', 'averses de neige fondue', 'neige fondue', 'orages avec neige fondue'],
      ['neige faible', 'averses de neige', 'neige', 'orages avec neige'],
    ],
  },
  es: {
    clouds: ['despejado', 'mayormente despejado', 'parcialmente nuboso', 'nuboso', 'cubierto', 'nubes altas finas', 'niebla'],
    precipitation: [
      ['lluvia débil', 'chubascos', 'lluvia', 'tormentas'],
      ['aguanieve débil', 'chubascos de aguanieve', 'aguanieve', 'tormentas con aguanieve'],
      ['nevada débil', 'chubascos de nieve', 'nieve', 'tormentas con nieve'],
    ],
  },
  it: {
    clouds: ['sereno', 'prevalentemente sereno', 'parzialmente nuvoloso', 'nuvoloso', 'coperto', 'nubi alte sottili', 'nebbia'],
    precipitation: [
      ['pioggia debole', 'rovesci di pioggia', 'pioggia', 'temporali'],
      ['pioggia mista a neve debole', 'rovesci di pioggia mista a neve', 'pioggia mista a neve', 'temporali con pioggia mista a neve'],
      ['neve debole', 'rovesci di neve', 'neve', 'temporali con neve'],
    ],
  },
  nl: {
    clouds: ['helder', 'overwegend helder', 'half bewolkt', 'bewolkt', 'zwaar bewolkt', 'dunne hoge bewolking', 'mist'],
    precipitation: [
      ['lichte regen', 'regenbuien', 'regen', 'onweer'],
      ['lichte natte sneeuw', 'buien met natte sneeuw', 'natte sneeuw', 'onweer met natte sneeuw'],
      ['lichte sneeuw', 'sneeuwbuien', 'sneeuw', 'onweer met sneeuw'],
    ],
  },
  nb: {
    clouds: ['klarvær', 'for det meste klart', 'delvis skyet', 'skyet', 'overskyet', 'tynne høye skyer', 'tåke'],
    precipitation: [
      ['lett regn', 'regnbyger', 'regn', 'torden'],
      ['lett sludd', 'sluddbyger', 'sludd', 'torden og sludd'],
      ['lett snø', 'snøbyger', 'snø', 'torden og snø'],
    ],
  },
  da: {
    clouds: ['klart', 'mest klart', 'delvis skyet', 'skyet', 'overskyet', 'tynde høje skyer', 'tåge'],
    precipitation: [
      ['let regn', 'regnbyger', 'regn', 'torden'],
      ['let slud', 'sludbyger', 'slud', 'torden og slud'],
      ['let sne', 'snebyger', 'sne', 'torden og sne'],
    ],
  },
  pt: {
    clouds: ['céu limpo', 'predominantemente limpo', 'parcialmente nublado', 'nublado', 'encoberto', 'nuvens altas finas', 'nevoeiro'],
    precipitation: [
      ['chuva fraca', 'aguaceiros', 'chuva', 'trovoadas'],
      ['água-neve fraca', 'aguaceiros de água-neve', 'água-neve', 'trovoadas com água-neve'],
      ['neve fraca', 'aguaceiros de neve', 'neve', 'trovoadas com neve'],
    ],
  },
  ar: {
    joiner: '، ',
    clouds: ['صافٍ', 'صافٍ غالبًا', 'غائم جزئيًا', 'غائم', 'غائم كليًا', 'سحب عالية رقيقة', 'ضباب'],
    precipitation: [
      ['أمطار خفيفة', 'زخات مطر', 'أمطار', 'عواصف رعدية'],
      ['مطر ثلجي خفيف', 'زخات مطر ثلجي', 'مطر ثلجي', 'عواصف رعدية مع مطر ثلجي'],
      ['ثلوج خفيفة', 'زخات ثلج', 'ثلوج', 'عواصف رعدية مع ثلوج'],
    ],
  },
} as const satisfies Record<string, PhraseParts>;

type PhraseLanguage = keyof typeof phraseParts;

/** Request languages that share a table; every other language of the forecast list reads English. */
const languageAliases: Record<string, PhraseLanguage> = {
  en_gb: 'en',
  en_us: 'en',
  no: 'nb',
  pt_pt: 'pt',
  pt_br: 'pt',
};

function partsFor(lang: string): PhraseParts {
  const key = languageAliases[lang] ?? lang;
  return key in phraseParts ? phraseParts[key as PhraseLanguage] : phraseParts.en;
}

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function symbolPhrase(symbol: string, lang: string): string {
  const parts = partsFor(lang);
  const cloud = Number(symbol.charAt(1));
  const intensity = Number(symbol.charAt(2));
  const type = Number(symbol.charAt(3));
  const cloudPhrase = parts.clouds[cloud] ?? parts.clouds[4];
  const precipitationPhrase = intensity === 0 ? undefined : parts.precipitation[type]?.[intensity - 1];
  return capitalized(precipitationPhrase === undefined ? cloudPhrase : `${cloudPhrase}${parts.joiner ?? ', '}${precipitationPhrase}`);
}
