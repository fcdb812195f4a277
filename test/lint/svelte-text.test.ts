import { readdirSync, readFileSync } from 'node:fs';
import { parse, type AST } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';

/**
 * Every word a person reads in a window comes from the message catalogue (`@shared/i18n`). This
 * reads each component's markup and script and lists what would show untranslated: text between
 * tags, the attributes people read or hear (aria-label, title, placeholder, alt …), and strings in
 * expressions or the script that read as a sentence or a capitalised phrase.
 */

const readAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
/** Attributes whose strings are never read: class lists, styles, ids, test ids, roles, types … */
const codeAttributes = /^(class|style|id|for|role|type|name|href|src|data-.*|aria-(controls|describedby|labelledby|live|haspopup|current|orientation|hidden|expanded|pressed|selected|checked|modal|atomic|busy|invalid|required|disabled|owns|activedescendant|level|posinset|setsize|sort|autocomplete)|autocomplete|inputmode|lang|dir|enterkeyhint|method|rel|target|tabindex|viewBox|d|fill|stroke.*|transform|preserveAspectRatio|xmlns|points|x.*|y.*|cx|cy|r|rx|ry|width|height|min|max|step|pattern|spellcheck|loading|decoding|referrerpolicy|sizes|srcset|accept|wrap|dominant-baseline|text-anchor|font-.*|clip-path|mask|filter|opacity|marker-.*|vector-effect|shape-rendering|offset|stop-.*|gradientUnits|gradientTransform|patternUnits|in|in2|mode|operator|values|result|type|k.*|color-interpolation-filters|tableValues|slope|intercept|amplitude|exponent|stdDeviation|dx|dy|radius|scale|xChannelSelector|yChannelSelector)$/;

/** A phrase: a capitalised word followed by more words, or any text ending like a sentence. */
const phrase = /^\s*\p{Lu}\p{Ll}+(\s+[\p{L}\d'’,;:()–-]+)+[.!?…]?\s*$|\p{L}{2,}.*[.!?…]\s*$/u;
/** Text between tags needs only a word: "Wind", "km/h" are read. */
const word = /\p{L}{2,}/u;

interface Finding {
  line: number;
  text: string;
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

function stringsIn(code: string, offsetBase: number, source: string, found: Finding[]): void {
  const file = ts.createSourceFile('component.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (phrase.test(node.text)) found.push({ line: lineOf(source, offsetBase + node.getStart()), text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
      if (phrase.test(parts.replaceAll('{}', 'x'))) found.push({ line: lineOf(source, offsetBase + node.getStart()), text: parts });
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['Error', 'TypeError', 'RangeError'].includes(node.expression.text)) {
      return;
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text.endsWith('Error')) {
      return;
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'console') {
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

function expressionStrings(expression: unknown, source: string, found: Finding[]): void {
  const node = expression as { start?: number; end?: number } | null;
  if (!node || node.start === undefined || node.end === undefined) return;
  const code = source.slice(node.start, node.end);
  stringsIn(`(${code});`, node.start - 1, source, found);
}

export function untranslatedText(path: string): Finding[] {
  const source = readFileSync(path, 'utf8');
  const ast = parse(source, { modern: true });
  const found: Finding[] = [];
  for (const script of [ast.instance, ast.module]) {
    // The script's own span; its content is the code between the tags.
    const content = script?.content as { start?: number; end?: number } | undefined;
    if (content?.start !== undefined && content.end !== undefined) stringsIn(source.slice(content.start, content.end), content.start, source, found);
  }

  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const element = node as AST.BaseNode & Record<string, unknown>;
    if (element.type === 'Text') {
      const text = (element as unknown as AST.Text).data;
      if (word.test(text)) found.push({ line: lineOf(source, element.start), text: text.trim() });
      return;
    }
    if (element.type === 'Attribute') {
      const attribute = element as unknown as AST.Attribute;
      if (codeAttributes.test(attribute.name)) return;
      const values = attribute.value === true ? [] : Array.isArray(attribute.value) ? attribute.value : [attribute.value];
      for (const value of values) {
        if (value.type === 'Text') {
          const read = readAttributes.has(attribute.name) ? word.test(value.data) : phrase.test(value.data);
          if (read) found.push({ line: lineOf(source, value.start), text: value.data });
        } else {
          expressionStrings(value.expression, source, found);
        }
      }
      return;
    }
    if (element.type === 'ExpressionTag' || element.type === 'HtmlTag') {
      expressionStrings((element as unknown as AST.ExpressionTag).expression, source, found);
      return;
    }
    if (element.type === 'ClassDirective' || element.type === 'StyleDirective') return;
    for (const [key, child] of Object.entries(element)) {
      if (key !== 'start' && key !== 'end' && key !== 'metadata') visit(child);
    }
  };
  visit(ast.fragment);
  return found;
}

/** Components whose words have not yet moved into the catalogue. Empty when the windows are whole. */
const untranslated = new Set<string>([
  'src/renderer/src/lib/ErrorNotice.svelte',
]);

const components = readdirSync('src/renderer/src', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.svelte'))
  .map((path) => `src/renderer/src/${path}`)
  .sort();

describe('text in components', () => {
  it.each(components.filter((path) => !untranslated.has(path)))('%s takes every word from the catalogue', (path) => {
    expect(untranslatedText(path)).toEqual([]);
  });

  it('finds text a component would show untranslated', () => {
    const sample = 'test/lint/fixtures/UntranslatedSample.svelte';
    expect(untranslatedText(sample).map((finding) => finding.text)).toEqual([
      'Nothing is due today.',
      'Weather in {} soon',
      'Feels like',
      'Close the window',
      'Search places',
      'Last updated',
    ]);
  });

  it('lists only components that still exist', () => {
    expect([...untranslated].filter((path) => !components.includes(path))).toEqual([]);
  });
});
