import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every README under src/ cites files and code by name in backticks (`foo.ts`, `FooBar`,
 * `fooBar()`); a rename or a deletion that leaves a README behind makes it lie to the next reader.
 * This holds each cited name against the tree: a file must exist (a bare name in the README's
 * folder or below, or at the project's top; a path from the README's folder, from an alias, or as
 * the end of some file's path) or be a name the code uses (a file written at run time), and a code name must occur as a word in the code (src/, scripts/, the build's configuration), unless
 * the platform has it (`Intl`).
 * Fenced code blocks are examples and are not checked.
 */

const root = path.resolve(__dirname, '../..');
const skippedDirectories = new Set(['node_modules', 'out', 'dist', 'release', 'coverage', 'test-results', 'playwright-report']);
const sourceExtensions = /\.(ts|svelte|js|mjs|cjs|json|css|html)$/;
const fileName = /^[\w@.*/-]*\.(ts|tsx|js|mjs|cjs|svelte|json|css|html|md|yml|yaml|sh|png|svg|ico)$/;
const folderName = /^[\w@.-]+(\/[\w@.-]+)*\/$/;
/** `FooBar`, `fooBar()`, `foo.bar`, `foo.bar()`, `#private`: names of code. */
const codeName = /^#?[A-Za-z_$][\w$]*(\.#?[A-Za-z_$][\w$]*)*(\(\))?$/;
/** `weather:updated`, `settings:get`: channel and event names. */
const channelName = /^[a-z][\w-]*:[a-z][\w-]*$/;
const aliases: Record<string, string> = { '@shared/': 'src/shared/', '@renderer/': 'src/renderer/src/', '@main/': 'src/main/', '@service/': 'src/service/' };

function walk(directory: string, found: string[] = []): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skippedDirectories.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(path.relative(root, full));
  }
  return found;
}

const projectFiles = walk(root);
const projectFolders = new Set(projectFiles.flatMap((file) => ancestors(path.dirname(file))));
const readmes = projectFiles.filter((file) => file.startsWith('src/') && path.basename(file) === 'README.md').sort();
/** The code: src/, scripts/ and the build's configuration at the top (not tests, not docs). */
const sourceText = projectFiles
  .filter((file) => (file.startsWith('src/') || file.startsWith('scripts/') || !file.includes('/')) && sourceExtensions.test(file) && file !== 'package-lock.json')
  .map((file) => readFileSync(path.join(root, file), 'utf8'))
  .join('\n');
const sourceWords = new Set(sourceText.match(/[A-Za-z_$][\w$]*/g) ?? []);

function ancestors(folder: string): string[] {
  const all: string[] = [];
  for (let current = folder; current !== '.' && current !== ''; current = path.dirname(current)) all.push(current);
  return all;
}

/** The backticked spans outside fenced code blocks. */
function citedNames(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => (match[1] ?? '').trim());
}

function wildcard(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
}

function fileExists(cited: string, folder: string): boolean {
  const like = (name: string) => (name.includes('*') ? (candidate: string) => wildcard(name).test(candidate) : (candidate: string) => candidate === name);
  if (!cited.includes('/')) {
    const named = like(cited);
    return projectFiles.some((file) => (file.startsWith(`${folder}/`) || !file.includes('/')) && named(path.basename(file)));
  }
  const alias = Object.keys(aliases).find((prefix) => cited.startsWith(prefix));
  const resolved = [path.normalize(path.join(folder, cited)), ...(alias === undefined ? [] : [aliases[alias] + cited.slice(alias.length)])].map(like);
  const tail = like(cited);
  const segments = cited.split('/').length;
  return projectFiles.some((file) => resolved.some((fits) => fits(file)) || tail(file.split('/').slice(-segments).join('/')));
}

function folderExists(cited: string, folder: string): boolean {
  const trimmed = cited.replace(/\/$/, '');
  const alias = Object.keys(aliases).find((prefix) => cited.startsWith(prefix));
  const candidates = [path.normalize(path.join(folder, trimmed)), trimmed, alias === undefined ? '' : (aliases[alias] + cited.slice(alias.length)).replace(/\/$/, '')];
  return candidates.some((candidate) => projectFolders.has(candidate)) || [...projectFolders].some((known) => known.endsWith(`/${trimmed}`));
}

/** What is wrong with one cited name, or null when it names something that exists. */
function missingName(cited: string, folder: string): string | null {
  // A file the app writes or reads at run time (in the user's data folder) is named in the code.
  if (fileName.test(cited)) return fileExists(cited, folder) || sourceText.includes(cited) ? null : `\`${cited}\`: no such file in ${folder}/ (one elsewhere is cited by its path), nor a name the code uses`;
  if (folderName.test(cited)) return folderExists(cited, folder) ? null : `\`${cited}\`: no such folder from ${folder}/`;
  if (channelName.test(cited)) return sourceText.includes(`'${cited}'`) ? null : `\`${cited}\`: no such channel or event in src/`;
  if (codeName.test(cited)) {
    const words = cited.replace(/\(\)$/, '').split('.').map((word) => word.replace(/^#/, ''));
    // The platform's own (`Intl.PluralRules`, `structuredClone()`) are not the project's to keep.
    if (words[0] !== undefined && words[0] in globalThis) return null;
    const absent = words.filter((word) => !sourceWords.has(word));
    return absent.length === 0 ? null : `\`${cited}\`: ${absent.map((word) => `'${word}'`).join(', ')} occurs nowhere in the code`;
  }
  return null;
}

describe('the names READMEs cite', () => {
  it('finds the READMEs under src/', () => {
    expect(readmes).toContain('src/main/README.md');
    expect(readmes).toContain('src/renderer/src/map/README.md');
  });

  it('tells a cited name that exists from one that does not', () => {
    expect(citedNames('Uses `a.ts` and `FooBar()`.\n```\n`hidden.ts`\n```\n')).toEqual(['a.ts', 'FooBar()']);
    expect(missingName('README.md', 'src/main')).toBeNull();
    expect(missingName('bootstrap.ts', 'src/main')).toBeNull();
    expect(missingName('core/', 'src/main')).toBeNull();
    expect(missingName('boot()', 'src/main')).toBeNull();
    expect(missingName('no-such-module.ts', 'src/main')).toMatch(/no such file/);
    expect(missingName('noSuchFunctionAnywhere()', 'src/main')).toMatch(/occurs nowhere/);
  });

  it.each(readmes)('%s cites only files and code that exist', (readme) => {
    const folder = path.dirname(readme);
    const cited = [...new Set(citedNames(readFileSync(path.join(root, readme), 'utf8')))];
    const missing = cited.flatMap((name) => {
      const problem = missingName(name, folder);
      return problem === null ? [] : [`${readme} cites ${problem}`];
    });
    expect(missing, `${readme} cites names that do not exist; fix the README (or the name):\n${missing.join('\n')}`).toEqual([]);
  });
});
