import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function electronImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.message.includes("may import 'electron'"))
    .map((message) => message.ruleId ?? 'unknown');
}

const staticImport = "import { app } from 'electron';\nexport const name = app.getName();\n";
const typeImport = "import type { App } from 'electron';\nexport type Handle = App;\n";
const dynamicImport = "export const load = () => import('electron');\n";
const requireCall = "declare const require: (id: string) => unknown;\nexport const electron = require('electron');\n";

describe('the electron import rule', () => {
  it.each([
    'src/main/core/api-client.ts',
    'src/shared/types.ts',
    'src/service/server.ts',
    'src/browser-host/server.ts',
    'src/renderer/src/lib/state.ts',
  ])('fires on a static import in %s', async (filePath) => {
    expect(await electronImportErrors(filePath, staticImport)).toEqual(['no-restricted-imports']);
  });

  it('fires on a type-only import in core', async () => {
    expect(await electronImportErrors('src/main/core/types.ts', typeImport)).toEqual(['no-restricted-imports']);
  });

  it('fires on dynamic import() and require() in core', async () => {
    expect(await electronImportErrors('src/main/core/lazy.ts', dynamicImport)).toEqual(['no-restricted-syntax']);
    expect(await electronImportErrors('src/main/core/cjs.ts', requireCall)).toEqual(['no-restricted-syntax']);
  });

  it.each(['src/main/windows.ts', 'src/preload/expose-window-api.ts'])('allows the glue file %s', async (filePath) => {
    expect(await electronImportErrors(filePath, staticImport)).toEqual([]);
  });
});
