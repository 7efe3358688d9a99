import { homedir } from 'node:os';
import { join } from 'node:path';

/** The app's name as Electron names its user data folder (package.json productName). */
export const PRODUCT_NAME = 'SVC Desk';

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
