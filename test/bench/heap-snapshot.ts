import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { CDPSession } from 'playwright-core';

/** Writes a heap snapshot of the page behind `session` (Chromium's HeapProfiler, after a GC) to `path`. */
export async function writeHeapSnapshot(session: CDPSession, path: string): Promise<void> {
  const file = createWriteStream(path);
  const onChunk = ({ chunk }: { chunk: string }): void => void file.write(chunk);
  session.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    session.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    file.end();
    await once(file, 'close');
  }
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Count and self size per constructor (or node type) of a .heapsnapshot file. */
export async function heapSummary(path: string): Promise<Map<string, { count: number; bytes: number }>> {
  const data = JSON.parse(await readFile(path, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const types = data.snapshot.meta.node_types[0];
  const summary = new Map<string, { count: number; bytes: number }>();
  for (let at = 0; at < data.nodes.length; at += width) {
    const type = types[data.nodes[at + typeAt]!]!;
    const key =
      type === 'object' || type === 'closure' ? `${type} ${data.strings[data.nodes[at + nameAt]!]}` : `(${type})`;
    const entry = summary.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += data.nodes[at + sizeAt]!;
    summary.set(key, entry);
  }
  return summary;
}

// `npx tsx test/bench/heap-snapshot.ts BEFORE AFTER`: what grew between two snapshots, largest growth first.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = await Promise.all([heapSummary(process.argv[2]!), heapSummary(process.argv[3]!)]);
  const rows = [...after].map(([key, now]) => ({ key, now, was: before.get(key) ?? { count: 0, bytes: 0 } }));
  rows.sort((a, b) => b.now.bytes - b.was.bytes - (a.now.bytes - a.was.bytes));
  for (const { key, now, was } of rows.slice(0, 30)) {
    console.log(
      `${String(now.bytes - was.bytes).padStart(10)} B  ${String(now.count - was.count).padStart(7)} objects  ${key.slice(0, 100)}`,
    );
  }
}
