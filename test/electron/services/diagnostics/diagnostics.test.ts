import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../../shared/ipc/schemas/request-log';
import { runDesk } from '../../../../electron/cli/desk/run';
import { collectDiagnostics } from '../../../../electron/services/diagnostics/diagnostics';
import type { ConnectionState } from '../../../../shared/ipc/schemas/connection';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { makeProfiles } from '../helpers/profiles';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/** The report's parts these tests look into. */
interface Report {
  app: Record<string, unknown>;
  os: Record<string, unknown>;
  profiles: unknown[];
  connection: unknown;
  logsFolder: string;
  recentErrors: Record<string, string[]>;
  requestFailures: Record<string, unknown[]>;
}

// One of each kind, as they travel: the keychain secret, a request signature (base64 HMAC), a nonce and a bearer token.
const SECRET = 'PLANTED-SECRET-Zq8x1v';
const SIGNATURE = 'c2lnbmF0dXJlLXBsYW50ZWQtMTIzNDU2Nzg5MGFiY2RlZg==';
const NONCE = 'n0nce7f3a9c2e41';
const TOKEN = 'tok9Kd83LmQ2xY';
const PLANTED = [SECRET, SIGNATURE, NONCE, TOKEN];

/** Each planted value in the ways a library or a service could echo it into text. */
function leakyText(): string {
  return [
    `request failed: body echoed ${SECRET} and ${encodeURIComponent(SECRET)}`,
    `X-Auth: SVC key-1:${SIGNATURE}:${NONCE}`,
    `{"signature":"${SIGNATURE}","nonce":"${NONCE}","token":"${TOKEN}"}`,
    `Authorization: Bearer ${TOKEN}`,
    `retry with nonce ${NONCE} token=${TOKEN} signature ${SIGNATURE}`,
  ].join('\n');
}

function failedRequest(profileName: string, path: string): RequestLogEntry {
  return {
    seq: 1,
    time: '2026-11-28T09:00:00.000Z',
    profileId: 'p',
    profileName,
    customer: null,
    method: 'GET',
    path,
    endpoint: `List accounts (${leakyText()})`,
    status: 401,
    latencyMs: 12,
    errorKind: 'authentication',
    attempt: 1,
  };
}

/** A data folder where every source diagnostics read holds every planted value. */
async function plantedFolder() {
  const dir = await tempDir();
  const store = new MemorySecretStore();
  const { profiles, secrets } = await makeProfiles(dir, { store });
  const view = await profiles.create({
    name: `Desk ${SECRET}`,
    environment: 'production',
    baseUrl: 'https://api.example.com',
    apiKey: 'key-1',
  });
  await secrets.set(view.id, SECRET);
  // The logs folder of a data folder chosen by hand (storage/app-folders.ts), where the window writes them too.
  const logs = join(dir, 'logs');
  await mkdir(logs, { recursive: true });
  for (const log of ['main-errors.log', 'desk-errors.log']) {
    await writeFile(
      join(logs, log),
      `2026-11-28T08:59:00.000Z uncaughtException\nError: ${leakyText()}\n    at somewhere (file.js:1:1)\n\n`,
    );
  }
  for (const log of ['request-log.jsonl', 'desk-request-log.jsonl']) {
    await appendFile(
      join(logs, log),
      `${JSON.stringify(failedRequest(`Desk ${SECRET}`, `/custody/v1/Accounts;token=${TOKEN};signature=${SIGNATURE}`))}\n`,
    );
    await appendFile(
      join(logs, log),
      `${JSON.stringify({ ...failedRequest('Desk', '/ok'), status: 200, errorKind: null, seq: 2 })}\n`,
    );
  }
  return { dir, store, profiles, id: view.id };
}

