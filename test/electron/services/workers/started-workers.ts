import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The project root. */
export const root = join(import.meta.dirname, '../../../..');

/** A worker thread the code starts: the module that starts it, its TypeScript entry and the built file main loads. */
export interface StartedWorker {
  file: string;
  source: string;
  built: string;
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every workerScript(import.meta.url, source, built) call under electron/, the built name resolved when it is a constant. */
export function startedWorkers(): StartedWorker[] {
  return sources(join(root, 'electron')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/workerScript\(import\.meta\.url, '([^']+)', ([^)]+)\)/g)].map((match) => {
      const built = match[2] as string;
      const name = built.startsWith("'")
        ? built.slice(1, -1)
        : (text.match(new RegExp(`${built} = '([^']+)'`))?.[1] as string);
      return { file, source: match[1] as string, built: name };
    });
  });
}

/** electron.vite.config.ts's main build entries: built file name (e.g. simulator-worker.js) to source path. */
export function mainBuildEntries(): Map<string, string> {
  const config = readFileSync(join(root, 'electron.vite.config.ts'), 'utf8');
  return new Map(
    [...config.matchAll(/'([\w-]+)': resolve\(root, '([^']+)'\)/g)].map((match) => [
      `${match[1]}.js`,
      match[2] as string,
    ]),
  );
}
