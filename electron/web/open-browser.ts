import { spawn } from 'node:child_process';

/** The command that opens a URL in the default browser on this platform. */
export function browserCommand(platform: NodeJS.Platform): { command: string; args: (url: string) => string[] } {
  if (platform === 'darwin') return { command: 'open', args: (url) => [url] };
  // start is a cmd built-in; the empty string is its window title.
  if (platform === 'win32') return { command: 'cmd', args: (url) => ['/c', 'start', '""', url.replace(/&/g, '^&')] };
  return { command: 'xdg-open', args: (url) => [url] };
}

/**
 * Whether there is a desktop to open a browser on. On Linux without a display
 * xdg-open would fall back to a text browser in this very terminal.
 */
export function hasDesktop(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env['DISPLAY'] || env['WAYLAND_DISPLAY']);
}

/**
 * Opens the URL in the default browser when there is one. Never fails and
 * never prints: a headless server has no browser, and the URL is printed anyway.
 */
export function openInBrowser(url: string, platform: NodeJS.Platform = process.platform, env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (!hasDesktop(platform, env)) return;
  const { command, args } = browserCommand(platform);
  try {
    const child = spawn(command, args(url), { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No opener installed: the printed URL is the way in.
  }
}
