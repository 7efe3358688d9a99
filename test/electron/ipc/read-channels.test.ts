import { describe, expect, it, vi } from 'vitest';
import { OUTPUT_MISMATCH, createDispatcher } from '../../../electron/ipc/dispatch';
import type { AppServices } from '../../../electron/services/app-services';
import { createEventBus } from '../../../electron/services/events';
import { readHandlers } from '../../../electron/services/reads';
import type { ReadEndpointName } from '../../../shared/ipc/service-names';
import type { IpcChannel } from '../../../shared/ipc/names';
import type { CustomerList } from '../../../shared/ipc/schemas/customers';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { startApp, useSharedSimulator } from './harness';
import { rawRead } from './raw-read';
import type { ReadRequest } from '../../../electron/services/clients/read-through';

const tempDir = useTempDirs();
const shared = useSharedSimulator();
const { start } = shared;

type Who = { profileId: string; customer: string; accountId: number; stakingOrderId: string };

/** Every read channel per feature: the catalog read it answers and an argument that reaches it. */
const READS: Record<string, [channel: IpcChannel, endpoint: ReadEndpointName, arg: (who: Who) => ReadRequest][]> = {
  custody: [
    ['custody.accounts', 'custody.listAccounts', ({ profileId, customer }) => ({ profileId, customer })],
    [
      'custody.onchainInfo',
      'custody.getOnchainInfo',
      ({ profileId, customer, accountId }) => ({ profileId, customer, params: { accountId } }),
    ],
    [
      'custody.portfolioValue',
      'custody.historicalPortfolioValue',
      ({ profileId, customer }) => ({
        profileId,
        customer,
        query: { from: '2026-01-01T00:00:00.000Z', to: '2026-01-08T00:00:00.000Z', interval: 'Day' },
      }),
    ],
  ],
  trading: [
    ['trading.accounts', 'trading.listAccounts', ({ profileId, customer }) => ({ profileId, customer })],
    ['trading.configuration', 'trading.configuration', ({ profileId, customer }) => ({ profileId, customer })],
    ['trading.instruments', 'trading.listInstruments', ({ profileId }) => ({ profileId })],
    ['trading.marketData', 'trading.marketData', ({ profileId, customer }) => ({ profileId, customer })],
    [
      'trading.historicMarketData',
      'trading.historicMarketData',
      ({ profileId }) => ({ profileId, query: { time: '2026-01-01T00:00:00.000Z' } }),
    ],
    [
      'trading.orders',
      'trading.listOrders',
      ({ profileId, customer }) => ({ profileId, customer, query: { pageSize: 5 } }),
    ],
  ],
  staking: [
    ['staking.products', 'staking.listProducts', ({ profileId, customer }) => ({ profileId, customer })],
    [
      'staking.orders',
      'staking.listOrders',
      ({ profileId, customer }) => ({ profileId, customer, query: { pageSize: 5 } }),
    ],
    [
      'staking.order',
      'staking.getOrder',
      ({ profileId, customer, stakingOrderId }) => ({ profileId, customer, params: { id: stakingOrderId } }),
    ],
    [
      'staking.accounts',
      'staking.listAccounts',
      ({ profileId, customer }) => ({
        profileId,
        customer,
        query: { includeRewards: true, includeOrdersInProgress: true },
      }),
    ],
    ['staking.performance', 'staking.performance', ({ profileId }) => ({ profileId, params: { operatingUnit: 'ch' } })],
  ],
  loans: [['loans.lenderReports', 'loans.listLend', ({ profileId, customer }) => ({ profileId, customer })]],
};

describe.each(Object.entries(READS))('%s read channels', (_feature, reads) => {
  it('answer exactly what the catalog read answers through the same client (no raw channel: straight to the client), for the customer asked for', async () => {
    const { value, dispatch, services } = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start,
    });
    try {
      const { profileId, customers } = await value<CustomerList>('customers.reachable');
      const customer = customers[1]?.customerNumber ?? customers[0]!.customerNumber;
      const accounts = await value<CustodyAccount[]>('custody.accounts', { profileId: profileId!, customer });
      const page = await value<{ items: { id: string }[] }>('staking.orders', { profileId, customer });
      const who: Who = {
        profileId: profileId!,
        customer,
        accountId: accounts[0]!.id,
        stakingOrderId: page.items[0]?.id ?? '00000000-0000-4000-8000-000000000000',
      };
      for (const [channel, endpoint, arg] of reads) {
        const answer = await dispatch(channel, arg(who));
        const raw = await rawRead(services, endpoint, arg(who));
        // Books and the server clock move between two calls: compare those by shape, everything else exactly.
        if (channel === 'trading.marketData') expect(answer.ok && raw.ok, channel).toBe(true);
        else if (channel === 'trading.configuration')
          expect(answer, channel).toEqual({
            ...raw,
            value: { ...(raw.ok ? (raw.value as object) : {}), serverTime: expect.any(String) },
          });
        else expect(answer, channel).toEqual(raw);
        expect(
          answer.ok || (answer.error.kind === 'service' && channel === 'staking.order'),
          `${channel}: ${JSON.stringify(answer)}`,
        ).toBe(true);
      }
    } finally {
      await services.shutdown();
    }
  });

  it('refuse a bad argument with its path and send nothing', async () => {
    const call = vi.fn();
    const activeAs = vi.fn(async () => ({ profile: { id: 'p' }, client: { call } }));
    const dispatcher = createDispatcher({
      events: createEventBus(),
      handlers: readHandlers({ activeAs } as never),
    } as unknown as AppServices);
    for (const [channel] of reads) {
      const answer = await dispatcher.dispatch(channel, { profileId: 'not-a-profile', surprise: 1 });
      expect(answer, channel).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
    expect(activeAs).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  it('catch an answer of the wrong shape in main: an internal error, reported, the value never sent on', async () => {
    const who: Who = {
      profileId: '55555555-5555-4555-8555-555555555555',
      customer: 'ACME-CUS-1',
      accountId: 1,
      stakingOrderId: '00000000-0000-4000-8000-000000000000',
    };
    const wrong = { balance: 1.5, surprise: 'not the catalog shape' };
    const call = vi.fn(async () => ({ ok: true, value: [wrong], status: 200 }));
    const activeAs = vi.fn(async () => ({ profile: { id: who.profileId }, client: { call } }));
    const reported: string[] = [];
    const dispatcher = createDispatcher(
      { events: createEventBus(), handlers: readHandlers({ activeAs } as never) } as unknown as AppServices,
      {
        reportInternalError: (channel) => reported.push(channel),
      },
    );
    for (const [channel, , arg] of reads) {
      const answer = await dispatcher.dispatch(channel, arg(who));
      expect(answer, channel).toEqual({ ok: false, error: { kind: 'internal', message: OUTPUT_MISMATCH } });
      expect(JSON.stringify(answer)).not.toContain('not the catalog shape');
    }
    expect(reported).toEqual(reads.map(([channel]) => channel));
  });
});
