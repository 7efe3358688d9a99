import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../shared/ipc/schemas/app';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { ProfileList, ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { ConnectionState } from '../../../shared/ipc/schemas/connection';
import type { CustomerList } from '../../../shared/ipc/schemas/customers';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { DECIMAL_PATTERN } from '../../../shared/wire/decimal';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { spokenVerdict } from '../services/helpers/verdict-words';
import type { ConnectionVerdict } from '../../../shared/ipc/schemas/profiles';
import { startApp, useSharedSimulator } from './harness';

const tempDir = useTempDirs();
const shared = useSharedSimulator();
const { start } = shared;

async function app() {
  const store = new MemorySecretStore();
  const harness = await startApp({ dataDir: await tempDir(), store, start });
  return { ...harness, store };
}

describe('dispatcher over the app services and the real simulator', () => {
  it('starts with the local simulator profile active, its secret in the keychain', async () => {
    const { value, store } = await app();
    const list = await value<ProfileList>('profiles.list');
    expect(list.profiles).toEqual([
      expect.objectContaining({
        name: 'Local simulator',
        environment: 'simulator',
        builtIn: true,
        baseUrl: shared.simulator().baseUrl,
        secret: expect.objectContaining({ state: 'set' }),
      }),
    ]);
    expect(list.activeProfileId).toBe(list.profiles[0]!.id);
    expect(store.entries.get(list.profiles[0]!.id)).toBe(shared.simulator().credentials[0]!.apiSecret);
  });

  it('lists customers, selects the first by default, and switches with a push event', async () => {
    const { value, dispatch, events } = await app();
    const first = await value<CustomerList>('customers.reachable');
    expect(first.customers.map((customer: Customer) => customer.customerNumber)).toEqual(
      shared.simulator().credentials[0]!.customers.map(String),
    );
    expect(first.selectedCustomer).toBe(first.customers[0]!.customerNumber);
    const other = first.customers[1]!.customerNumber;
    const state = await value<ConnectionState>('customers.select', {
      profileId: first.profileId,
      customerNumber: other,
    });
    expect(state).toMatchObject({ profileId: first.profileId, selectedCustomer: other });
    expect(events.filter((e) => e.event === 'connectionChanged').at(-1)?.payload).toEqual(state);
    expect((await value<CustomerList>('customers.reachable')).selectedCustomer).toBe(other);

    const unreachable = await dispatch('customers.select', { profileId: first.profileId, customerNumber: '999999999' });
    expect(unreachable).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringContaining('999999999 is not reachable') },
    });
    expect((await value<CustomerList>('customers.reachable')).selectedCustomer).toBe(other);
  });

  it('calls a catalog endpoint for the selected customer; decimals cross as exact text', async () => {
    const { value } = await app();
    const { profileId, selectedCustomer } = await value<CustomerList>('customers.reachable');
    const accounts = await value<{ id: number; balance: string; available: string }[]>('custody.accounts', {
      profileId,
    });
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      expect(typeof account.balance).toBe('string');
      expect(account.balance).toMatch(DECIMAL_PATTERN);
    }
    const one = await value<{ accountId: number }>('custody.onchainInfo', {
      profileId,
      params: { accountId: accounts[0]!.id },
    });
    expect(one.accountId).toBe(accounts[0]!.id);
    const log = await value<RequestLogEntry[]>('requestLog.list', { limit: 2 });
    expect(log.map((entry) => [entry.endpoint, entry.customer, entry.status])).toEqual([
      ['Get on-chain information', selectedCustomer, 200],
      ['List custody accounts', selectedCustomer, 200],
    ]);
  });

  it('acts for another customer when a call names one', async () => {
    const { value } = await app();
    const { profileId, customers } = await value<CustomerList>('customers.reachable');
    const other = customers[2]!.customerNumber;
    await value('custody.accounts', { profileId, customer: other });
    const [entry] = await value<RequestLogEntry[]>('requestLog.list', { limit: 1 });
    expect(entry).toMatchObject({ customer: other, status: 200 });
  });

  it('turns bad values into clean validation errors before anything is sent', async () => {
    const { value, dispatch } = await app();
    const { profileId } = await value<CustomerList>('customers.reachable');
    const sentBefore = (await value<RequestLogEntry[]>('requestLog.list')).length;

    // Read channels check params and query in main with the endpoint's own codecs, naming the field.
    const badParam = await dispatch('custody.onchainInfo', { profileId, params: { accountId: 'not-a-number' } });
    expect(badParam).toMatchObject({
      ok: false,
      error: { kind: 'validation', details: { issues: [expect.objectContaining({ path: 'params.accountId' })] } },
    });

    const badQuery = await dispatch('trading.orders', { profileId, query: { status: ['Shipped'], pageSize: 'many' } });
    expect(badQuery).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        details: { issues: expect.arrayContaining([expect.objectContaining({ path: 'query.pageSize' })]) },
      },
    });

    const envelope = await dispatch('custody.accounts', { profileId, customer: -4, extra: true });
    expect(envelope).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        details: { issues: expect.arrayContaining([expect.objectContaining({ path: 'customer' })]) },
      },
    });

    expect(await dispatch('service:custody.listAccounts', { profileId })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await dispatch('profiles.nope', {})).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect((await value<RequestLogEntry[]>('requestLog.list')).length).toBe(sentBefore);
  });

  it('validates every domain argument in main with a message per field', async () => {
    const { dispatch } = await app();
    const bad = await dispatch('profiles.create', {
      name: '',
      environment: 'staging',
      baseUrl: 'http://example.com',
      apiKey: 'has space',
    });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'validation' } });
    if (bad.ok) return;
    const paths = (bad.error.details as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(['apiKey', 'baseUrl', 'environment', 'name']);
    expect(bad.error.message).toMatch(/^Invalid input: /);
    expect(await dispatch('profiles.delete', 'not an object')).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(await dispatch('profiles.activate', { id: '7d3c1bc8-5b5e-4e8e-9d6e-0b3f9a4f3c2a' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('gives a clear connection verdict', async () => {
    const { value } = await app();
    const [builtIn] = (await value<ProfileList>('profiles.list')).profiles;
    expect(spokenVerdict(await value<ConnectionVerdict>('profiles.testConnection', { id: builtIn!.id }))).toMatchObject(
      {
        verdict: 'reached',
        customers: 3,
        message: expect.stringMatching(/^Reached http:\/\/127\.0\.0\.1:\d+: the API key works and reaches 3 customers/),
      },
    );

    const wrong = await value<ProfileView>('profiles.create', {
      name: 'Wrong secret',
      environment: 'simulator',
      baseUrl: shared.simulator().baseUrl,
      apiKey: shared.simulator().credentials[0]!.apiKey,
    });
    expect(await value('profiles.testConnection', { id: wrong.id })).toMatchObject({ verdict: 'no-secret' });
    await value('secrets.set', { profileId: wrong.id, secret: 'not-the-secret' });
    expect(spokenVerdict(await value<ConnectionVerdict>('profiles.testConnection', { id: wrong.id }))).toMatchObject({
      verdict: 'wrong-credentials',
      message: expect.stringContaining('Wrong API key or secret'),
    });

    const closed = await value<ProfileView>('profiles.create', {
      name: 'Nothing there',
      environment: 'simulator',
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'key',
    });
    await value('secrets.set', { profileId: closed.id, secret: 'secret' });
    expect(spokenVerdict(await value<ConnectionVerdict>('profiles.testConnection', { id: closed.id }))).toMatchObject({
      verdict: 'unreachable',
      message: expect.stringContaining('Could not reach http://127.0.0.1:9'),
    });
  });

  it('never sends a secret to another address: changing the origin means entering it again', async () => {
    const { value, dispatch, store, services } = await app();
    const credential = shared.simulator().credentials[0]!;
    const profile = await value<ProfileView>('profiles.create', {
      name: 'Mine',
      environment: 'simulator',
      baseUrl: shared.simulator().baseUrl,
      apiKey: credential.apiKey,
    });
    await value('secrets.set', { profileId: profile.id, secret: credential.apiSecret });
    await value('profiles.activate', { id: profile.id });
    await value('customers.reachable');
    const sent = (await value<RequestLogEntry[]>('requestLog.list')).length;

    // Same server, another origin (localhost instead of 127.0.0.1): the secret is retired.
    const moved = shared.simulator().baseUrl.replace('127.0.0.1', 'localhost');
    const updated = await value<ProfileView>('profiles.update', { id: profile.id, baseUrl: moved });
    expect(updated.secret.state).toBe('missing');
    expect(store.entries.has(profile.id)).toBe(false);
    expect(await dispatch('custody.accounts', { profileId: profile.id })).toMatchObject({
      ok: false,
      error: { kind: 'secret-missing' },
    });

    // A keychain secret recorded for another origin is refused, not sent.
    await value('secrets.set', { profileId: profile.id, secret: credential.apiSecret });
    await services.profiles.setSecretOrigin(profile.id, shared.simulator().baseUrl);
    expect(await dispatch('custody.accounts', { profileId: profile.id })).toMatchObject({
      ok: false,
      error: { kind: 'secret-origin-mismatch' },
    });
    expect(await dispatch('customers.reachable', { refresh: true })).toMatchObject({
      ok: false,
      error: { kind: 'secret-origin-mismatch' },
    });
    expect((await value<RequestLogEntry[]>('requestLog.list')).length).toBe(sent);
  });

  it("keeps a profile's staking operating unit, refusing one that is not a unit code, and reads that unit's public performance", async () => {
    const { value, dispatch } = await app();
    const { profiles, activeProfileId } = await value<{ profiles: ProfileView[]; activeProfileId: string }>(
      'profiles.list',
    );
    expect(profiles.find((profile) => profile.id === activeProfileId)?.operatingUnit).toBe('ch');
    expect(await dispatch('profiles.update', { id: activeProfileId, operatingUnit: '../ch' })).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        details: { issues: [{ path: 'operatingUnit', message: 'Letters, digits, - and _ only' }] },
      },
    });
    expect(
      (await value<ProfileView>('profiles.update', { id: activeProfileId, operatingUnit: 'de' })).operatingUnit,
    ).toBe('de');
    const performance = await value<{ operatingUnit: string }>('staking.performance', {
      profileId: activeProfileId,
      params: { operatingUnit: 'de' },
    });
    expect(performance.operatingUnit).toBe('de');
  });

  it('logs every request without query, secret, signature or nonce, and pushes each entry', async () => {
    const { value, events } = await app();
    const { profileId } = await value<CustomerList>('customers.reachable');
    await value('trading.orders', { profileId, query: { page: 1, pageSize: 5 } });
    const [entry] = await value<RequestLogEntry[]>('requestLog.list', { limit: 1 });
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/trading/api/v3/Orders',
      endpoint: expect.any(String),
      status: 200,
      errorKind: null,
    });
    expect(events.filter((e) => e.event === 'requestLogged').map((e) => (e.payload as RequestLogEntry).seq)).toContain(
      entry!.seq,
    );
    const text = JSON.stringify(await value('requestLog.list'));
    expect(text).not.toContain('pageSize');
    expect(text).not.toContain(shared.simulator().credentials[0]!.apiSecret);
  });

  it('starts with defaults and an IPC-visible notice when profiles.json is corrupt', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'profiles.json'), '{"version":1,"profiles":"oops"}');
    const { value } = await startApp({ dataDir, store: new MemorySecretStore(), start });
    const notices = await value<Notice[]>('app.notices');
    expect(notices).toEqual([
      expect.objectContaining({
        level: 'warning',
        message: expect.stringMatching(/kept as .*profiles\.json\.corrupt-/),
      }),
    ]);
    expect((await value<ProfileList>('profiles.list')).profiles).toEqual([
      expect.objectContaining({ name: 'Local simulator' }),
    ]);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('profiles.json.corrupt-'))).toHaveLength(1);
    await value('app.dismissNotice', { id: notices[0]!.id });
    expect(await value('app.notices')).toEqual([]);
  });

  it('answers app info and notices, and opens https links only', async () => {
    const { value, dispatch, openExternal } = await app();
    expect(await value('app.info')).toMatchObject({ name: 'SVC Desk', dataFolder: expect.any(String) });
    expect(await value('app.notices')).toEqual([]);
    await value('app.openExternal', { url: 'https://tools.ietf.org/html/rfc7807' });
    // Any other host needs main's confirmation: declined here, so it is not opened.
    await value('app.openExternal', { url: 'https://example.com/help' });
    expect(await dispatch('app.openExternal', { url: 'http://example.com' })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(await dispatch('app.openExternal', { url: 'https://user:pw@example.com' })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(openExternal.mock.calls).toEqual([['https://tools.ietf.org/html/rfc7807']]);
  });
});
