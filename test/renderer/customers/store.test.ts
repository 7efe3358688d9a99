import { beforeEach, describe, expect, it } from 'vitest';
import { FULL_ACCESS } from '../../../shared/api/customer-access';
import { connectionChanged } from '../../../renderer/src/connection/store';
import {
  activeProfileIs,
  currentCustomerContext,
  loadCustomers,
  selectCustomer,
} from '../../../renderer/src/customers/store';
import { connectAs, mainState, selectAnswer } from '../support/connection';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { CUSTOMERS } from '../support/fixtures';
import { resetStores } from '../support/settle';

const P1 = '33333333-3333-4333-8333-333333333333';
const P2 = '44444444-4444-4444-8444-444444444444';

describe('customers store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetStores();
  });

  it("shows the customer main acts for: the context is main's state, never chosen here", async () => {
    api.answerAlways('customers.reachable', () =>
      ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: '300303' }),
    );
    await connectAs(P1, null);
    // The list is loaded, but until main says which customer it chose there is no context.
    expect(currentCustomerContext()).toBeNull();
    expect(api.pending('customers.select')).toEqual([]);
    connectionChanged(mainState({ profileId: P1, selectedCustomer: '300303', access: FULL_ACCESS }));
    expect(currentCustomerContext()).toEqual({ profileId: P1, revision: 0, customer: '300303' });
  });

  it('never lets an older state of main replace a newer one', () => {
    const older = mainState({ profileId: P1, selectedCustomer: '100202' });
    const newer = mainState({ profileId: P1, selectedCustomer: '300303' });
    connectionChanged(newer);
    connectionChanged(older);
    expect(currentCustomerContext()?.customer).toBe('300303');
  });

  it('drops a customer list that arrives after the profile changed', async () => {
    const first = activeProfileIs(P1);
    const second = activeProfileIs(P2);
    const [forP1, forP2] = api.pending('customers.reachable');
    forP2?.answer(ok({ profileId: P2, customers: [CUSTOMERS[1]], selectedCustomer: '100202' }));
    await second;
    forP1?.answer(ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: '100101' }));
    await first;
    connectionChanged(mainState({ profileId: P2, selectedCustomer: '100202' }));
    expect(currentCustomerContext()).toEqual({ profileId: P2, revision: 0, customer: '100202' });
  });

  it('switches to the state main answers, in the order main answers', async () => {
    api.answerAlways('customers.reachable', () =>
      ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: '100101' }),
    );
    await connectAs(P1, '100101');
    const toB = selectCustomer('100202');
    const toC = selectCustomer('300303');
    const [forB, forC] = api.pending('customers.select');
    const stateB = selectAnswer(forB!.input);
    const stateC = selectAnswer(forC!.input);
    forC!.answer(ok(stateC));
    forB!.answer(ok(stateB));
    await Promise.all([toB, toC]);
    // Main's later state (C) wins, whichever answer arrived last.
    expect(currentCustomerContext()?.customer).toBe('300303');
    // Another window switched: main's push is followed.
    connectionChanged(mainState({ profileId: P1, selectedCustomer: '100101' }));
    expect(currentCustomerContext()?.customer).toBe('100101');
  });

  it('keeps the error of a failed list for the view to show', async () => {
    connectionChanged(mainState({ profileId: P1 }));
    const loading = activeProfileIs(P1);
    api
      .pending('customers.reachable')[0]
      ?.answer({ ok: false, error: { kind: 'service', message: 'Wrong API key or secret.' } });
    await loading;
    expect(currentCustomerContext()).toBeNull();
    const retry = loadCustomers(true);
    expect(api.pending('customers.reachable')[0]?.input).toEqual({ refresh: true });
    api
      .pending('customers.reachable')[0]
      ?.answer(ok({ profileId: P1, customers: CUSTOMERS, selectedCustomer: '100101' }));
    await retry;
    connectionChanged(mainState({ profileId: P1, selectedCustomer: '100101' }));
    expect(currentCustomerContext()).toEqual({ profileId: P1, revision: 0, customer: '100101' });
  });
});
