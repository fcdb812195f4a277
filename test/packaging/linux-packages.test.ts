/**
 * Builds the Linux packages the way `npm run dist` does (electron-builder.yml, through electron-builder's
 * own API) and checks what was packed. Offline, so three things are stand-ins (test/packaging/stand-ins.ts):
 * - the Electron distribution: `electronDist` names a folder with a stand-in executable that carries
 *   the fuse wire, instead of the electron-v45 zip that electron-builder would download;
 * - fpm, which builds the deb: CUSTOM_FPM_PATH names a stand-in that records its command line and
 *   the files it is handed (desktop entry, icon, after-install script) and writes an empty package;
 * - appimagetool: none. electron-builder's `effectiveOptionComputed` hook hands over the AppImage's
 *   computed desktop entry just before it would download the AppImage tools, and stops there.
 * Everything else is real: the configuration, the afterPack hook, the asar, the unpacking, the
 * dependency collection, and the `npm run build` output in out/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractAll, listPackage, statFile } from '@electron/asar';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { build } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuses as hookFuses } from '../../scripts/flip-fuses.mjs';
import { applyStartAtLogin, autostartFileName } from '@main/login-item';
import { appIconPath, preloadPath, resolveAppPaths } from '@main/paths';
import { trayGuidNamespace } from '@main/tray-guid';
import { bundleImports, isPackageSpecifier, packageName, type RuntimeImport } from './bundle-imports';
import { aptArchive, aptPackageKinds } from './debian';
import { electronDefaultFuses, type FpmInvocation, makeElectronDist, makeFpm, readFpmInvocation } from './stand-ins';

const root = fileURLToPath(new URL('../../', import.meta.url));
const onLinux = process.platform === 'linux';
if (!onLinux) console.warn(`Skipping the Linux packaging test: it needs Linux (the stand-in fpm is a script), not ${process.platform}.`);

const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  productName: string;
  version: string;
  description: string;
  homepage: string;
  license: string;
  author: { name: string; email: string };
};
const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;

/** What `npm run build` leaves in out/ and the package must hold. */
const builtEntries = ['out/main/index.js', 'out/preload/popup.cjs', 'out/preload/dashboard.cjs', 'out/preload/map.cjs', 'out/renderer/popup.html', 'out/renderer/dashboard.html', 'out/renderer/map.html'];

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split('\\').join('/'));
}

