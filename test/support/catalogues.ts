import { readdirSync, readFileSync } from 'node:fs';

/** Where every message area keeps its catalogues, one JSON file per language. */
export const messagesRoot = 'src/shared/i18n/messages';

/** Every message area, by folder name, in a stable order. */
export const messageAreas = readdirSync(messagesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** One area's messages in one language, as the file holds them. */
export function catalogue(area: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(`${messagesRoot}/${area}/${language}.json`, 'utf8')) as Record<string, string>;
}
