import type { Pollutant } from './aqi';

/** The pollutant names of the specification, the `pollutant` field's values. */
export const pollutantNames: Record<Pollutant, string> = {
  CO: 'Carbon monoxide',
  NO2: 'Nitrogen dioxide',
  O3: 'Ozone',
  SO2: 'Sulphur dioxide',
  PM10: 'Particulate matter <10um',
  PM2P5: 'Particulate matter <2.5um',
};

type Names = Record<Pollutant, string>;

/** pollutantPhrase by language; languages without an entry fall back to English. */
const phrases: Record<string, Names> = {
  en: pollutantNames,
  de: {
    CO: 'Kohlenmonoxid', NO2: 'Stickstoffdioxid', O3: 'Ozon', SO2: 'Schwefeldioxid',
    PM10: 'Feinstaub <10µm', PM2P5: 'Feinstaub <2,5µm',
  },
  fi: {
    CO: 'Hiilimonoksidi', NO2: 'Typpidioksidi', O3: 'Otsoni', SO2: 'Rikkidioksidi',
    PM10: 'Hengitettävät hiukkaset <10µm', PM2P5: 'Pienhiukkaset <2,5µm',
  },
  sv: {
    CO: 'Kolmonoxid', NO2: 'Kvävedioxid', O3: 'Ozon', SO2: 'Svaveldioxid',
    PM10: 'Partiklar <10µm', PM2P5: 'Partiklar <2,5µm',
  },
  fr: {
    CO: 'Monoxyde de carbone', NO2: "Dioxyde d'azote", O3: 'Ozone', SO2: 'Dioxyde de soufre',
    PM10: 'Particules <10µm', PM2P5: 'Particules fines <2,5µm',
  },
  es: {
    CO: 'Monóxido de carbono', NO2: 'Dióxido de nitrógeno', O3: 'Ozono', SO2: 'Dióxido de azufre',
    PM10: 'Partículas <10µm', PM2P5: 'Partículas finas <2,5µm',
  },
  it: {
    CO: 'Monossido di carbonio', NO2: 'Biossido di azoto', O3: 'Ozono', SO2: 'Biossido di zolfo',
    PM10: 'Particolato <10µm', PM2P5: 'Particolato fine <2,5µm',
  },
  nl: {
    CO: 'Koolmonoxide', NO2: 'Stikstofdioxide', O3: 'Ozon', SO2: 'Zwaveldioxide',
    PM10: 'Fijnstof <10µm', PM2P5: 'Fijnstof <2,5µm',
  },
  da: {
    CO: 'Kulilte', NO2: 'Nitrogendioxid', O3: 'Ozon', SO2: 'Svovldioxid',
    PM10: 'Partikler <10µm', PM2P5: 'Partikler <2,5µm',
  },
  no: {
    CO: 'Karbonmonoksid', NO2: 'Nitrogendioksid', O3: 'Ozon', SO2: 'Svoveldioksid',
    PM10: 'Svevestøv <10µm', PM2P5: 'Svevestøv <2,5µm',
  },
  pt: {
    CO: 'Monóxido de carbono', NO2: 'Dióxido de nitrogénio', O3: 'Ozono', SO2: 'Dióxido de enxofre',
    PM10: 'Partículas <10µm', PM2P5: 'Partículas finas <2,5µm',
  },
  pl: {
    CO: 'Tlenek węgla', NO2: 'Dwutlenek azotu', O3: 'Ozon', SO2: 'Dwutlenek siarki',
    PM10: 'Pył zawieszony <10µm', PM2P5: 'Pył zawieszony <2,5µm',
  },
  et: {
    CO: 'Vingugaas', NO2: 'Lämmastikdioksiid', O3: 'Osoon', SO2: 'Vääveldioksiid',
    PM10: 'Peenosakesed <10µm', PM2P5: 'Peenosakesed <2,5µm',
  },
};

export function pollutantPhrase(pollutant: Pollutant, lang: string): string {
  return (phrases[lang] ?? pollutantNames)[pollutant];
}
