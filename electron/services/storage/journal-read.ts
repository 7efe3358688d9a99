import { z } from 'zod';
import type { JournalSpec } from './journal-file';
import { message, type Message } from '../../../shared/i18n/message';

/** One readable change line. */
export type JournalLine<R> = { put: R } | { remove: string };

/** What the text of a journal file holds. */
export type JournalText<R> =
  /** This format (or an older one, 'legacy', to be written again in this one); skipped: lines that could not be read. */
  | { status: 'current' | 'legacy'; lines: JournalLine<R>[]; skipped: number }
  | { status: 'newer'; version: number }
  | { status: 'unknown'; reason: Message };

const headerSchema = z.object({ journal: z.string(), version: z.number().int().positive() });
const removeSchema = z.object({ remove: z.string() });

/** Reads a journal's text: the header, then each line on its own (a bad line costs only itself). */
export function readJournalText<R>(text: string, spec: JournalSpec<R>): JournalText<R> {
  if (text.trim() === '') return { status: 'current', lines: [], skipped: 0 };
  const [first = '', ...rest] = text.split('\n');
  const header = headerSchema.safeParse(parseJson(first));
  if (!header.success) return readLegacy(text, spec);
  if (header.data.journal !== spec.kind)
    return {
      status: 'unknown',
      reason: message('files.journal.otherKind', { kind: header.data.journal.slice(0, 40) }),
    };
  if (header.data.version > spec.version) return { status: 'newer', version: header.data.version };
  if (header.data.version < spec.version) return readLegacy(text, spec);
  const { lines, skipped } = readChangeLines(rest, spec);
  return { status: 'current', lines, skipped };
}

/** Change lines of the current format (after the header): each on its own, a bad line costs only itself. */
export function readChangeLines<R>(
  texts: readonly string[],
  spec: JournalSpec<R>,
): { lines: JournalLine<R>[]; skipped: number } {
  const put = z.object({ put: spec.record });
  const lines: JournalLine<R>[] = [];
  let skipped = 0;
  for (const line of texts) {
    if (line.trim() === '') continue;
    const json = parseJson(line);
    const change = put.safeParse(json);
    if (change.success) lines.push({ put: change.data.put as R });
    else {
      const removal = removeSchema.safeParse(json);
      if (removal.success) lines.push(removal.data);
      else skipped += 1;
    }
  }
  return { lines, skipped };
}

/** Applies change lines to the latest record per key; a key keeps the place of its first line (the order records were first journaled). */
export function applyLines<R>(
  byKey: Map<string, R>,
  lines: readonly JournalLine<R>[],
  keyOf: (record: R) => string,
): Map<string, R> {
  for (const line of lines) {
    if ('put' in line) byKey.set(keyOf(line.put), line.put);
    else byKey.delete(line.remove);
  }
  return byKey;
}

function readLegacy<R>(text: string, spec: JournalSpec<R>): JournalText<R> {
  const records = spec.legacy?.(text) ?? null;
  if (records === null) return { status: 'unknown', reason: message('files.journal.notKnown') };
  const lines: JournalLine<R>[] = [];
  let skipped = 0;
  for (const record of records) {
    const checked = spec.record.safeParse(record);
    if (checked.success) lines.push({ put: checked.data });
    else skipped += 1;
  }
  return { status: 'legacy', lines, skipped };
}

/** JSON.parse, with undefined for text that is not JSON (a torn or damaged line). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Legacy reader for a format of one JSON object per line (no header): each line a record; a line that is not JSON stays in as null so it counts as skipped. */
export function legacyJsonLines(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseJson(line) ?? null);
}

/** Legacy reader for a whole-file `{ version, entries: [...] }` document; null when the text is not one. */
export function legacyEntriesDocument(version: number): (text: string) => unknown[] | null {
  return (text) => {
    const document = z
      .object({ version: z.literal(version), entries: z.array(z.unknown()) })
      .safeParse(parseJson(text));
    return document.success ? document.data.entries : null;
  };
}
