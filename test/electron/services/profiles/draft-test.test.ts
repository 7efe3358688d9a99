import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import { testDraftConnection } from '../../../../electron/services/profiles/draft-test';
import type { DraftTestDeps } from '../../../../electron/services/profiles/draft-test';
import type { ProfileService } from '../../../../electron/services/profiles/profile-service';
import type { ClientPool } from '../../../../electron/services/clients/client-pool';
import { MemorySecretStore } from '../helpers/memory-secret-store';

const PROFILE_ID = '11111111-1111-4111-8111-111111111111';

function deps(answer: Awaited<ReturnType<ServiceClient['call']>>, secretOrigin = 'https://api.example.com') {
  const store = new MemorySecretStore();
  const seen: { secret: string | null; authScheme?: string } = { secret: null };
  const client = {
    call: vi.fn(() => Promise.resolve(answer)),
    clockOffsetMs: () => 0,
    close: vi.fn(() => Promise.resolve()),
  } as unknown as ServiceClient;
  const clients = {
    draftClient: vi.fn((options: { secret: () => Promise<string>; authScheme?: string }) => {
      void options.secret().then((secret) => (seen.secret = secret));
      seen.authScheme = options.authScheme;
      return client;
    }),
  } as unknown as ClientPool;
  const profiles = { get: () => ({ id: PROFILE_ID, secretOrigin }) } as unknown as ProfileService;
  const built: DraftTestDeps = { profiles, store, clients };
  return { built, store, seen, client, clients };
}

const draft = { baseUrl: 'https://api.example.com', apiKey: 'key', authScheme: 'ACME' };

describe('testDraftConnection', () => {
  it('tests typed details with the typed secret and closes its client', async () => {
    const { built, seen, client } = deps({
      ok: true,
      status: 200,
      value: [{ customerNumber: 'ACME-CUS-1', name: 'A' }],
    } as never);
    const verdict = await testDraftConnection(built, { ...draft, secret: 'typed' });
    expect(verdict).toMatchObject({ verdict: 'reached', customers: 1 });
    expect(seen).toEqual({ secret: 'typed', authScheme: 'ACME' });
    expect(client.close).toHaveBeenCalled();
  });

  it('uses the stored secret only for the address it was saved for', async () => {
    const { built, store, seen, clients } = deps({ ok: true, status: 200, value: [] } as never);
    await store.set(PROFILE_ID, 'stored');
    expect((await testDraftConnection(built, { ...draft, profileId: PROFILE_ID })).verdict).toBe('reached');
    expect(seen.secret).toBe('stored');
    const elsewhere = await testDraftConnection(built, {
      ...draft,
      baseUrl: 'https://evil.example.net',
      profileId: PROFILE_ID,
    });
    expect(elsewhere.verdict).toBe('secret-origin-changed');
    expect(clients.draftClient).toHaveBeenCalledTimes(1);
  });

  it('says a refused key is wrong credentials, and asks for a secret when none is known', async () => {
    const refused = {
      ok: false,
      error: {
        kind: 'authentication',
        message: 'The service refused the API key or secret (signature does not match).',
        endpoint: 'List customers',
        method: 'GET',
        path: '/auth/api/v1/Customers',
        status: 401,
      },
    };
    const { built } = deps(refused as never);
    expect((await testDraftConnection(built, { ...draft, secret: 'typed' })).verdict).toBe('wrong-credentials');
    expect((await testDraftConnection(built, draft)).verdict).toBe('no-secret');
  });
});
