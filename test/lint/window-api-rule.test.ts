import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const namesTheGlobal = "export const keys = (window as unknown as { weatherglass: { keys: unknown } }).weatherglass.keys;\n";

describe('the window API rule', () => {
  it.each([
    'src/renderer/src/popup/popup-state.svelte.ts',
    'src/renderer/src/map/map-controller.svelte.ts',
    'src/renderer/src/dashboard/account/keys.ts',
    'src/renderer/src/lib/follow/settings.svelte.ts',
  ])('fires on the global window.weatherglass in %s', async (filePath) => {
    expect(await ruleIds(filePath, namesTheGlobal)).toEqual(['no-restricted-syntax']);
  });

  it('fires on the global however it is reached', async () => {
    const file = 'src/renderer/src/popup/close.ts';
    expect(await ruleIds(file, "export const api = (globalThis as unknown as Record<string, unknown>)['weatherglass'];\n")).toEqual(['no-restricted-syntax']);
    expect(await ruleIds(file, 'export const api = weatherglass;\n')).toEqual(['no-restricted-globals']);
    expect(await ruleIds(file, "export const { weatherglass: api } = window as unknown as { weatherglass: unknown };\n")).toEqual(['no-restricted-syntax']);
    expect(await ruleIds(file, "export const api: unknown = Reflect.get(window, 'weatherglass');\n")).toEqual(['no-restricted-syntax']);
  });

  it.each(['src/renderer/src/popup/api.ts', 'src/renderer/src/dashboard/api.ts', 'src/renderer/src/map/api.ts', 'src/renderer/src/lib/common-api.ts'])(
    'allows it in the api module %s',
    async (filePath) => {
      expect(await ruleIds(filePath, namesTheGlobal)).toEqual([]);
    },
  );

  it.each([
    ['src/renderer/src/popup/popup-state.svelte.ts', '../dashboard/api'],
    ['src/renderer/src/map/storms/storms.ts', '../dashboard/api'],
    ['src/renderer/src/dashboard/account/keys.ts', '../../popup/api'],
    ['src/renderer/src/lib/follow/tray.svelte.ts', '../../popup/api'],
  ])("fires when %s imports another window's api module (%s)", async (filePath, specifier) => {
    expect(await ruleIds(filePath, `import { api } from '${specifier}';\nexport const used = api;\n`)).toEqual(['no-restricted-imports']);
  });

  it("allows a window's code its own api module", async () => {
    expect(await ruleIds('src/renderer/src/dashboard/account/keys.ts', "import { dashboardApi } from '../api';\nexport const used = dashboardApi;\n")).toEqual([]);
  });
});
