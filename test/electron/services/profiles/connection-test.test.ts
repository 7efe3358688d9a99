import { describe, expect, it } from 'vitest';
import type { Result, ServiceError } from '../../../../shared/api/errors';
import { testConnection } from '../../../../electron/services/profiles/connection-test';
import type { ProfileClients } from '../../../../electron/services/clients/client-pool';
import { makeProfiles, sandboxInput } from '../helpers/profiles';
import { useTempDirs } from '../helpers/temp-dir';
import { numberSymbols } from '../../../../shared/format/symbols';
import { spokenVerdict } from '../helpers/verdict-words';
import { createTranslator } from '../../../../shared/i18n/translator';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { messages as french } from '../../../../shared/i18n/catalogue/fr/index';

const tempDir = useTempDirs();

function error(kind: ServiceError['kind'], extra: Partial<ServiceError> = {}): ServiceError {
  return {
    kind,
    message: `${kind} happened`,
    endpoint: 'List customers',
    method: 'GET',
    path: '/auth/api/v1/Customers',
    ...extra,
  };
}

/** A profile with a secret, and a client pool whose client answers `result` with the given clock offset. */
async function rawVerdictFor(result: Result<unknown[]>, offsetMs: number | null) {
  const { profiles, secrets, store } = await makeProfiles(await tempDir());
  const view = await profiles.create(sandboxInput());
  await secrets.set(view.id, 'secret');
  const client = { call: async () => result, clockOffsetMs: () => offsetMs };
  const clients = { clientFor: async () => client } as unknown as ProfileClients;
  let now = 0;
  return testConnection({ profiles, store, clients, elapsed: () => (now += 21) }, view.id);
}

/** The verdict as an English reader sees it. */
async function verdictFor(result: Result<unknown[]>, offsetMs: number | null) {
  return spokenVerdict(await rawVerdictFor(result, offsetMs));
}

describe('testConnection verdicts', () => {
  it('reached, with the number of customers', async () => {
    expect(await verdictFor({ ok: true, value: [{}, {}], status: 200 }, 300)).toEqual({
      verdict: 'reached',
      customers: 2,
      clockOffsetSeconds: 0.3,
      latencyMs: 21,
      message: 'Reached https://sandbox.example.com: the API key works and reaches 2 customers (21 ms).',
    });
  });

  it('reached, with a warning when the clock is far off (the client corrected for it)', async () => {
    const verdict = await verdictFor({ ok: true, value: [{}], status: 200 }, 42_400);
    expect(verdict).toMatchObject({
      verdict: 'reached',
      clockOffsetSeconds: 42.4,
      message: expect.stringContaining('clock is 42.4 s behind the service’s'),
    });
  });

  it('clock off by N s when the service refused the timestamp', async () => {
    const refused = error('authentication', {
      status: 401,
      problem: { title: 'Unauthorized', detail: 'X-Auth-Timestamp is outside the allowed window of ±10 seconds' },
    });
    expect(await verdictFor({ ok: false, error: refused }, -15_000)).toMatchObject({
      verdict: 'clock-off',
      clockOffsetSeconds: -15,
      message: expect.stringContaining('off by 15 s'),
    });
    expect(await verdictFor({ ok: false, error: refused }, null)).toMatchObject({
      verdict: 'clock-off',
      clockOffsetSeconds: null,
      message: expect.stringContaining('more than 10 s'),
    });
  });

  it('wrong key or secret on any other 401', async () => {
    const refused = error('authentication', { status: 401, problem: { detail: 'The signature does not match.' } });
    expect(await verdictFor({ ok: false, error: refused }, 100)).toMatchObject({ verdict: 'wrong-credentials' });
  });

  it('unreachable on network failures and timeouts', async () => {
    expect(await verdictFor({ ok: false, error: error('network') }, null)).toMatchObject({
      verdict: 'unreachable',
      message: 'Could not reach https://sandbox.example.com: network happened',
    });
    expect(await verdictFor({ ok: false, error: error('timeout') }, null)).toMatchObject({ verdict: 'unreachable' });
  });

  it('failed, with the status, otherwise', async () => {
    expect(await verdictFor({ ok: false, error: error('server', { status: 503 }) }, 0)).toEqual({
      verdict: 'failed',
      message: 'The service answered the test with an error: server happened',
      status: 503,
    });
  });

  it('no secret / keychain unavailable without calling the service', async () => {
    const { profiles, store } = await makeProfiles(await tempDir());
    const view = await profiles.create(sandboxInput());
    const clients = {
      clientFor: async () => ({
        call: () => Promise.reject(new Error('must not be called')),
        clockOffsetMs: () => null,
      }),
    } as unknown as ProfileClients;
    expect(await testConnection({ profiles, store, clients }, view.id)).toMatchObject({ verdict: 'no-secret' });
    store.unavailable = 'no Secret Service';
    expect(spokenVerdict(await testConnection({ profiles, store, clients }, view.id))).toMatchObject({
      verdict: 'keychain-unavailable',
      message: expect.stringContaining('No OS keychain is available'),
    });
  });

  it('says its verdict in the reader’s language, with the region’s numbers and plurals', async () => {
    const de = createTranslator('de', 'de-CH', german);
    const fr = createTranslator('fr', 'fr-CH', french);
    const many = { ok: true as const, value: Array.from({ length: 1234 }, () => ({})), status: 200 };
    const reached = await rawVerdictFor(many, 42_400);
    expect(spokenVerdict(reached, de).message).toBe(
      `https://sandbox.example.com erreicht: Der API-Schlüssel funktioniert und erreicht 1${numberSymbols('de-CH').group}234 Kunden (21 ms). ` +
        'Die Uhr dieses Computers geht 42.4 s gegenüber jener des Dienstes nach; SVC Desk gleicht dies aus, sicherer ist es aber, die Uhr richtig zu stellen.',
    );
    expect(spokenVerdict(reached, fr).message).toContain(
      `donne accès à 1${numberSymbols('fr-CH').group}234 clients (21 ms)`,
    );
    expect(spokenVerdict(reached, fr).message).toContain(`retarde de 42${numberSymbols('fr-CH').decimal}4 s`);
    const one = await rawVerdictFor({ ok: true, value: [{}], status: 200 }, 0);
    expect(spokenVerdict(one, fr).message).toContain('donne accès à 1 client (21 ms).');
  });
});
