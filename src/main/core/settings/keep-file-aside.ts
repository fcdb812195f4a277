import { existsSync, renameSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Renames a file to `<name>.corrupt-<UTC time><ext>` beside it, untouched, so a fresh file can take
 * its place and the user can still look at the old one. Answers the new name, or null when there
 * was no file.
 */
export function keepFileAside(path: string, now: Date): string | null {
  const directory = dirname(path);
  const extension = extname(path);
  const stem = basename(path, extension);
  // File names cannot hold ':' on Windows.
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let keptAs = `${stem}.corrupt-${stamp}${extension}`;
  for (let copy = 2; existsSync(join(directory, keptAs)); copy += 1) {
    keptAs = `${stem}.corrupt-${stamp}-${copy}${extension}`;
  }
  try {
    renameSync(path, join(directory, keptAs));
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
  return keptAs;
}