describe('diagnostics', () => {
  it('desk diagnostics reports versions, system, profiles, the last errors and failed requests, and none of the planted secrets, signatures, nonces or tokens', async () => {
    const { dir, store } = await plantedFolder();
    let stdout = '';
    let stderr = '';
    const code = await runDesk(
      ['--data-dir', dir, 'diagnostics'],
      {},
      { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
      { deps: { keychain: store } },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (const value of PLANTED) {
      expect(stdout).not.toContain(value);
      expect(stdout).not.toContain(encodeURIComponent(value));
    }
    const report = JSON.parse(stdout) as Report;
    expect(report.app).toMatchObject({ name: 'SVC Desk', node: process.versions.node, electron: null });
    expect(report.os).toMatchObject({ platform: process.platform });
    expect(report.profiles).toEqual([
      {
        name: 'Desk [redacted]',
        environment: 'production',
        origin: 'https://api.example.com',
        builtIn: false,
        active: true,
        secretSaved: true,
      },
    ]);
    // The folder the window's Help → Open logs folder opens for this data folder.
    expect(report.logsFolder).toBe(join(dir, 'logs'));
    expect(report.recentErrors['main-errors.log']!).toHaveLength(1);
    expect(report.recentErrors['main-errors.log']![0]).toContain('uncaughtException');
    expect(report.recentErrors['desk-errors.log']).toHaveLength(1);
    // Only the failed request, not the one that succeeded.
    expect(report.requestFailures['request-log.jsonl']).toEqual([
      expect.objectContaining({ status: 401, errorKind: 'authentication', method: 'GET' }),
    ]);
    expect(report.requestFailures['desk-request-log.jsonl']).toHaveLength(1);
  });

  it("the window's diagnostics scrub the connection state and every other source the same way", async () => {
    const { dir, store, profiles, id } = await plantedFolder();
    const connection = {
      sequence: 1,
      profileId: id,
      revision: 1,
      selectedCustomer: null,
      access: null,
      clock: { offsetMs: 12 },
      link: { status: 'refused', latencyMs: null, at: '2026-11-28T09:00:00.000Z' },
    } as ConnectionState;
    const report = await collectDiagnostics({
      app: { name: 'SVC Desk', version: '1.2.3', electron: '38.0.0' },
      language: () => ({ choice: 'de', language: 'de' }),
      logFolder: dir,
      errorLogs: ['main-errors.log'],
      requestLogs: ['request-log.jsonl'],
      profiles: () => profiles.records(),
      activeProfileId: () => id,
      connection: () => connection,
      secrets: async () => [(await store.get(id))!],
    });
    const text = JSON.stringify(report);
    for (const value of PLANTED) expect(text).not.toContain(value);
    expect(report).toMatchObject({
      app: { electron: '38.0.0' },
      locale: { language: 'de' },
      connection: { profile: 'Desk [redacted]', link: { status: 'refused' }, clockOffsetMs: 12 },
    });
  });
});

describe('diagnostics.copy', () => {
  it("Help → Copy diagnostics' channel puts the scrubbed report on the clipboard and answers nothing", async () => {
    const { dir, store } = await plantedFolder();
    const copied: string[] = [];
    const { startApp } = await import('../../ipc/harness');
    const { dispatch, services } = await startApp({
      dataDir: dir,
      store,
      start: null,
      services: { copyText: (text) => copied.push(text), linkProbe: null },
    });
    try {
      expect(await dispatch('diagnostics.copy', undefined)).toEqual({ ok: true, value: null });
      expect(copied).toHaveLength(1);
      for (const value of PLANTED) expect(copied[0]).not.toContain(value);
      const report = JSON.parse(copied[0]!) as Report;
      expect(report.app).toMatchObject({ version: '0.1.0-test' });
      expect(report.profiles).toEqual([expect.objectContaining({ origin: 'https://api.example.com', active: true })]);
      expect(report.recentErrors['main-errors.log']!).toHaveLength(1);
      expect(report.requestFailures['request-log.jsonl']).toHaveLength(1);
      expect(report.connection).toMatchObject({ profile: 'Desk [redacted]' });
      // Anything but nothing is refused: the page cannot send what main gathers.
      expect(await dispatch('diagnostics.copy', { extra: SECRET })).toMatchObject({ ok: false });
    } finally {
      await services.shutdown();
    }
  });
});
