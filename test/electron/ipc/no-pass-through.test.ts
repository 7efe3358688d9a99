import { describe, expect, it, vi } from 'vitest';
import { catalog, endpointNames, readEndpointNames } from '../../../shared/api/catalog';
import { serviceEndpointNames } from '../../../shared/ipc/service-names';
import { createDispatcher } from '../../../electron/ipc/dispatch';
import type { AppServices } from '../../../electron/services/app-services';
import { createEventBus } from '../../../electron/services/events';
import { readHandlers } from '../../../electron/services/reads';

const WRITES = [
  'trading.placeOrder',
  'trading.cancelOrder',
  'trading.requestQuote',
  'staking.putOrder',
  'staking.setPayoutAccount',
  'reports.createAccountOrdersStatement',
  'reports.createAccountStatement',
  'reports.createBalanceStatement',
  'reports.createExchangeRatesStatement',
  'reports.createGuaranteeStatement',
  'reports.createStakingRewardsStatement',
  'legacy.accountStatement',
  'legacy.accountStatementsForClient',
];

describe('no raw service pass-through', () => {
  it("read channels may answer exactly the catalog's reads: every GET and the POST that only reads", () => {
    expect([...serviceEndpointNames]).toEqual([...readEndpointNames]);
    expect(endpointNames.filter((name) => catalog[name].access === 'write').sort()).toEqual([...WRITES].sort());
    for (const name of readEndpointNames)
      expect(catalog[name].method === 'GET' || name === 'trading.legacyInstruments', name).toBe(true);
  });

  it('answers not-found for every catalog endpoint by name, read or write, and sends nothing; a read goes through its typed channel', async () => {
    const call = vi.fn();
    const activeAs = vi.fn(async () => ({ profile: { id: 'p' }, client: { call } }));
    const services = {
      events: createEventBus(),
      handlers: readHandlers({ activeAs } as never),
    } as unknown as AppServices;
    const dispatcher = createDispatcher(services);
    expect(dispatcher.channels.filter((channel) => channel.startsWith('service:'))).toEqual([]);
    for (const name of endpointNames) {
      const answer = await dispatcher.dispatch(`service:${name}`, {
        profileId: '55555555-5555-4555-8555-555555555555',
        body: {},
      });
      expect(answer, name).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    }
    expect(activeAs).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    call.mockResolvedValueOnce({ ok: true, value: [], status: 200 });
    expect(
      await dispatcher.dispatch('custody.accounts', {
        profileId: '55555555-5555-4555-8555-555555555555',
        customer: 'ACME-CUS-1',
      }),
    ).toEqual({ ok: true, value: [] });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
