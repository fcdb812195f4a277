// Writes src/shared/i18n/language-autonyms.json: each data language's name in its own words, as
// Unicode CLDR has it (the `cldr-localenames-full` package). The renderer names a language through
// Intl first; this file is what it falls back on where the engine has no data for that language
// (Chromium's ICU data, which Electron ships, leaves Albanian and Icelandic out). Run it again after a
// language is added to `languages` or CLDR is updated: `npx tsx scripts/language-autonyms.ts`
// (test/shared/language-autonyms.test.ts fails until then).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { languages } from '../src/shared/settings';

const require = createRequire(import.meta.url);

/** The language of a data language code ('pt_br' → 'pt'): what an autonym names. */
export function baseLanguage(code: string): string {
  return code.split('_')[0] ?? code;
}

/** CLDR's name of `language` in its own locale ('sq' → 'shqip'). */
export function cldrAutonym(language: string): string {
  const file = require(`cldr-localenames-full/main/${language}/languages.json`) as {
    main: Record<string, { localeDisplayNames: { languages: Record<string, string> } }>;
  };
  const name = Object.values(file.main)[0]?.localeDisplayNames.languages[language];
  if (name === undefined) throw new Error(`CLDR does not name ${language} in its own locale`);
  return name;
}

/** Every data language's own name, keyed by its language, in code order. */
export function languageAutonyms(): Record<string, string> {
  const bases = [...new Set(languages.map(baseLanguage))].sort();
  return Object.fromEntries(bases.map((language) => [language, cldrAutonym(language)]));
}

export const autonymsFile = fileURLToPath(new URL('../src/shared/i18n/language-autonyms.json', import.meta.url));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const autonyms = languageAutonyms();
  writeFileSync(autonymsFile, `${JSON.stringify(autonyms, null, 2)}\n`);
  console.log(`language-autonyms: ${Object.keys(autonyms).length} names in ${autonymsFile}`);
}
