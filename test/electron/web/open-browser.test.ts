import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenedBrowser } from '../../../electron/web/open-browser';
import { openInBrowser } from '../../../electron/web/open-browser';
import { createToken } from '../../../electron/web/token';

let bin: string;
let opened: OpenedBrowser | null = null;

beforeEach(async () => {
  // A fake xdg-open that behaves like a browser it starts: it keeps running with its arguments.
  bin = await mkdtemp(join(tmpdir(), 'svc-desk-fake-opener-'));
  await writeFile(join(bin, 'xdg-open'), '#!/bin/sh\nexec sh -c "sleep 30" fake-browser "$@"\n', { mode: 0o755 });
});

afterEach(async () => {
  if (opened?.pid) {
    try {
      process.kill(-opened.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await opened?.close();
  opened = null;
  await rm(bin, { recursive: true, force: true });
});

/** The command line of a process as every local account can read it. */
async function commandLine(pid: number): Promise<string[]> {
  return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter((part) => part !== '');
}

describe.runIf(process.platform === 'linux')('opening the browser (M1: the token never on a command line)', () => {
  it("starts the opener with a private launch file, so the opener's and the browser's argv never hold the token", async () => {
    const token = createToken();
    const url = `http://127.0.0.1:4321/#token=${token}`;
    opened = await openInBrowser(url, 'linux', { PATH: `${bin}:${process.env['PATH'] ?? ''}`, DISPLAY: ':0' });
    expect(opened?.pid).toBeGreaterThan(0);
    // Once the fake opener has exec'ed into its long-running self, its argv is what a browser would keep.
    await expect
      .poll(async () => (await commandLine(opened!.pid!)).slice(0, 4))
      .toEqual(['sh', '-c', 'sleep 30', 'fake-browser']);
    const argv = await commandLine(opened!.pid!);
    expect(argv.join(' ')).not.toContain(token);
    expect(argv.join(' ')).not.toContain('127.0.0.1:4321');

    // The one argument is a file only this user can read, in a folder only this user can enter, that leads to the URL.
    const target = argv.at(-1)!;
    expect(target).toMatch(/^file:\/\//);
    const file = fileURLToPath(target);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(dirname(file))).mode & 0o777).toBe(0o700);
    const page = await readFile(file, 'utf8');
    expect(page).toContain(`<meta http-equiv="refresh" content="0;url=${url}">`);
    expect(page).toContain('<meta name="referrer" content="no-referrer">');

    // Removed when browser mode stops.
    await opened!.close();
    await expect(stat(dirname(file))).rejects.toThrow();
  });

  it('starts nothing and writes nothing without a desktop (a headless server: the printed address is the way in)', async () => {
    expect(await openInBrowser('http://127.0.0.1:1/#token=x', 'linux', { PATH: bin })).toBeNull();
  });
});
