import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The windows' styles say start and end, not left and right, so a right-to-left language is a
 * catalogue alone. Drawings over time (the meteogram, the map's time bar) are marked dir="ltr".
 */
const physical = /^\s*((margin|padding|border)-(left|right)(-[a-z]+)?|left|right|float|clear)\s*:|text-align\s*:\s*(left|right)\b|border-(top|bottom)-(left|right)-radius\s*:/;

function styleLines(path: string): { line: number; text: string }[] {
  const source = readFileSync(path, 'utf8');
  const lines = source.split('\n');
  let inStyle = path.endsWith('.css');
  const found: { line: number; text: string }[] = [];
  lines.forEach((text, index) => {
    if (/^\s*<style/.test(text)) inStyle = true;
    else if (/^\s*<\/style>/.test(text)) inStyle = false;
    else if (inStyle && physical.test(text)) found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}

const styled = readdirSync('src/renderer/src', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.svelte') || path.endsWith('.css'))
  .map((path) => `src/renderer/src/${path}`)
  .sort();

describe('styles', () => {
  it.each(styled)('%s uses logical properties', (path) => {
    expect(styleLines(path)).toEqual([]);
  });
});
