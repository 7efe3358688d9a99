import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../../shared/ipc/schemas/request-log';
import { createEventBus } from '../../../../electron/services/events';
import { RequestLog } from '../../../../electron/services/request-log/request-log';
import type { ExchangeInfo } from '../../../../electron/services/request-log/request-log';
import { createRotatingFile } from '../../../../electron/services/request-log/rotating-file';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const profile = { id: '6f1c1a4e-3f7e-4a57-9d0c-3a4b5c6d7e8f', name: 'Sandbox' };

function exchange(overrides: Partial<ExchangeInfo> = {}): ExchangeInfo {
  return {
    startedAt: '2026-01-02T03:04:05.000Z',
    method: 'GET',
    path: '/custody/v1/Accounts',
    endpoint: 'List custody accounts',
    customer: '7',
    status: 200,
    latencyMs: 12.345,
    attempt: 1,
    ...overrides,
  };
}

describe('RequestLog', () => {
  it('records entries, pushes each, and lists them newest first with filters', () => {
    const events = createEventBus();
    const pushed: RequestLogEntry[] = [];
    events.subscribe('requestLogged', (entry) => pushed.push(entry));
    const log = new RequestLog({ events });
    log.record(profile, exchange());
    log.record(
      profile,
      exchange({
        method: 'POST',
        path: '/trading/api/v3/Orders',
        endpoint: 'Place order',
        status: 400,
        errorKind: 'validation',
      }),
    );
    log.record({ ...profile, id: 'other' }, exchange({ customer: '8' }));
    expect(pushed.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(log.list().map((entry) => entry.seq)).toEqual([3, 2, 1]);
    expect(log.list({ outcome: 'error' }).map((entry) => entry.endpoint)).toEqual(['Place order']);
    expect(log.list({ outcome: 'ok', customer: '7' }).map((entry) => entry.seq)).toEqual([1]);
    expect(log.list({ profileId: profile.id, method: 'GET' }).map((entry) => entry.seq)).toEqual([1]);
    expect(log.list({ text: 'orders' }).map((entry) => entry.seq)).toEqual([2]);
    expect(log.list({ afterSeq: 1, limit: 1 }).map((entry) => entry.seq)).toEqual([3]);
    expect(log.list()[2]).toEqual({
      seq: 1,
      time: '2026-01-02T03:04:05.000Z',
      profileId: profile.id,
      profileName: 'Sandbox',
      customer: '7',
      method: 'GET',
      path: '/custody/v1/Accounts',
      endpoint: 'List custody accounts',
      status: 200,
      latencyMs: 12.3,
      errorKind: null,
      attempt: 1,
    });
  });

  it('keeps only known fields and never a query string, even if an exchange carried more', async () => {
    const dir = await tempDir();
    const path = join(dir, 'request-log.jsonl');
    const log = new RequestLog({
      events: createEventBus(),
      file: createRotatingFile(path, { maxBytes: 1 << 20, keep: 3 }),
    });
    const leaky = {
      ...exchange({ path: '/custody/v1/Accounts?token=abc' }),
      headers: { 'X-Auth-Signature': 'SIGNATURE', 'X-Auth-Nonce': 'NONCE' },
      secret: 'SECRET',
    };
    const entry = log.record(profile, leaky);
    await log.flush();
    const text = await readFile(path, 'utf8');
    for (const needle of ['SIGNATURE', 'NONCE', 'SECRET', 'token', '?']) {
      expect(JSON.stringify(entry)).not.toContain(needle);
      expect(text).not.toContain(needle);
    }
    expect(JSON.parse(text)).toEqual(entry);
  });

  it('keeps at most its capacity in memory', () => {
    const log = new RequestLog({ events: createEventBus(), capacity: 2 });
    for (let i = 0; i < 5; i += 1) log.record(profile, exchange());
    expect(log.list().map((entry) => entry.seq)).toEqual([5, 4]);
  });

  it('keeps logging in memory when the file cannot be written, and reports it', async () => {
    const dir = await tempDir();
    const errors: unknown[] = [];
    const log = new RequestLog({
      events: createEventBus(),
      file: createRotatingFile(join(dir, 'missing-folder', 'log.jsonl'), { maxBytes: 1000, keep: 1 }),
      onWriteError: (error) => errors.push(error),
    });
    log.record(profile, exchange());
    await log.flush();
    expect(log.list()).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});
