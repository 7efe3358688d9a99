import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextKey } from '../../../renderer/src/customers/context';
import { loadAccounts, resetCustodyStore, useCustodyAccounts } from '../../../renderer/src/custody/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account } from '../support/fixtures';

const A = { profileId: '11111111-1111-4111-8111-111111111111', revision: 0, customer: '100101' };
const B = { profileId: A.profileId, revision: 0, customer: '100202' };

function Probe(props: { context: typeof A }): React.JSX.Element {
  const accounts = useCustodyAccounts(props.context);
  return (
    <output data-testid={contextKey(props.context)}>
      {accounts.status === 'ready' ? accounts.value.map((a) => `${a.id}:${a.balance}`).join(',') : accounts.status}
    </output>
  );
}

describe('custody store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetCustodyStore();
  });
  afterEach(cleanup);

  it('tags each request with its customer', async () => {
    void loadAccounts(A);
    expect(api.pending('custody.accounts').map((call) => call.input)).toEqual([
      { profileId: A.profileId, customer: A.customer },
    ]);
  });

  it('drops a late answer for the previous customer and never shows it for the new one', async () => {
    render(
      <>
        <Probe context={A} />
        <Probe context={B} />
      </>,
    );
    let forA!: Promise<void>;
    let forB!: Promise<void>;
    act(() => {
      forA = loadAccounts(A);
      forB = loadAccounts(B);
    });
    const [callA, callB] = api.pending('custody.accounts');
    expect(callA?.input).toEqual({ profileId: A.profileId, customer: A.customer });
    expect(callB?.input).toEqual({ profileId: B.profileId, customer: B.customer });

    await act(async () => {
      callB?.answer(ok([account(2, 'ETH', '1.5')]));
      await forB;
    });
    expect(screen.getByTestId(contextKey(B)).textContent).toBe('2:1.5');

    await act(async () => {
      callA?.answer(ok([account(1, 'BTC', '99')]));
      await forA;
    });
    expect(screen.getByTestId(contextKey(B)).textContent).toBe('2:1.5');
    // The old customer's context is not served from anything: it was cleared on the switch.
    expect(screen.getByTestId(contextKey(A)).textContent).toBe('loading');
  });

  it("shows loading, not the previous customer's data, the moment the customer changes", async () => {
    const { rerender } = render(<Probe context={A} />);
    let load!: Promise<void>;
    act(() => {
      load = loadAccounts(A);
    });
    await act(async () => {
      api.pending('custody.accounts')[0]?.answer(ok([account(1, 'BTC', '99')]));
      await load;
    });
    expect(screen.getByTestId(contextKey(A)).textContent).toBe('1:99');
    rerender(<Probe context={B} />);
    expect(screen.getByTestId(contextKey(B)).textContent).toBe('loading');
  });

  it('keeps only the newest of two requests for the same customer', async () => {
    render(<Probe context={A} />);
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = loadAccounts(A);
      second = loadAccounts(A);
    });
    const [older, newer] = api.pending('custody.accounts');
    await act(async () => {
      newer?.answer(ok([account(1, 'BTC', '2')]));
      await second;
      older?.answer(ok([account(1, 'BTC', '1')]));
      await first;
    });
    await waitFor(() => expect(screen.getByTestId(contextKey(A)).textContent).toBe('1:2'));
  });

  it("shows the error of a failed load, in the trader's words", async () => {
    render(<Probe context={A} />);
    let load!: Promise<void>;
    act(() => {
      load = loadAccounts(A);
    });
    await act(async () => {
      api
        .pending('custody.accounts')[0]
        ?.answer({ ok: false, error: { kind: 'service', message: 'The service refused the API key.' } });
      await load;
    });
    expect(screen.getByTestId(contextKey(A)).textContent).toBe('error');
  });
});
