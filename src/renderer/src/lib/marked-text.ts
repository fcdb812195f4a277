/** One stretch of a sentence: plain, or an argument the component sets apart (bold, code). */
export interface TextPiece {
  text: string;
  marked: boolean;
}

/** Private-use characters: no message or value holds them, so a marker is never mistaken for text. */
const markerOf = (index: number): string => `\uE000${index}\uE001`;
const markers = /\uE000(\d+)\uE001/;

/**
 * A sentence with some arguments set apart in markup (`about <strong>2,000</strong> requests`):
 * the message is written whole, so word order is the language's, with a marker for each marked
 * argument, and then cut at the markers.
 */
export function markedText(write: (markers: Record<string, string>) => string, marked: Record<string, string>): TextPiece[] {
  const names = Object.keys(marked);
  const written = write(Object.fromEntries(names.map((name, index) => [name, markerOf(index)])));
  // split with a group gives text, marker number, text, … : the odd places are the marked arguments.
  const pieces = written.split(markers).map((part, index) => (index % 2 === 0 ? { text: part, marked: false } : { text: marked[names[Number(part)] ?? ''] ?? '', marked: true }));
  return pieces.filter((piece) => piece.text !== '');
}
