import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { CANNOT_CONFIRM, type ConfirmRequest } from '../../../../electron/services/confirm/confirm-port';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

describe('new service addresses', () => {
  it('a page cannot make main reach a new origin without main asking; where nothing can ask it is refused', async () => {
    const refusing = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start: null,
      services: { confirm: CANNOT_CONFIRM },
    });
    try {
      const draft = {
        baseUrl: 'https://attacker.example',
        apiKey: 'k'.repeat(16),
        secret: 's'.repeat(32),
        authScheme: 'SVC',
      };
      expect(await refusing.dispatch('profiles.testDraft', draft)).toMatchObject({
        ok: false,
        error: {
          kind: 'forbidden',
          message: expect.stringContaining('desktop window'),
          details: { confirmElsewhere: 'new-service-address' },
        },
      });
      expect(
        await refusing.dispatch('profiles.create', {
          name: 'x',
          environment: 'production',
          baseUrl: 'https://attacker.example',
          apiKey: 'k'.repeat(16),
        }),
      ).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    } finally {
      await refusing.services.shutdown();
    }
    const ask = vi.fn(async (_request: ConfirmRequest) => false);
    const asking = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start: null,
      services: { confirm: { available: true, ask } },
    });
    try {
      expect(
        await asking.dispatch('profiles.create', {
          name: randomUUID().slice(0, 8),
          environment: 'production',
          baseUrl: 'https://attacker.example',
          apiKey: 'k'.repeat(16),
        }),
      ).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', message: expect.stringContaining('not confirmed') },
      });
      expect(ask.mock.calls[0]?.[0]).toMatchObject({ message: 'Send signed requests to https://attacker.example?' });
      expect(asking.services.profiles.records().some((record) => record.baseUrl.includes('attacker'))).toBe(false);
    } finally {
      await asking.services.shutdown();
    }
  });
});
