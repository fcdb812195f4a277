import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The path aliases (@shared, @renderer, @main, @service) are declared once, in tsconfig.base.json, where the
 * type checker, svelte-check, tsx and Playwright read them; the Vite builds and Vitest take theirs
 * from here, so the two can never disagree.
 */
interface TsconfigWithPaths {
  readonly compilerOptions: { readonly paths: Record<string, readonly string[]> };
}

const tsconfigUrl = new URL('./tsconfig.base.json', import.meta.url);

export function pathAliases(): Record<string, string> {
  const { paths } = (JSON.parse(readFileSync(tsconfigUrl, 'utf8')) as TsconfigWithPaths).compilerOptions;
  return Object.fromEntries(
    Object.entries(paths).map(([pattern, [target]]) => {
      if (!pattern.endsWith('/*') || !target?.endsWith('/*')) {
        throw new Error(`tsconfig.base.json: the path alias ${pattern} must map "name/*" to one "folder/*"`);
      }
      return [pattern.slice(0, -2), fileURLToPath(new URL(target.slice(0, -2), tsconfigUrl))];
    }),
  );
}