function desktopEntry(text: string): Record<string, string> {
  const entry: Record<string, string> = {};
  let section = '';
  for (const line of text.split('\n')) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header?.[1] !== undefined) section = header[1];
    else if (section === 'Desktop Entry' && line.includes('=')) {
      const at = line.indexOf('=');
      entry[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return entry;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const header = readFileSync(file);
  return [header.readUInt32BE(16), header.readUInt32BE(20)];
}

/** Runs `fn` with Electron's process.resourcesPath set, as in the packaged app. */
function withResourcesPath<T>(resourcesPath: string, fn: () => T): T {
  const host = process as unknown as { resourcesPath?: string };
  const before = host.resourcesPath;
  host.resourcesPath = resourcesPath;
  try {
    return fn();
  } finally {
    if (before === undefined) delete host.resourcesPath;
    else host.resourcesPath = before;
  }
}

describe.skipIf(!onLinux)('the Linux packages npm run dist builds from electron-builder.yml', () => {
  let work = '';
  let output = '';
  let appOutDir = '';
  let asarPath = '';
  let extracted = '';
  let listing = new Set<string>();
  let artifacts: string[] = [];
  let fpmCapture = '';
  let fpm: FpmInvocation;
  let standInFuses: Awaited<ReturnType<typeof getCurrentFuseWire>>;
  let appImage: { desktop: string; desktopFileName: string } | undefined;
  const savedEnv = new Map<string, string | undefined>();

  function setEnv(name: string, value: string): void {
    if (!savedEnv.has(name)) savedEnv.set(name, process.env[name]);
    process.env[name] = value;
  }

  beforeAll(async () => {
    // scripts/test.mjs runs `npm run build` before Vitest; alone, this test builds when out/ lacks it.
    if (!builtEntries.every((entry) => existsSync(join(root, entry)))) {
      const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
      expect(built.status, 'npm run build').toBe(0);
    }
    // electron-builder resolves the afterPack hook (./scripts/flip-fuses.mjs) against the working
    // directory, as when `npm run dist` runs it from the project root.
    expect(resolve(process.cwd()), 'the working directory (Vitest runs from the project root)').toBe(resolve(root));

    work = await mkdtemp(join(tmpdir(), 'weatherglass-packaging-'));
    output = join(work, 'dist');
    fpmCapture = join(work, 'fpm-capture');
    const electronDist = await makeElectronDist(join(work, 'electron-dist'), electronVersion);
    standInFuses = await getCurrentFuseWire(join(electronDist, 'electron'));
    setEnv('CUSTOM_FPM_PATH', await makeFpm(join(work, 'bin'), fpmCapture));
    // Nothing may be downloaded: were anything still fetched (Electron, fpm, the AppImage tools),
    // these dead mirrors make the build fail here as it would offline, instead of passing on a
    // machine with internet.
    setEnv('ELECTRON_MIRROR', 'http://127.0.0.1:9/');
    setEnv('ELECTRON_BUILDER_BINARIES_MIRROR', 'http://127.0.0.1:9/');

    // `electron-builder --config electron-builder.yml --linux dir deb AppImage --publish never
    //  -c.electronDist=… -c.directories.output=…`: the CLI turns `--config` plus `-c.` options into
    // exactly this object (electron-builder's normalizeOptions), the file first, the options over it.
    artifacts = await build({
      projectDir: root,
      linux: ['dir', 'deb', 'AppImage'],
      publish: 'never',
      config: {
        extends: 'electron-builder.yml',
        // Electron cannot be downloaded here: the stand-in distribution instead.
        electronDist,
        // A temporary folder, not dist/, so that the test leaves the working tree as it was.
        directories: { output },
      },
      effectiveOptionComputed: async (computed: unknown) => {
        // FpmTarget passes [fpm arguments, desktop file] and goes on to run (the stand-in) fpm.
        if (Array.isArray(computed)) return false;
        // AppImageTarget passes its desktop entry; true stops it before it downloads appimagetool.
        appImage = computed as { desktop: string; desktopFileName: string };
        return true;
      },
    });

    const unpacked = readdirSync(output).find((name) => /^linux(-[a-z0-9]+)?-unpacked$/.test(name));
    expect(unpacked, `a linux-unpacked folder in ${output}`).toBeDefined();
    appOutDir = join(output, unpacked ?? '');
    asarPath = join(appOutDir, 'resources', 'app.asar');
    listing = new Set(listPackage(asarPath, { isPack: false }).map((path) => path.split('\\').join('/')));
    extracted = join(work, 'app');
    extractAll(asarPath, extracted);
    fpm = await readFpmInvocation(fpmCapture);
  }, 900_000);

  afterAll(async () => {
    for (const [name, value] of savedEnv) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
    if (work !== '') await rm(work, { recursive: true, force: true });
  });

  describe('the dir target (linux-unpacked)', () => {
    it('names the Electron executable after the app and keeps Electron\'s licence', () => {
      expect(statSync(join(appOutDir, 'weatherglass')).mode & 0o111).not.toBe(0);
      expect(existsSync(join(appOutDir, 'electron'))).toBe(false);
      expect(existsSync(join(appOutDir, 'chrome-sandbox'))).toBe(true);
      expect(existsSync(join(appOutDir, 'LICENSE.electron.txt'))).toBe(true);
    });

    it('packs every file of the built main, preload and renderer into app.asar, unchanged', () => {
      const built = filesUnder(join(root, 'out')).filter((file) => !file.startsWith('browser-host/'));
      for (const entry of builtEntries) expect(built).toContain(entry.slice('out/'.length));
      for (const file of built) {
        expect(listing.has(`/out/${file}`), `out/${file} in app.asar`).toBe(true);
        expect(readFileSync(join(extracted, 'out', file)).equals(readFileSync(join(root, 'out', file))), `out/${file} unchanged`).toBe(true);
      }
      expect([...listing].filter((path) => path.startsWith('/out/browser-host'))).toEqual([]);
    });

    it('keeps what Electron reads from the packed package.json: the ESM main and the desktop name', () => {
      const packed = JSON.parse(readFileSync(join(extracted, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(packed).toMatchObject({ main: './out/main/index.js', type: 'module', desktopName: 'weatherglass.desktop' });
      expect(listing.has('/out/main/index.js')).toBe(true);
    });

    it('finds the preload and the pages where src/main/paths.ts looks for them beside the main bundle', () => {
      const sourcePaths = withResourcesPath(join(appOutDir, 'resources'), () => resolveAppPaths(true));
      const mainDir = join(root, 'src/main');
      const inAsar = (path: string) => join('/out/main', relative(mainDir, path)).split('\\').join('/');
      for (const window of ['popup', 'dashboard', 'map'] as const) {
        expect(listing.has(inAsar(preloadPath(sourcePaths.preloadDir, window))), window).toBe(true);
      }
      for (const page of ['popup.html', 'dashboard.html', 'map.html']) {
        expect(listing.has(inAsar(join(sourcePaths.rendererDir, page))), page).toBe(true);
      }
    });

    it('packs every package the built main process and preload load at run time', () => {
      const mainFiles = filesUnder(join(root, 'out/main')).filter((file) => /\.[cm]?js$/.test(file));
      const mainImports: RuntimeImport[] = [];
      for (const file of mainFiles) {
        const found = bundleImports(readFileSync(join(root, 'out/main', file), 'utf8'), file.endsWith('.cjs') ? 'script' : 'module');
        expect(found.computed, `loads with a computed name in out/main/${file}`).toEqual([]);
        mainImports.push(...found.imports);
      }
      for (const window of ['popup', 'dashboard', 'map']) {
        const preload = bundleImports(readFileSync(join(root, `out/preload/${window}.cjs`), 'utf8'), 'script');
        // A sandboxed preload may require only 'electron' (and a few builtins): everything else is bundled.
        expect(preload.imports.filter(({ specifier }) => isPackageSpecifier(specifier)), window).toEqual([]);
        expect(preload.computed, window).toEqual([]);
      }

      const loads = mainImports.filter(({ specifier }) => isPackageSpecifier(specifier));
      expect(loads.map(({ specifier }) => specifier)).toContain('keytar');
      const packages = [...new Set(loads.map(({ specifier }) => packageName(specifier)))].sort();
      const missing = packages.filter((name) => !listing.has(`/node_modules/${name}/package.json`));
      expect(missing, `packages the main process loads but app.asar lacks (of ${packages.join(', ')})`).toEqual([]);

      // Each load resolves inside the extracted app as Node would resolve it from out/main/index.js
      // (exports maps and subpaths included), ESM imports with the import conditions, requires with
      // the require ones.
      const probe = `
        import { createRequire } from 'node:module';
        const require = createRequire(${JSON.stringify(join(extracted, 'out/main/index.js'))});
        const results = JSON.parse(process.argv[1]).map(({ specifier, kind }) => {
          try {
            const resolved = kind === 'import' ? import.meta.resolve(specifier) : require.resolve(specifier);
            return { specifier, resolved: resolved.startsWith('file:') ? new URL(resolved).pathname : resolved };
          } catch (error) {
            return { specifier, error: String(error.message).split('\\n')[0] };
          }
        });
        process.stdout.write(JSON.stringify(results));`;
      const resolution = spawnSync(process.execPath, ['--input-type=module', '-e', probe, JSON.stringify(loads)], {
        cwd: join(extracted, 'out/main'),
        encoding: 'utf8',
      });
      expect(resolution.status, resolution.stderr).toBe(0);
      const results = JSON.parse(resolution.stdout) as { specifier: string; resolved?: string; error?: string }[];
      const unresolved = results.filter(({ resolved }) => resolved === undefined || !resolved.startsWith(`${extracted}/`));
      expect(unresolved).toEqual([]);
    });

    it('packs the dependencies of those packages, all the way down', () => {
      // From each package the main process loads, follow package.json "dependencies" (and required
      // peers) the way Node looks them up: node_modules folders from the package's own up to the app's.
      const findPackage = (name: string, from: string): string | undefined => {
        for (let dir = from; ; dir = dirname(dir)) {
          const candidate = join(dir, 'node_modules', name);
          if (existsSync(join(candidate, 'package.json'))) return candidate;
          if (dir === extracted || dir === dirname(dir)) return undefined;
        }
      };
      const mainCode = readFileSync(join(extracted, 'out/main/index.js'), 'utf8');
      const roots = bundleImports(mainCode, 'module')
        .imports.map(({ specifier }) => specifier)
        .filter(isPackageSpecifier)
        .map(packageName);
      const queue = [...new Set(roots)].map((name) => ({ name, from: extracted, by: 'out/main/index.js' }));
      const seen = new Set<string>();
      const missing: string[] = [];
      while (queue.length > 0) {
        const { name, from, by } = queue.shift() ?? { name: '', from: '', by: '' };
        const dir = findPackage(name, from);
        if (dir === undefined) {
          missing.push(`${name} (needed by ${by})`);
          continue;
        }
        if (seen.has(dir)) continue;
        seen.add(dir);
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          dependencies?: Record<string, string>;
          optionalDependencies?: Record<string, string>;
          peerDependencies?: Record<string, string>;
          peerDependenciesMeta?: Record<string, { optional?: boolean }>;
        };
        const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}));
        const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
          (peer) => manifest.peerDependenciesMeta?.[peer]?.optional !== true && peer !== 'electron',
        );
        for (const dependency of [...Object.keys(manifest.dependencies ?? {}), ...peers]) {
          if (!optional.has(dependency)) queue.push({ name: dependency, from: dir, by: relative(extracted, dir) });
        }
      }
      expect(missing).toEqual([]);
      expect(seen.size).toBeGreaterThan(roots.length);
    });

    it('unpacks keytar.node from app.asar, an N-API binary that loads without a rebuild for Electron', () => {
      const inside = 'node_modules/keytar/build/Release/keytar.node';
      expect(statFile(asarPath, inside)).toMatchObject({ unpacked: true });
      const keytarNode = join(appOutDir, 'resources', 'app.asar.unpacked', inside);
      const binary = readFileSync(keytarNode);
      expect(binary.includes('napi_register_module_v1')).toBe(true);
      // N-API: the same binary loads in Node as in Electron (npmRebuild: false in electron-builder.yml).
      const load = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(keytarNode)})`], { encoding: 'utf8' });
      expect(load.status, load.stderr).toBe(0);
    });

    it('ships resources/ where src/main/paths.ts looks for it when packaged', () => {
      // Electron sets process.resourcesPath to the resources folder beside the executable.
      const resourcesDir = withResourcesPath(join(appOutDir, 'resources'), () => resolveAppPaths(true).resourcesDir);
      expect(resourcesDir).toBe(join(appOutDir, 'resources', 'resources'));
      const shipped = readdirSync(join(root, 'resources')).filter((name) => /^(tray.*\.png|icon\.png)$/.test(name));
      expect(shipped).toEqual(expect.arrayContaining(['tray.png', 'tray@2x.png', 'icon.png']));
      // And every resource file the main bundle names.
      const mainCode = readFileSync(join(root, 'out/main/index.js'), 'utf8');
      const named = [...mainCode.matchAll(/["']([\w@.-]+\.png)["']/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => existsSync(join(root, 'resources', name)));
      expect(named).toContain('tray.png');
      for (const name of new Set([...shipped, ...named])) {
        expect(readFileSync(join(resourcesDir, name)).equals(readFileSync(join(root, 'resources', name))), name).toBe(true);
      }
    });

    it('ships the tray images at every scale a 16 px tray icon is shown at, and the macOS template pair', () => {
      const resourcesDir = withResourcesPath(join(appOutDir, 'resources'), () => resolveAppPaths(true).resourcesDir);
      const sizes = Object.fromEntries(readdirSync(resourcesDir).filter((name) => name.startsWith('tray')).map((name) => [name, pngSize(join(resourcesDir, name))[0]]));
      expect(sizes).toEqual({
        'tray.png': 16,
        'tray@1.25x.png': 20,
        'tray@1.5x.png': 24,
        'tray@2x.png': 32,
        'tray@3x.png': 48,
        'trayTemplate.png': 16,
        'trayTemplate@2x.png': 32,
      });
      for (const [name, size] of Object.entries(sizes)) expect(pngSize(join(resourcesDir, name)), name).toEqual([size, size]);
    });

    it("installs the packaged app's icon for the AppImage's autostart entry, and names it there", async () => {
      const resourcesDir = withResourcesPath(join(appOutDir, 'resources'), () => resolveAppPaths(true).resourcesDir);
      const home = join(work, 'home');
      const app = { setLoginItemSettings: () => undefined, getPath: (name: string) => (name === 'home' ? home : join(appOutDir, 'weatherglass')) };
      const env = { APPIMAGE: join(work, 'Weatherglass-0.1.0.AppImage') };

      await applyStartAtLogin(true, { platform: 'linux', app, iconFile: appIconPath(resourcesDir), autostartDir: join(work, 'autostart'), env });

      const entry = desktopEntry(readFileSync(join(work, 'autostart', autostartFileName), 'utf8'));
      expect(entry.Icon).toBe(join(home, '.local/share/icons/hicolor/512x512/apps/weatherglass.png'));
      expect(readFileSync(entry.Icon ?? '').equals(readFileSync(join(root, 'resources/icon.png')))).toBe(true);
    });

    it("carries the tray icon's GUID namespace in the packed main bundle", () => {
      expect(readFileSync(join(extracted, 'out/main/index.js'), 'utf8')).toContain(trayGuidNamespace);
    });

    it('flips the fuses of the packed Electron binary (scripts/flip-fuses.mjs ran as afterPack)', async () => {
      // The stand-in started with Electron's defaults.
      for (const [index, state] of Object.entries(electronDefaultFuses)) {
        expect(standInFuses[Number(index) as FuseV1Options], `stand-in fuse ${FuseV1Options[Number(index)]}`).toBe(state.charCodeAt(0));
      }
      const packed = await getCurrentFuseWire(join(appOutDir, 'weatherglass'));
      const configured = hookFuses as Partial<Record<FuseV1Options, boolean>>;
      for (const index of Object.keys(electronDefaultFuses).map(Number) as FuseV1Options[]) {
        const wanted = configured[index];
        const expected = wanted === undefined ? standInFuses[index] : wanted ? FuseState.ENABLE : FuseState.DISABLE;
        expect(packed[index], FuseV1Options[index]).toBe(expected);
      }
      expect(packed).toMatchObject({
        [FuseV1Options.RunAsNode]: FuseState.DISABLE,
        [FuseV1Options.EnableCookieEncryption]: FuseState.ENABLE,
        [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: FuseState.DISABLE,
        [FuseV1Options.EnableNodeCliInspectArguments]: FuseState.DISABLE,
        [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: FuseState.ENABLE,
        [FuseV1Options.OnlyLoadAppFromAsar]: FuseState.ENABLE,
        [FuseV1Options.GrantFileProtocolExtraPrivileges]: FuseState.DISABLE,
      });
    });
  });

  describe('the deb (as handed to fpm)', () => {
    const option = (name: string) => fpm.options[name] ?? [];

    it('is the artifact electron-builder reports, built from linux-unpacked into /opt/Weatherglass', () => {
      const [debFile] = option('--package');
      expect(debFile).toMatch(new RegExp(`/weatherglass_${packageJson.version}_[a-z0-9]+\\.deb$`));
      expect(artifacts).toContain(debFile);
      expect(option('-t')).toEqual(['deb']);
      expect(fpm.mappings).toContainEqual({ source: `${appOutDir}/`, destination: '/opt/Weatherglass' });
    });

    it('names its package, maintainer, homepage, licence and description', () => {
      expect(option('--name')).toEqual(['weatherglass']);
      expect(option('--version')).toEqual([packageJson.version]);
      expect(option('--maintainer')).toEqual([`${packageJson.author.name} <${packageJson.author.email}>`]);
      expect(option('--maintainer')[0]).toMatch(/^[^<>]+ <[^@\s]+@[^@\s]+>$/);
      expect(option('--url')).toEqual([packageJson.homepage]);
      expect(option('--license')).toEqual([packageJson.license]);
      // The control file's Description: the synopsis, then the long description.
      expect(option('--description')).toEqual([`Weather in the system tray\n ${packageJson.description}`]);
    });

    it('depends on what Electron and keytar need (electron-builder\'s list), and recommends nothing', () => {
      const depends = option('-d');
      expect(depends).toEqual(expect.arrayContaining(['libgtk-3-0', 'libnss3', 'libnotify4', 'xdg-utils', 'libsecret-1-0']));
      expect(depends).not.toContain('libappindicator3-1');
      expect(option('--deb-recommends')).toEqual([]);
    });

    it('depends only on packages that Debian 12 has', (context) => {
      const archive = aptArchive();
      if (!archive.usable) {
        console.warn(`Skipping the Debian 12 check of the deb's Depends: ${archive.reason}.`);
        context.skip(archive.reason);
        return;
      }
      const kinds = aptPackageKinds(option('-d'));
      // On Debian 12 each must be a real package; elsewhere (a newer Debian or Ubuntu renames some
      // libraries and provides the old names) apt must at least be able to satisfy each.
      if (!archive.isDebian12) console.warn(`apt-cache describes ${archive.system}, not Debian 12: checking only that apt can satisfy each dependency.`);
      const wanted = archive.isDebian12 ? ['real'] : ['real', 'virtual'];
      expect(Object.entries(kinds).filter(([, kind]) => !wanted.includes(kind))).toEqual([]);
    });

    it('installs a desktop entry and a hicolor icon of the size its folder says', () => {
      const desktop = fpm.mappings.find(({ destination }) => destination === '/usr/share/applications/weatherglass.desktop');
      expect(desktop).toBeDefined();
      const entry = desktopEntry(readFileSync(join(fpmCapture, 'files', desktop?.destination ?? ''), 'utf8'));
      expect(entry).toMatchObject({
        Type: 'Application',
        Name: packageJson.productName,
        Comment: packageJson.description,
        // Sandboxed: the AppArmor profile below lets Chromium's sandbox run on Ubuntu 24.04+.
        Exec: '/opt/Weatherglass/weatherglass %U',
        Icon: 'weatherglass',
        Categories: 'Utility;',
        // Electron's Wayland app_id and X11 WM_CLASS come from package.json's desktopName.
        StartupWMClass: 'weatherglass',
      });
      const icons = fpm.mappings.filter(({ destination }) => destination.startsWith('/usr/share/icons/hicolor/'));
      expect(icons.map(({ destination }) => destination.split('/').pop())).toEqual(['weatherglass.png']);
      for (const { destination } of icons) {
        const [width, height] = pngSize(join(fpmCapture, 'files', destination));
        expect(destination).toContain(`/hicolor/${width}x${height}/apps/`);
      }
    });

    it('installs electron-builder\'s AppArmor profile for /opt/Weatherglass/weatherglass after install', () => {
      const afterInstall = readFileSync(join(fpmCapture, 'after-install'), 'utf8');
      expect(afterInstall).toContain("APPARMOR_PROFILE_SOURCE='/opt/Weatherglass/resources/apparmor-profile'");
      expect(afterInstall).toContain("APPARMOR_PROFILE_TARGET='/etc/apparmor.d/weatherglass'");
      expect(afterInstall).toContain('apparmor_parser --replace --write-cache --skip-read-cache "$APPARMOR_PROFILE_TARGET"');
      expect(afterInstall).toContain("chmod 4755 '/opt/Weatherglass/chrome-sandbox'");
      expect(afterInstall).not.toMatch(/\$\{[a-zA-Z]+\}/);
      const syntax = spawnSync('bash', ['-n', join(fpmCapture, 'after-install')], { encoding: 'utf8' });
      expect(syntax.status, syntax.stderr).toBe(0);

      // The profile the script copies is in the package (linux-unpacked is /opt/Weatherglass), and
      // it lets the packaged executable create user namespaces.
      const profile = readFileSync(join(appOutDir, 'resources', 'apparmor-profile'), 'utf8');
      expect(profile).toContain('profile "weatherglass" "/opt/Weatherglass/weatherglass" flags=(unconfined)');
      expect(profile).toMatch(/^\s*userns,$/m);
      expect(existsSync(join(appOutDir, 'weatherglass'))).toBe(true);

      const afterRemove = readFileSync(join(fpmCapture, 'after-remove'), 'utf8');
      expect(afterRemove).toContain("APPARMOR_PROFILE_DEST='/etc/apparmor.d/weatherglass'");
      expect(afterRemove).toContain('rm -f "$APPARMOR_PROFILE_DEST"');
    });
  });

  describe('the AppImage (up to appimagetool)', () => {
    it('gets its desktop entry from the same configuration', () => {
      expect(appImage?.desktopFileName).toBe('weatherglass.desktop');
      expect(desktopEntry(appImage?.desktop ?? '')).toMatchObject({
        Type: 'Application',
        Name: packageJson.productName,
        Comment: packageJson.description,
        // electron-builder's AppImage launcher. With the static-runtime toolset the entry carries no
        // --no-sandbox: AppRun (the same script for both runtimes, appImageUtil's generateAppRunScript)
        // adds it itself where user namespaces are unavailable (Ubuntu 24.04+): see the README's Packages section.
        Exec: 'AppRun %U',
        Icon: 'weatherglass',
        Categories: 'Utility;',
        StartupWMClass: 'weatherglass',
        'X-AppImage-Version': packageJson.version,
      });
    });
  });
});
