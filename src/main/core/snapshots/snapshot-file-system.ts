import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';

/** The few file operations the snapshot store needs; tests give a failing one to play a full disk. */
export interface SnapshotFileSystem {
  /** File names in the directory; none when the directory does not exist. */
  list(directory: string): Promise<string[]>;
  read(path: string): Promise<string>;
  write(path: string, text: string): Promise<void>;
  /** Replaces `to` in one step (rename is atomic within a directory). */
  rename(from: string, to: string): Promise<void>;
  /** Succeeds when the file is already gone. */
  remove(path: string): Promise<void>;
  makeDirectory(path: string): Promise<void>;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export const nodeSnapshotFileSystem: SnapshotFileSystem = {
  list: async (directory) => {
    try {
      return await readdir(directory);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  },
  read: (path) => readFile(path, 'utf8'),
  write: (path, text) => writeFile(path, text, 'utf8'),
  rename: (from, to) => rename(from, to),
  remove: (path) => rm(path, { force: true }),
  makeDirectory: async (path) => {
    await mkdir(path, { recursive: true });
  },
};
