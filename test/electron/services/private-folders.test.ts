import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../../electron/services/app-services';
import { startApp } from '../ipc/harness';
import { MemorySecretStore } from './helpers/memory-secret-store';
import { useTempDirs } from './helpers/temp-dir';

const tempDir = useTempDirs();

describe('private folders', () => {
  it.skipIf(process.platform === 'win32')(
    'makes the data folder and the archive folder 0700 even when they existed with looser modes',
    async () => {
      const dataDir = join(await tempDir(), 'data');
      await mkdir(join(dataDir, DATA_FILES.reportsArchive), { recursive: true, mode: 0o755 });
      expect((await stat(dataDir)).mode & 0o777).toBe(0o755);
      const app = await startApp({ dataDir, store: new MemorySecretStore(), start: null });
      try {
        expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
        expect((await stat(join(dataDir, DATA_FILES.reportsArchive))).mode & 0o777).toBe(0o700);
      } finally {
        await app.services.shutdown();
      }
    },
  );
});
