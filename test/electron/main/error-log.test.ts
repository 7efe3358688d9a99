import { writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMainErrorHandler,
  formatErrorEntry,
  installMainErrorHandler,
  MAIN_ERROR_LOG,
  scrubErrorText,
} from '../../../electron/main/error-log';
import { noteLiveSecret } from '../../../electron/services/secrets/live-secrets';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-desk-error-log-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('main error log', () => {
  it('appends every uncaught error to main-errors.log in the data folder and shows only the first', async () => {
    const show = vi.fn();
    const handle = createMainErrorHandler({
      logsDir: () => dir,
      show,
      now: () => new Date('2026-11-25T08:00:00.000Z'),
    });
    handle('uncaught exception', new TypeError('cannot read x of undefined'));
    handle('unhandled rejection', 'plain reason');
    const log = await readFile(join(dir, MAIN_ERROR_LOG), 'utf8');
    expect(log).toContain('2026-11-25T08:00:00.000Z uncaught exception\nTypeError: cannot read x of undefined');
    expect(log).toContain('2026-11-25T08:00:00.000Z unhandled rejection\nplain reason');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]![1]).toContain('cannot read x of undefined');
    expect(show.mock.calls[0]![1]).toContain(join(dir, MAIN_ERROR_LOG));
    if (process.platform !== 'win32') expect((await stat(join(dir, MAIN_ERROR_LOG))).mode & 0o777).toBe(0o600);
  });

  it('never writes a secret, signature or token', async () => {
    const show = vi.fn();
    const handle = createMainErrorHandler({ logsDir: () => dir, show });
    const signature = 'Ij9sPkuhqdZF8dtAcI6sQFAwweFpcEyj3xte0v4/zzxQ3edYkwv5woFhrDaY7II3b+K6UZe1j2Y84gv4TXLEWg==';
    handle(
      'uncaught exception',
      new Error(
        `request failed: apiSecret=Vector-Secret-0001, "signature": "${signature}", token=t0k3n\nAuthorization: SVC abc:def`,
      ),
    );
    const log = await readFile(join(dir, MAIN_ERROR_LOG), 'utf8');
    for (const leaked of ['Vector-Secret-0001', signature, 'Ij9sPkuhqdZF8dtAc', 't0k3n', 'SVC abc', 'abc:def'])
      expect(log).not.toContain(leaked);
    expect(log).toContain('[redacted]');
    expect(JSON.stringify(show.mock.calls)).not.toContain('Vector-Secret-0001');
  });

  it('masks the whole value after a keyword (commas and semicolons included) and every live secret main holds, keyword or not', async () => {
    noteLiveSecret('Plain-Live-Secret-77');
    const show = vi.fn();
    const handle = createMainErrorHandler({ logsDir: () => dir, show });
    handle(
      'uncaught exception',
      new Error('bad: secret=Ab3,dE;fG}hI token: "x y,z" then Plain-Live-Secret-77 appeared alone'),
    );
    const log = await readFile(join(dir, MAIN_ERROR_LOG), 'utf8');
    for (const leaked of ['Ab3', 'dE;fG', 'hI', 'x y,z', 'y,z', 'Plain-Live-Secret-77'])
      expect(log).not.toContain(leaked);
    expect(log).toContain('then [redacted] appeared alone');
    expect(JSON.stringify(show.mock.calls)).not.toContain('Plain-Live-Secret-77');
  });

  it('masks a value past an escaped quote, a nonce after a bare space, a URL-encoded key, and a live secret however encoded or cut', async () => {
    const live = 'Live+Secret/Value0042xyz==';
    noteLiveSecret(live);
    const show = vi.fn();
    const handle = createMainErrorHandler({ logsDir: () => dir, show });
    const echoes = [
      '{"apiSecret":"ab\\"cdQuoted-Tail-9","other":1}',
      'signature mismatch for nonce QIpWz8Kd0aLmNbVc1234 (retry)',
      'GET /x?apiSecret%3DUrlEncoded%2BSecret77&page=2',
      `sent ${encodeURIComponent(live)} and ${live.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '')} and ${live.slice(0, 12)} ${live.slice(12)}`,
    ];
    handle('uncaught exception', new Error(echoes.join('\n')));
    const log = await readFile(join(dir, MAIN_ERROR_LOG), 'utf8');
    const leaks = [
      'cdQuoted-Tail-9',
      'Quoted-Tail',
      'QIpWz8Kd0aLmNbVc1234',
      'UrlEncoded',
      encodeURIComponent(live),
      'Live-Secret_Value',
      live.slice(0, 12),
      live.slice(12),
    ];
    for (const leaked of leaks) expect(log).not.toContain(leaked);
    // What is not a credential stays readable.
    expect(log).toContain('signature mismatch for nonce [redacted] (retry)');
    expect(log).toContain('"other":1');
    expect(log).toContain('&page=2');
  });

  it('keeps the log bounded: a large log moves to main-errors.log.1', async () => {
    await writeFile(join(dir, MAIN_ERROR_LOG), 'x'.repeat(1024 * 1024 + 1));
    createMainErrorHandler({ logsDir: () => dir, show: () => undefined })('uncaught exception', new Error('next'));
    expect((await stat(join(dir, `${MAIN_ERROR_LOG}.1`))).size).toBe(1024 * 1024 + 1);
    expect(await readFile(join(dir, MAIN_ERROR_LOG), 'utf8')).toContain('Error: next');
  });

  it('still tells the user when the log cannot be written, and never throws', () => {
    const show = vi.fn();
    // A file where the logs folder should be: the folder cannot be made.
    writeFileSync(join(dir, 'not-a-folder'), '');
    const handle = createMainErrorHandler({ logsDir: () => join(dir, 'not-a-folder', 'logs'), show });
    expect(() => handle('uncaught exception', new Error('boom'))).not.toThrow();
    expect(show.mock.calls[0]![1]).toContain('could not be written');
    const throwing = createMainErrorHandler({
      logsDir: () => dir,
      show: () => {
        throw new Error('no dialog');
      },
    });
    expect(() => throwing('uncaught exception', new Error('boom'))).not.toThrow();
  });

  it('listens to uncaught exceptions and unhandled rejections', () => {
    const target = new EventEmitter();
    const handler = vi.fn();
    installMainErrorHandler(handler, target as NodeJS.Process);
    const error = new Error('x');
    target.emit('uncaughtException', error);
    target.emit('unhandledRejection', 'why');
    expect(handler.mock.calls).toEqual([
      ['uncaught exception', error],
      ['unhandled rejection', 'why'],
    ]);
  });

  it('formats and scrubs entries', () => {
    expect(scrubErrorText('password: hunter2 and nonce=AbCdEfGhIj0123456789')).toBe(
      'password: [redacted] and nonce=[redacted]',
    );
    expect(formatErrorEntry('kind', 'text', new Date(0))).toBe('1970-01-01T00:00:00.000Z kind\ntext\n\n');
  });
});
