import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../../electron/client/client';
import type { ActiveClients } from '../../../../electron/services/clients/client-pool';
import { StakingJournal } from '../../../../electron/services/staking/journal';
import { fetchRewardsRange, REWARDS_FROM_OLDER_LIST } from '../../../../electron/services/staking/rewards-range';
import { StakingService } from '../../../../electron/services/staking/staking-service';
import { passingGuards } from '../helpers/guards';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const PROFILE = '6f1c0a5e-8d0b-4a43-9d7e-2b1f0c3d4e5f';

type Answer = { ok: true; value: unknown; status: number } | { ok: false; error: { kind: string; message: string } };

/** A client that answers from a function and records every call. */
function fakeClient(answer: (name: string, input: Record<string, unknown>) => Answer) {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    call: (name: string, input: Record<string, unknown> = {}) => {
      calls.push({ name, input });
      return Promise.resolve(answer(name, input));
    },
  } as unknown as ServiceClient;
  return { client, calls };
}

function fakeClients(client: ServiceClient): ActiveClients {
  const profile = {
    id: PROFILE,
    name: 'Desk',
    baseUrl: 'http://127.0.0.1:1',
    secretOrigin: 'http://127.0.0.1:1',
    builtIn: false,
  };
  return { activeAs: () => Promise.resolve({ profile, client }) } as unknown as ActiveClients;
}

const reward = (id: number, amount: string) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  assetSymbol: 'ETH',
  amount,
  commission: '0.000000000000000001',
  finalAmount: amount,
});

describe('staking service', () => {
  it("refuses a write the customer's access right forbids: nothing journaled, nothing sent", async () => {
    const dir = await tempDir();
    const { client, calls } = fakeClient((name) =>
      name === 'customers.list'
        ? { ok: true, status: 200, value: [{ customerNumber: 'ACME-CUS-1', name: 'Acme', accessRight: 'Read Only' }] }
        : { ok: true, status: 204, value: undefined },
    );
    const journal = await StakingJournal.open(join(dir, 'staking-orders.json'));
    const staking = new StakingService({ clients: fakeClients(client), journal, guards: await passingGuards(dir) });
    await expect(
      staking.enter({
        profileId: PROFILE,
        customer: 'ACME-CUS-1',
        fromAccountNumber: '000000000001',
        productId: '3f2a0b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
        amount: '1',
      }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringMatching(/Read Only access for Acme/) });
    expect(calls.map((call) => call.name)).toEqual(['customers.list']);
    expect(journal.list(PROFILE, 'http://127.0.0.1:1')).toEqual([]);
  });

  it('journals the id durably before the PUT; a journal saved mid-send reopens as unknown', async () => {
    const dir = await tempDir();
    const path = join(dir, 'staking-orders.json');
    let onDisk: string | null = null;
    const { client } = fakeClient((name) => {
      if (name === 'staking.putOrder') return { ok: false, error: { kind: 'timeout', message: 'timed out' } };
      return name === 'customers.list'
        ? { ok: true, status: 200, value: [] }
        : { ok: false, error: { kind: 'network', message: 'down' } };
    });
    const journal = await StakingJournal.open(path);
    const staking = new StakingService({
      clients: fakeClients(client),
      journal,
      guards: await passingGuards(dir),
      newId: () => 'AAAAAAAA-0000-4000-8000-000000000001',
    });
    const putBefore = client.call.bind(client);
    (client as { call: typeof client.call }).call = (async (...args: Parameters<typeof client.call>) => {
      if (args[0] === 'staking.putOrder') onDisk = await readFile(path, 'utf8');
      return putBefore(...args);
    }) as typeof client.call;
    const result = await staking.enter({
      profileId: PROFILE,
      customer: '7',
      fromAccountNumber: '000000000001',
      toAccountNumber: '000000000002',
      amount: '1.000000000000000001',
    });
    expect(result.outcome).toBe('unknown');
    expect(onDisk).toContain('"id":"aaaaaaaa-0000-4000-8000-000000000001"');
    expect(onDisk).toContain('"amount":"1.000000000000000001"');
    expect(onDisk).toContain('"state":"pending"');

    const reopened = await StakingJournal.open(path);
    expect(reopened.get(result.id)).toMatchObject({
      state: 'unknown',
      body: { toAccountNumber: '000000000002', productId: null },
    });
    await journal.close();
  });

  it('reads every page of a range and falls back to v5 when v6 answers 404, saying so', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => reward(index, '0.000000000000000003'));
    const { client, calls } = fakeClient((name, input) => {
      if (name === 'staking.listRewards') return { ok: false, error: { kind: 'not-found', message: 'Not Found' } };
      const query = input['query'] as {
        page: number;
        pageSize: number;
        payoutTimeAfterInclusive: string;
        payoutTimeBeforeExclusive: string;
      };
      const items = all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      return {
        ok: true,
        status: 200,
        value: { count: items.length, page: query.page, totalCount: all.length, pageSize: query.pageSize, items },
      };
    });
    const range = await fetchRewardsRange(client, {
      customer: '7',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
    });
    expect(range.version).toBe('v5');
    expect(range.notice).toBe(REWARDS_FROM_OLDER_LIST);
    expect(range.rewards).toHaveLength(2500);
    expect(range.totals).toEqual([
      {
        assetSymbol: 'ETH',
        amount: '0.0000000000000075',
        commission: '0.0000000000000025',
        finalAmount: '0.0000000000000075',
        count: 2500,
      },
    ]);
    const v5 = calls.filter((call) => call.name === 'staking.listRewardsV5');
    expect(v5.map((call) => (call.input['query'] as { page: number }).page)).toEqual([1, 2, 3]);
    expect(v5[0]?.input['query']).toMatchObject({
      payoutTimeAfterInclusive: '2026-01-01T00:00:00.000Z',
      payoutTimeBeforeExclusive: '2026-02-01T00:00:00.000Z',
    });
  });

  it('a v6 failure other than 404 is reported, not hidden behind v5', async () => {
    const { client, calls } = fakeClient(() => ({
      ok: false,
      error: { kind: 'server', message: 'The service failed (500).' },
    }));
    await expect(
      fetchRewardsRange(client, { customer: '7', from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' }),
    ).rejects.toMatchObject({ message: 'The service failed (500).' });
    expect(calls.map((call) => call.name)).toEqual(['staking.listRewards']);
  });
});
