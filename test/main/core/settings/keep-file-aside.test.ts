import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFileAside } from '@main/core/settings/keep-file-aside';

let directory: string;
const at = new Date('2026-05-04T03:02:01.000Z');

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'weatherglass-aside-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('keepFileAside', () => {
  it('renames the file beside itself with a time stamp that every file system accepts', async () => {
    await writeFile(join(directory, 'settings.json'), 'garbage');
    expect(keepFileAside(join(directory, 'settings.json'), at)).toBe('settings.corrupt-2026-05-04T03-02-01-000Z.json');
    expect(await readdir(directory)).toEqual(['settings.corrupt-2026-05-04T03-02-01-000Z.json']);
    expect(await readFile(join(directory, 'settings.corrupt-2026-05-04T03-02-01-000Z.json'), 'utf8')).toBe('garbage');
  });

  it('never overwrites an earlier kept copy', async () => {
    await writeFile(join(directory, 'settings.json'), 'first');
    keepFileAside(join(directory, 'settings.json'), at);
    await writeFile(join(directory, 'settings.json'), 'second');
    expect(keepFileAside(join(directory, 'settings.json'), at)).toBe('settings.corrupt-2026-05-04T03-02-01-000Z-2.json');
    expect(await readFile(join(directory, 'settings.corrupt-2026-05-04T03-02-01-000Z.json'), 'utf8')).toBe('first');
    expect(await readFile(join(directory, 'settings.corrupt-2026-05-04T03-02-01-000Z-2.json'), 'utf8')).toBe('second');
  });

  it('answers null when there is no file', () => {
    expect(keepFileAside(join(directory, 'settings.json'), at)).toBeNull();
  });
});
