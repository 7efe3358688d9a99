import { readFile, rename } from 'node:fs/promises';
import type { z } from 'zod';
import { createWriteQueue, writeFileAtomic } from './atomic-file';
import type { AtomicFs } from './atomic-file';

/** What loading found. */
export type LoadOutcome<T> =
  | { status: 'loaded'; data: T }
  | { status: 'missing' }
  /** Unreadable or invalid: moved aside to backupPath; reason says what was wrong. */
  | { status: 'corrupt'; backupPath: string; reason: string };

/** A JSON document validated by a zod schema, replaced atomically on every save. */
export interface VersionedJsonFile<T> {
  readonly path: string;
  load(): Promise<LoadOutcome<T>>;
  save(data: T): Promise<void>;
}

/**
 * A JSON file whose content must satisfy schema. A file that does not parse
 * or validate is never overwritten: it is renamed to
 * <name>.corrupt-<timestamp> so the user's data survives, and load reports it.
 */
export function versionedJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  options: { fs?: AtomicFs; now?: () => Date; /** The format version this app writes (for a clearer message about newer files). */ version?: number } = {},
): VersionedJsonFile<z.output<S>> {
  const enqueue = createWriteQueue();
  const now = options.now ?? (() => new Date());
  return {
    path,
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
        throw error;
      }
      const reason = problemWith(text, schema, options.version);
      if (reason === null) return { status: 'loaded', data: schema.parse(JSON.parse(text)) as z.output<S> };
      const backupPath = `${path}.corrupt-${now().toISOString().replace(/[:.]/g, '-')}`;
      await rename(path, backupPath);
      return { status: 'corrupt', backupPath, reason };
    },
    async save(data) {
      const text = `${JSON.stringify(schema.parse(data), null, 2)}\n`;
      return enqueue(() => writeFileAtomic(path, text, options.fs));
    },
  };
}

function problemWith(text: string, schema: z.ZodType, currentVersion: number | undefined): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `it is not valid JSON (${(error as Error).message})`;
  }
  const result = schema.safeParse(json);
  if (result.success) return null;
  const version = (json as { version?: unknown } | null)?.version;
  if (currentVersion !== undefined && typeof version === 'number' && version > currentVersion) return `it was written by a newer version of the app (format version ${version})`;
  const issue = result.error.issues[0];
  return `its content is not valid (${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unknown problem'})`;
}
