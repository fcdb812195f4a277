import { match } from '@formatjs/intl-localematcher';
import { interfaceLanguages, languages, type InterfaceLanguage, type Language } from '@shared/settings';
import type { SystemLanguages, SystemLocale } from '@shared/system-locale';
import type { ClockStyle, UnitPresetName } from '@shared/units';

/** The service's codes as BCP 47 tags, so the matcher can weigh scripts and regions (zh-TW is Traditional). */
const dataLanguageTags: Readonly<Partial<Record<Language, string>>> = {
  pt_br: 'pt-BR',
  pt_pt: 'pt-PT',
  zh: 'zh-Hans',
  zh_hk: 'zh-Hant',
};
const tagOf = (language: Language): string => dataLanguageTags[language] ?? language;
const languageOfTag = new Map<string, Language>(languages.map((language) => [tagOf(language), language]));

/** Not a language: what the matcher answers when a tag matches none of the ones offered. */
const noMatch = 'zxx';

/** Where the US customary units are what people read: the US, its territories, and Liberia. */
const usRegions = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'LR']);
/** Miles and mph with °C: Britain and the Crown Dependencies. */
const ukRegions = new Set(['GB', 'IM', 'JE', 'GG']);

function validTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The first preferred tag that matches one of `available`, and what it matched. Each tag is tried in
 * the system's order, so a language without a catalogue gives way to the next preferred one that has
 * it; 'best fit' is CLDR's language matching (de-AT and de-CH → de, zh-TW → Traditional, nn → nb).
 */
function firstMatch(preferred: readonly string[], available: readonly string[]): { from: string; matched: string } | null {
  for (const from of preferred) {
    const matched = match([from], available, noMatch, { algorithm: 'best fit' });
    if (matched !== noMatch) return { from, matched };
  }
  return null;
}

function unitsOfRegion(region: string | null): UnitPresetName {
  if (region !== null && usRegions.has(region)) return 'us';
  if (region !== null && ukRegions.has(region)) return 'uk';
  return 'metric';
}

function clockOf(tag: string | null): ClockStyle {
  if (tag === null) return '24h';
  const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
}

/**
 * What the system's languages and region suggest: the data and interface languages from its
 * preferred languages (separately: Norwegian gets Norwegian data and, with no Norwegian catalogue,
 * the next preferred language that has one, else English); units from the region of the format
 * locale, else of the first preferred language that names one; the clock from that same locale's hour
 * cycle (en-US and en-AU 12-hour, en-GB 24-hour).
 */
export function systemLocaleOf(system: SystemLanguages): SystemLocale {
  const preferred = system.preferred.map(validTag).filter((tag) => tag !== null);
  const formats = system.formats === null ? null : validTag(system.formats);

  const data = firstMatch(preferred, languages.map(tagOf));
  const windows = firstMatch(preferred, interfaceLanguages);
  const regionFrom = [formats, ...preferred].find((tag) => tag !== null && new Intl.Locale(tag).region !== undefined) ?? null;
  const region = regionFrom === null ? null : (new Intl.Locale(regionFrom).region ?? null);
  // The clock follows the same locale as the units: a bare 'en' names no region, so it stays 24-hour like metric.
  const clockFrom = regionFrom;

  return {
    language: (data === null ? undefined : languageOfTag.get(data.matched)) ?? 'en',
    interfaceLanguage: (windows?.matched as InterfaceLanguage | undefined) ?? 'en',
    units: unitsOfRegion(region),
    clock: clockOf(clockFrom),
    languageFrom: data?.from ?? null,
    interfaceLanguageFrom: windows?.from ?? null,
    region,
    clockFrom,
  };
}
