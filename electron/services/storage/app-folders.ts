import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The app's name as Electron names its user data folder (package.json productName). */
export const PRODUCT_NAME = 'SVC Desk';

/** Where the machine's folders are (tests fake them). */
export interface Machine {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  home: string;
}

/** This machine, with the environment a command was given (the desk's tests pass their own). */
export function thisMachine(env: Readonly<Record<string, string | undefined>> = process.env): Machine {
  return { env, platform: process.platform, home: homedir() };
}

/**
 * The window's user data folder, computed as Electron's app.getPath('userData')
 * does without Electron: the platform's application data folder plus the
 * product name.
 */
export function defaultDataDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  switch (platform) {
    case 'darwin':
      return join(home, 'Library', 'Application Support', PRODUCT_NAME);
    case 'win32':
      return join(env['APPDATA'] || join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
    default:
      return join(env['XDG_CONFIG_HOME'] || join(home, '.config'), PRODUCT_NAME);
  }
}

/** The folders beside the data folder's files: the logs, and the statement archive. */
export interface AppFolders {
  logs: string;
  archive: string;
}

/** The archive's folder name (raw statements and their manifests). */
export const ARCHIVE_FOLDER = 'reports';

/**
 * Where the logs and the statement archive of a data folder live. For the platform's own data folder they
 * go where the OS expects them, as the window puts them: logs in ~/Library/Logs on macOS (Electron's
 * app.getPath('logs')), the archive on Windows in the local application data folder (large, and
 * re-downloadable: never copied around with a roaming profile). A data folder chosen by hand (--data-dir,
 * tests) keeps both inside it.
 */
export function appFolders(dataDir: string, machine: Machine = thisMachine()): AppFolders {
  const inside = { logs: join(dataDir, 'logs'), archive: join(dataDir, ARCHIVE_FOLDER) };
  if (resolve(dataDir) !== resolve(defaultDataDir(machine.env, machine.platform, machine.home))) return inside;
  if (machine.platform === 'darwin') return { ...inside, logs: join(machine.home, 'Library', 'Logs', PRODUCT_NAME) };
  const local = machine.env['LOCALAPPDATA'];
  if (machine.platform === 'win32' && local) return { ...inside, archive: join(local, PRODUCT_NAME, ARCHIVE_FOLDER) };
  return inside;
}
