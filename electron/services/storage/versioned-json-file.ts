import { readFile, rename } from 'node:fs/promises';
import { basename } from 'node:path';
import type { z } from 'zod';
import { AppError } from '../errors';
import { createWriteQueue, writeFileAtomic } from './atomic-file';
import { damagedCopyName } from './damaged-file';
import type { AtomicFs } from './atomic-file';
import { fileSubject, type FileSubject } from './file-words';
import { message, type Message } from '../../../shared/i18n/message';

/** What loading found. */
export type LoadOutcome<T> =
  | { status: 'loaded'; data: T }
  | { status: 'missing' }
  /** Unreadable or invalid: moved aside to backupPath; reason says what was wrong (catalogue words). */
  | { status: 'corrupt'; backupPath: string; reason: Message }
  /**
   * Written by a newer app version (format version > ours): left untouched and
   * read-only from now on (save refuses). data is its content when it still
   * fits this version's schema, else null.
   */
  | { status: 'newer'; version: number; data: T | null };

/** A JSON document validated by a zod schema, replaced atomically on every save. */
export interface VersionedJsonFile<T> {
  readonly path: string;
  load(): Promise<LoadOutcome<T>>;
  save(data: T): Promise<void>;
  /** True once load found a file of a newer app version (with newer: 'read-only'): saving it would lose what that version wrote. */
  readonly readOnly?: boolean;
}

/** Saving refused: the file on disk belongs to a newer app version. */
export class NewerFileError extends AppError {
  constructor(path: string, version: number) {
    super('storage', message('files.newerRefused', { path, version: String(version) }));
    this.name = 'NewerFileError';
  }
}

/** Words for a notice about a file a newer app version wrote (`what`: which file, `path`: where; its name is shown). */
export function newerFileMessage(
  what: FileSubject,
  path: string,
  outcome: { version: number; data: unknown },
): Message {
  return message('files.newer', {
    what: fileSubject(what),
    file: basename(path),
    version: String(outcome.version),
    used: outcome.data === null ? 'no' : 'yes',
  });
}

/**
 * A JSON file whose content must satisfy schema. A file that does not parse
 * or validate is never overwritten: it is renamed to
 * <name>.corrupt-<timestamp> so the user's data survives, and load reports it.
 * With newer: 'read-only', a file of a newer format version (options.version)
 * is not treated as corrupt: it is left where it is, load answers 'newer', and
 * this object refuses to save over it. Without it, such a file is kept aside
 * like a corrupt one (the reason says it is newer).
 */
export function versionedJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  options: {
    fs?: AtomicFs;
    now?: () => Date;
    /** The format version this app writes. */
    version?: number;
    /** What to do with a file of a higher format version: open it read-only, or keep it aside (default). */
    newer?: 'read-only' | 'keep-aside';
  } = {},
): VersionedJsonFile<z.output<S>> {
  const enqueue = createWriteQueue();
  const now = options.now ?? (() => new Date());
  let newerVersion: number | null = null;
  return {
    path,
    get readOnly() {
      return newerVersion !== null;
    },
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
        throw error;
      }
      const newer = newerFormat(text, options.version);
      if (newer !== null && options.newer === 'read-only') {
        newerVersion = newer.version;
        // Read what still fits our schema (under our version number), without ever writing it back.
        const fit = schema.safeParse({ ...newer.json, version: options.version });
        return { status: 'newer', version: newer.version, data: fit.success ? (fit.data as z.output<S>) : null };
      }
      const reason =
        newer !== null ? message('files.reason.newer', { version: String(newer.version) }) : problemWith(text, schema);
      if (reason === null) return { status: 'loaded', data: schema.parse(JSON.parse(text)) as z.output<S> };
      const backupPath = damagedCopyName(path, now());
      await rename(path, backupPath);
      return { status: 'corrupt', backupPath, reason };
    },
    async save(data) {
      if (newerVersion !== null) throw new NewerFileError(path, newerVersion);
      const text = `${JSON.stringify(schema.parse(data), null, 2)}\n`;
      return enqueue(() => writeFileAtomic(path, text, options.fs));
    },
  };
}

/** The file's JSON object and version when it is a JSON object of a format version above ours. */
function newerFormat(
  text: string,
  currentVersion: number | undefined,
): { json: Record<string, unknown>; version: number } | null {
  if (currentVersion === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const version = (json as { version?: unknown }).version;
  return typeof version === 'number' && Number.isInteger(version) && version > currentVersion
    ? { json: json as Record<string, unknown>, version }
    : null;
}

// What is wrong, in catalogue words: where in the file, never the parser's or schema's English.
function problemWith(text: string, schema: z.ZodType): Message | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return message('files.reason.notJson');
  }
  const result = schema.safeParse(json);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return message('files.reason.invalid', { field: issue?.path.join('.') || '/' });
}
