import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonFile, parseJsonAs } from '@main/core/persistence/json-file';
import { createRecordingLogger } from '../../../support/recording-logger';

const schema = z.strictObject({ count: z.int() });
let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'weatherglass-json-file-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('JsonFile', () => {
  it('writes the latest of a burst of saves, readable only by the owner, with no temporary file left', async () => {
    const path = join(directory, 'nested', 'state.json');
    const file = new JsonFile(path, schema, createRecordingLogger());
    for (let count = 1; count <= 50; count += 1) file.save({ count });
    await file.flush();
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ count: 50 });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readdir(join(directory, 'nested'))).toEqual(['state.json']);
    expect(await new JsonFile(path, schema, createRecordingLogger()).load()).toEqual({ count: 50 });
  });

  it('loads nothing, and says so, from a damaged or wrongly shaped file; nothing from a missing one', async () => {
    const logger = createRecordingLogger();
    const path = join(directory, 'state.json');
    expect(await new JsonFile(path, schema, logger).load()).toBeUndefined();
    expect(logger.entries).toEqual([]);
    await writeFile(path, '{"count": ');
    expect(await new JsonFile(path, schema, logger).load()).toBeUndefined();
    await writeFile(path, '{"count": "many"}');
    expect(await new JsonFile(path, schema, logger).load()).toBeUndefined();
    expect(logger.entries.map((entry) => entry.message)).toEqual(['state file: damaged, starting afresh', 'state file: damaged, starting afresh']);
  });

  it('logs a save that cannot be written, and never throws', async () => {
    const blocker = join(directory, 'not-a-directory');
    await writeFile(blocker, '');
    const logger = createRecordingLogger();
    const file = new JsonFile(join(blocker, 'state.json'), schema, logger);
    file.save({ count: 1 });
    await file.flush();
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn', message: 'state file: could not be saved' })]);
  });
});

describe('parseJsonAs', () => {
  it('gives the value of a JSON text of the schema’s shape, and undefined for text that is not JSON or of another shape', () => {
    expect(parseJsonAs('{"count": 3}', schema)).toEqual({ count: 3 });
    expect(parseJsonAs('{"count": ', schema)).toBeUndefined();
    expect(parseJsonAs('{"count": "many"}', schema)).toBeUndefined();
    expect(parseJsonAs('null', schema)).toBeUndefined();
  });
});
