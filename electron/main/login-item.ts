import { app } from 'electron';
import type { LoginItemAccess } from '../services/startup/login-item';

/** The argument a start at login carries (Windows passes it; macOS says so through wasOpenedAtLogin). */
export const AT_LOGIN_ARG = '--at-login';

/**
 * Electron registers login items on macOS and Windows only; elsewhere the setting is unavailable (the
 * desktop's own startup applications do it). The args mark a start at login on Windows, where
 * getLoginItemSettings must be asked with the same args it was set with.
 */
export function loginItemAccess(platform: NodeJS.Platform = process.platform): LoginItemAccess {
  if (platform !== 'darwin' && platform !== 'win32') return { unavailable: 'platform' };
  const args = [AT_LOGIN_ARG];
  return {
    port: {
      isEnabled: () => app.getLoginItemSettings({ args }).openAtLogin,
      // Not "open hidden" (this Electron has no such option any more): whether the window opens is decided at
      // that start from Keep watching (start.ts).
      setEnabled: (openAtLogin) => app.setLoginItemSettings({ openAtLogin, args }),
    },
  };
}

/** Whether this process was started by the OS at login. */
export function startedAtLogin(
  platform: NodeJS.Platform = process.platform,
  argv: readonly string[] = process.argv,
): boolean {
  if (argv.includes(AT_LOGIN_ARG)) return true;
  return platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin === true;
}
