// Asks this machine's apt what it knows of a package, to check a deb's Depends against Debian 12.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type AptArchive =
  | { usable: false; reason: string }
  | { usable: true; /** PRETTY_NAME from /etc/os-release */ system: string; isDebian12: boolean };

function osRelease(): Record<string, string> {
  try {
    const fields: Record<string, string> = {};
    for (const line of readFileSync('/etc/os-release', 'utf8').split('\n')) {
      const match = /^([A-Z_]+)=(?:"(.*)"|(.*))$/.exec(line);
      if (match?.[1] !== undefined) fields[match[1]] = match[2] ?? match[3] ?? '';
    }
    return fields;
  } catch {
    return {};
  }
}

/** Whether apt-cache can answer here, and about which system. */
export function aptArchive(): AptArchive {
  const probe = spawnSync('apt-cache', ['--version'], { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) return { usable: false, reason: 'apt-cache is not installed here' };
  let lists: string[] = [];
  try {
    lists = readdirSync('/var/lib/apt/lists').filter((name) => name.includes('_Packages'));
  } catch {
    // No lists directory: same as no lists.
  }
  if (lists.length === 0) {
    return { usable: false, reason: 'apt has no package lists here (npm run setup runs apt-get update when they are missing)' };
  }
  const release = osRelease();
  return {
    usable: true,
    system: release.PRETTY_NAME ?? 'an unknown system',
    isDebian12: release.ID === 'debian' && release.VERSION_ID === '12',
  };
}

/**
 * For each name, `real`: the archive has a package of that name; `virtual`: only other packages
 * provide it (apt installs a provider); `missing`: apt cannot satisfy it.
 */
export function aptPackageKinds(names: string[]): Record<string, 'real' | 'virtual' | 'missing'> {
  // One `apt-cache show` for all: it prints a stanza per package it has (and fails for the others).
  const show = spawnSync('apt-cache', ['show', '--no-all-versions', ...names], { encoding: 'utf8' });
  const real = new Set([...show.stdout.matchAll(/^Package: (\S+)$/gm)].map((match) => match[1]));
  const kinds: Record<string, 'real' | 'virtual' | 'missing'> = {};
  for (const name of names) {
    if (real.has(name)) {
      kinds[name] = 'real';
      continue;
    }
    const showpkg = spawnSync('apt-cache', ['showpkg', name], { encoding: 'utf8' });
    const providers = showpkg.stdout.split('Reverse Provides:')[1]?.trim() ?? '';
    kinds[name] = showpkg.status === 0 && providers !== '' ? 'virtual' : 'missing';
  }
  return kinds;
}
