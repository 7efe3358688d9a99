import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Returns a maker of fresh temporary folders, each removed after the test that made it (retried: a lock
 * folder a journal releases as its service closes can still be going away when the removal starts).
 */
export function useTempDirs(): () => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })));
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-desk-test-'));
    made.push(dir);
    return dir;
  };
}
