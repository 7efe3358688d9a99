import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFolders, defaultDataDir } from '../../../../electron/services/storage/app-folders';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

const WINDOWS = {
  platform: 'win32' as const,
  home: 'C:\\Users\\anna',
  env: { APPDATA: 'C:\\Users\\anna\\AppData\\Roaming', LOCALAPPDATA: 'C:\\Users\\anna\\AppData\\Local' },
};

describe('where the logs and the statement archive live', () => {
  it('on Windows keeps the archive in the local app data folder, never the roaming profile', () => {
    const dataDir = defaultDataDir(WINDOWS.env, 'win32', WINDOWS.home);
    expect(dataDir).toBe(join('C:\\Users\\anna\\AppData\\Roaming', 'SVC Desk'));
    expect(appFolders(dataDir, WINDOWS)).toEqual({
      archive: join('C:\\Users\\anna\\AppData\\Local', 'SVC Desk', 'reports'),
      // Electron's logs path on Windows: the user data folder's logs.
      logs: join(dataDir, 'logs'),
    });
  });

  it("on macOS writes the logs to ~/Library/Logs (Electron's logs path); on Linux into the data folder", () => {
    const mac = { platform: 'darwin' as const, home: '/Users/anna', env: {} };
    expect(appFolders(defaultDataDir({}, 'darwin', mac.home), mac)).toEqual({
      logs: '/Users/anna/Library/Logs/SVC Desk',
      archive: '/Users/anna/Library/Application Support/SVC Desk/reports',
    });
    const linux = { platform: 'linux' as const, home: '/home/anna', env: {} };
    expect(appFolders(defaultDataDir({}, 'linux', linux.home), linux)).toEqual({
      logs: '/home/anna/.config/SVC Desk/logs',
      archive: '/home/anna/.config/SVC Desk/reports',
    });
  });

  it('keeps both inside a data folder chosen by hand, whatever the platform', () => {
    expect(appFolders('D:\\desk-data', WINDOWS)).toEqual({
      logs: join('D:\\desk-data', 'logs'),
      archive: join('D:\\desk-data', 'reports'),
    });
  });

  it("moves an older version's archive out of the data folder to where it now belongs, its statements intact", async () => {
    const dataDir = await tempDir();
    const local = await tempDir();
    const statement = join(dataDir, 'reports', 'statement.json');
    await mkdir(join(dataDir, 'reports'), { recursive: true });
    await writeFile(statement, '{"rows":[]}');
    const archive = join(local, 'SVC Desk', 'reports');
    const app = await startApp({
      dataDir,
      store: new MemorySecretStore(),
      start: null,
      services: { folders: { archive }, linkProbe: null },
    });
    try {
      expect(await readFile(join(archive, 'statement.json'), 'utf8')).toBe('{"rows":[]}');
      await expect(readFile(statement)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await app.services.shutdown();
    }
  });
});
