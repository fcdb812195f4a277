import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fire on `code` as if it were the file at `filePath`. */
async function firedRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'unknown');
}

const written = "export function show(element: HTMLElement, name: string): void {\n  element.innerHTML = name;\n}\n";
const inserted = "export function show(element: HTMLElement, name: string): void {\n  element.insertAdjacentHTML('beforeend', name);\n}\n";
const asText = "export function show(element: HTMLElement, name: string): void {\n  element.textContent = name;\n}\n";
const svelteHtml = '<script lang="ts">\n  let { name }: { name: string } = $props();\n</script>\n\n<p>{@html name}</p>\n';

describe('the windows’ rule against HTML strings', () => {
  it.each(['src/renderer/src/map/storms/storm-layers.ts', 'src/browser-host/client/bridge.ts'])('fires on innerHTML and insertAdjacentHTML in %s', async (filePath) => {
    expect(await firedRules(filePath, written)).toEqual(['no-restricted-properties']);
    expect(await firedRules(filePath, inserted)).toEqual(['no-restricted-properties']);
  });

  it('fires on {@html} in a component', async () => {
    expect(await firedRules('src/renderer/src/map/storms/StormPanel.svelte', svelteHtml)).toEqual(['svelte/no-at-html-tags']);
  });

  it('lets text be written as text', async () => {
    expect(await firedRules('src/renderer/src/map/storms/storm-layers.ts', asText)).toEqual([]);
  });
});
