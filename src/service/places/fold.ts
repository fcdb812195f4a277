/** Letters that Unicode decomposition leaves whole but that people type as plain Latin letters. */
const wholeLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * The form names are compared in: lower case, diacritics dropped (so "zurich" finds Zürich and
 * "sao paulo" São Paulo) and every run of punctuation or spaces one space ("st louis" finds
 * "St. Louis", "winston salem" finds "Winston-Salem").
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (letter) => wholeLetters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
