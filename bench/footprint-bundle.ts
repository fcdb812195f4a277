// Bundles bench/footprint-core.ts as electron-vite bundles the Electron main: one ES module per
// entry and per dynamic import, packages left in node_modules except i18n-iso-countries and zod, the
// gazetteer's places.bin beside it. So the bench measures under plain node what the app loads,
// not the TypeScript loader.
import { copyFileSync, mkdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { pathAliases } from '../path-aliases';

const root = fileURLToPath(new URL('..', import.meta.url));
export const footprintBundleDir = join(root, 'out', 'bench-footprint');
export const footprintCoreScript = join(footprintBundleDir, 'footprint-core.js');

const bundled = new Set(['i18n-iso-countries', 'zod']);
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** A bare import of a package (not an alias, not a path) stays an import, as electron-vite's externalizeDeps leaves it. */
function isPackage(id: string): boolean {
  if (builtins.has(id)) return true;
  if (id.startsWith('.') || id.startsWith('/') || id.startsWith('@shared/') || id.startsWith('@main/') || id.startsWith('@service/')) return false;
  if (id.startsWith('@renderer/')) return false;
  const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : (id.split('/')[0] ?? id);
  return !bundled.has(name);
}

export async function bundleFootprintCore(): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    resolve: { alias: pathAliases() },
    build: {
      ssr: resolve(root, 'bench/footprint-core.ts'),
      outDir: footprintBundleDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rollupOptions: {
        external: isPackage,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
    ssr: { noExternal: [...bundled] },
  });
  mkdirSync(join(footprintBundleDir, 'generated'), { recursive: true });
  copyFileSync(join(root, 'src/service/places/data/generated/places.bin'), join(footprintBundleDir, 'generated/places.bin'));
  return footprintCoreScript;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await bundleFootprintCore());
}
