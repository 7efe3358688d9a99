import { readFile } from 'node:fs/promises';

/** The change lines of a journal file (storage/journal-file.ts) after its header: what was written, in order. */
export async function journalChanges<R>(path: string): Promise<({ put: R } | { remove: string })[]> {
  const [header, ...lines] = (await readFile(path, 'utf8')).trim().split('\n');
  if (!header?.startsWith('{"journal":')) throw new Error(`${path} has no journal header`);
  return lines.filter((line) => line !== '').map((line) => JSON.parse(line) as { put: R } | { remove: string });
}

/** Every record version a journal file holds, in order (removals left out). */
export async function journalPuts<R>(path: string): Promise<R[]> {
  return (await journalChanges<R>(path)).flatMap((change) => ('put' in change ? [change.put] : []));
}
