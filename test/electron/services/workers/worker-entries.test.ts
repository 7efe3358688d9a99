import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('worker threads in the built app', () => {
  it('has a main build entry, by the name the code loads, for every worker script the code starts', () => {
    const config = readFileSync(join(root, 'electron.vite.config.ts'), 'utf8');
    const entries = new Map([...config.matchAll(/'([\w-]+)': resolve\(root, '([^']+)'\)/g)].map((match) => [`${match[1]}.js`, match[2]]));
    const started = sources(join(root, 'electron')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/workerScript\(import\.meta\.url, '([^']+)', ([^)]+)\)/g)].map((match) => ({ file, source: match[1] as string, built: match[2] as string })),
    );
    // The simulator, the Excel export and report decoding.
    expect(started).toHaveLength(3);
    for (const { file, source, built } of started) {
      const name = built.startsWith("'") ? built.slice(1, -1) : (readFileSync(file, 'utf8').match(new RegExp(`${built} = '([^']+)'`))?.[1] as string);
      expect(entries.get(name), `${relative(root, file)} starts ${name}`).toBe(relative(root, join(dirname(file), source)));
    }
  });
});
