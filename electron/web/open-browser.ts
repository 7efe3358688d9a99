import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The command that opens a file or URL in the default browser on this platform. */
export function browserCommand(platform: NodeJS.Platform): { command: string; args: (target: string) => string[] } {
  if (platform === 'darwin') return { command: 'open', args: (target) => [target] };
  // start is a cmd built-in; the empty string is its window title.
  if (platform === 'win32')
    return { command: 'cmd', args: (target) => ['/c', 'start', '""', target.replace(/&/g, '^&')] };
  return { command: 'xdg-open', args: (target) => [target] };
}

/**
 * Whether there is a desktop to open a browser on. On Linux without a display
 * xdg-open would fall back to a text browser in this very terminal.
 */
export function hasDesktop(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env['DISPLAY'] || env['WAYLAND_DISPLAY']);
}

/** The launch page: it sends the browser on to the URL, fragment and token included, without a referrer. */
export function launchPage(url: string): string {
  const attribute = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    '<!doctype html>',
    '<meta charset="utf-8">',
    '<meta name="referrer" content="no-referrer">',
    `<meta http-equiv="refresh" content="0;url=${attribute}">`,
    '<title>Opening SVC Desk</title>',
    `<p>Opening SVC Desk... If nothing happens, <a href="${attribute}">open it here</a>.</p>`,
    '',
  ].join('\n');
}

/** A launch file written for the browser; `remove` deletes it (idempotent). */
export interface LaunchFile {
  readonly path: string;
  remove(): Promise<void>;
}

/**
 * Writes the launch page into a fresh private folder (0700) as a file only
 * this user can read (0600). The browser is started with this file's path,
 * never with the URL: a process's command line is readable by every account
 * on the machine (/proc/<pid>/cmdline), and a browser keeps its start
 * arguments for as long as it runs. Jupyter does the same.
 */
export async function writeLaunchFile(url: string, folderIn: string = tmpdir()): Promise<LaunchFile> {
  const folder = await mkdtemp(join(folderIn, 'svc-desk-open-'));
  await chmod(folder, 0o700);
  const path = join(folder, 'open-svc-desk.html');
  await writeFile(path, launchPage(url), { mode: 0o600, flag: 'wx' });
  return { path, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** What opening the browser left behind. */
export interface OpenedBrowser {
  /** The opener's process id (tests read its command line). */
  readonly pid: number | undefined;
  /** Removes the launch file (when browser mode stops). */
  close(): Promise<void>;
}

/**
 * Opens the URL in the default browser when there is one, through a private
 * launch file (the token never appears on a command line). Never fails and
 * never prints: a headless server has no browser, and the URL is printed
 * anyway. Null when nothing was started.
 */
export async function openInBrowser(
  url: string,
  platform: NodeJS.Platform = process.platform,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<OpenedBrowser | null> {
  if (!hasDesktop(platform, env)) return null;
  let launch: LaunchFile;
  try {
    launch = await writeLaunchFile(url);
  } catch {
    // No private temporary folder: the printed URL is the way in.
    return null;
  }
  const { command, args } = browserCommand(platform);
  try {
    const child = spawn(command, args(platform === 'win32' ? launch.path : pathToFileURL(launch.path).href), {
      stdio: 'ignore',
      detached: true,
      env: { ...env },
    });
    child.on('error', () => undefined);
    child.unref();
    return { pid: child.pid, close: launch.remove };
  } catch {
    // No opener installed: the printed URL is the way in.
    await launch.remove();
    return null;
  }
}
