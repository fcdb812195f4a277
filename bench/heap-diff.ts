// What grew between two V8 heap snapshots (bench/footprint.ts --heap writes them): objects grouped by
// constructor (closures by function, strings and compiled code each as one group), counts and
// self sizes in each, the groups that grew most first.
//
// Run: npx tsx bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [--top <n>]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface HeapSnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Group {
  count: number;
  size: number;
}

/** Types whose node names are their contents (a string's text, a number): one group each. */
const groupedByType = new Set(['string', 'concatenated string', 'sliced string', 'number', 'bigint', 'code', 'regexp']);

function groupsOf(path: string): Map<string, Group> {
  const file = JSON.parse(readFileSync(path, 'utf8')) as HeapSnapshotFile;
  const fields = file.snapshot.meta.node_fields;
  const typeNames = file.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  if (typeAt === undefined || nameAt === undefined || sizeAt === undefined || [typeAt, nameAt, sizeAt].includes(-1)) {
    throw new Error(`${path} is not a V8 heap snapshot`);
  }
  const groups = new Map<string, Group>();
  for (let node = 0; node < file.nodes.length; node += fields.length) {
    const type = typeNames[file.nodes[node + typeAt] ?? 0] ?? 'unknown';
    const name = file.strings[file.nodes[node + nameAt] ?? 0] ?? '';
    const key = type === 'object' ? name : groupedByType.has(type) ? `(${type})` : `(${type}) ${name.slice(0, 80)}`;
    const group = groups.get(key) ?? { count: 0, size: 0 };
    group.count += 1;
    group.size += file.nodes[node + sizeAt] ?? 0;
    groups.set(key, group);
  }
  return groups;
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' } } });
const [beforePath, afterPath] = positionals;
if (beforePath === undefined || afterPath === undefined) throw new Error('usage: heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [--top <n>]');
const before = groupsOf(beforePath);
const after = groupsOf(afterPath);
const none: Group = { count: 0, size: 0 };
const total = (groups: Map<string, Group>): number => [...groups.values()].reduce((sum, group) => sum + group.size, 0);
const rows = [...new Set([...before.keys(), ...after.keys()])]
  .map((key) => ({ key, before: before.get(key) ?? none, after: after.get(key) ?? none }))
  .map((row) => ({ ...row, grown: row.after.size - row.before.size }))
  .sort((a, b) => b.grown - a.grown)
  .slice(0, Number(values.top));

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} kB`;
console.log(`self sizes: ${kb(total(before))} -> ${kb(total(after))} (${kb(total(after) - total(before))})\n`);
console.log(`${'grown'.padStart(10)} ${'size after'.padStart(11)} ${'count before'.padStart(13)} ${'count after'.padStart(12)}  group`);
for (const row of rows) {
  console.log(`${kb(row.grown).padStart(10)} ${kb(row.after.size).padStart(11)} ${String(row.before.count).padStart(13)} ${String(row.after.count).padStart(12)}  ${row.key}`);
}
