import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mainBuildEntries, root, startedWorkers } from './started-workers';

describe('worker threads in the built app', () => {
  it('has a main build entry, by the name the code loads, for every worker script the code starts', () => {
    const entries = mainBuildEntries();
    const started = startedWorkers();
    // The simulator, the Excel export and report decoding.
    expect(started).toHaveLength(3);
    for (const { file, source, built } of started) {
      expect(entries.get(built), `${relative(root, file)} starts ${built}`).toBe(
        relative(root, join(dirname(file), source)),
      );
    }
  });
});
