import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeProfileIs,
  currentCustomerContext,
  customerChanged,
  loadCustomers,
  resetCustomersStore,
  selectCustomer,
} from '../../../renderer/src/customers/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { CUSTOMERS } from '../support/fixtures';

const P1 = '33333333-3333-4333-8333-333333333333';
const P2 = '44444444-4444-4444-8444-444444444444';

describe('customers store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetCustomersStore();
  });

  it('takes the selection main remembers for the profile', async () => {
    const loading = activeProfileIs(P1);
    api.pending('customers.list')[0]?.answer(ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: 300303 }));
    await loading;
    expect(currentCustomerContext()).toEqual({ profileId: P1, revision: 0, customer: 300303 });
  });

  it('drops a customer list that arrives after the profile changed', async () => {
    const first = activeProfileIs(P1);
    const second = activeProfileIs(P2);
    const [forP1, forP2] = api.pending('customers.list');
    forP2?.answer(ok({ profileId: P2, customers: [CUSTOMERS[1]], selectedCustomer: 100202 }));
    await second;
    forP1?.answer(ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: 100101 }));
    await first;
    expect(currentCustomerContext()).toEqual({ profileId: P2, revision: 0, customer: 100202 });
  });

  it('switches at once and ignores main\'s echoes of earlier switches still in flight', async () => {
    api.answerAlways('customers.list', () => ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: 100101 }));
    await activeProfileIs(P1);
    const toB = selectCustomer(100202);
    const toC = selectCustomer(300303);
    expect(currentCustomerContext()?.customer).toBe(300303);
    // main pushes customerChanged for B while the switch to C is still on its way
    customerChanged(P1, 100202);
    expect(currentCustomerContext()?.customer).toBe(300303);
    for (const call of api.pending('customers.select')) {
      call.answer(ok({ profileId: P1, customerNumber: (call.input as { customerNumber: number }).customerNumber }));
    }
    await Promise.all([toB, toC]);
    // With nothing in flight, a push (another window switched) is followed.
    customerChanged(P1, 100101);
    expect(currentCustomerContext()?.customer).toBe(100101);
    // A push for another profile is not.
    customerChanged(P2, 100202);
    expect(currentCustomerContext()?.customer).toBe(100101);
  });

  it('keeps the error of a failed list for the view to show', async () => {
    const loading = activeProfileIs(P1);
    api.pending('customers.list')[0]?.answer({ ok: false, error: { kind: 'service', message: 'Wrong API key or secret.' } });
    await loading;
    expect(currentCustomerContext()).toBeNull();
    const retry = loadCustomers(true);
    expect(api.pending('customers.list')[0]?.input).toEqual({ refresh: true });
    api.pending('customers.list')[0]?.answer(ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: 100101 }));
    await retry;
    expect(currentCustomerContext()).toEqual({ profileId: P1, revision: 0, customer: 100101 });
  });
});
