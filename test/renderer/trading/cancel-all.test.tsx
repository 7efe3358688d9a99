import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TradingDesk } from '../../../renderer/src/trading/TradingDesk';
import { resetCancelAllStore } from '../../../renderer/src/trading/cancel-all-store';
import type { CancelAllResult } from '../../../shared/ipc/schemas/trading-cancel-all';
import { ok } from '../support/fake-api';
import { deskApi } from './desk-harness';
import { order } from './fixtures';
import { flush } from '../support/settle';

async function openDesk() {
  resetCancelAllStore();
  // Three open orders (one of them already being cancelled) and a filled one.
  const api = await deskApi(
    [{ customerNumber: '100101', name: 'Alpine Capital AG' }],
    [order(1), order(3), order(4, { status: 'PendingCancel' }), order(2, { status: 'Filled' })],
  );
  render(<TradingDesk />);
  await flush();
  await waitFor(() => expect(screen.queryByTestId('ticket-block')).toBeNull());
  return api;
}

describe('cancel all open orders', () => {
  afterEach(cleanup);

  it('asks once inline with the count; Esc keeps the orders and sends nothing', async () => {
    const api = await openDesk();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all BTC/CHF…' }));
    await flush();
    const group = screen.getByRole('group', {
      name: /^Cancel 2 open orders of BTC\/CHF\? Enter confirms, Esc keeps them/,
    });
    const yes = screen.getByRole('button', { name: 'Yes, cancel 2' });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(group, { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('button', { name: 'Yes, cancel 2' })).toBeNull();
    expect(api.log).not.toContain('trading.cancelAll');
    // The count was read from the open orders of that instrument only.
    const counted = api.log.filter((channel) => channel === 'trading.orders');
    expect(counted.length).toBeGreaterThan(0);
  });

  it("Yes sends exactly the counted orders to main and lists each order's outcome", async () => {
    const api = await openDesk();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all orders…' }));
    await flush();
    expect(screen.getByText('Cancel 2 open orders of this customer?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel 2' }));
    await flush();
    expect(screen.getByText('Cancelling 2 orders of this customer…')).toBeTruthy();
    const [call] = api.pending('trading.cancelAll');
    expect(call?.input).toEqual({ profileId: expect.any(String), customer: '100101', orderIds: [1, 3] });
    const result: CancelAllResult = {
      asked: 2,
      acknowledged: 1,
      rejected: 1,
      unknown: 0,
      skipped: 0,
      results: [
        {
          orderId: 1,
          account: 1001,
          pair: 'BTC/CHF',
          outcome: 'acknowledged',
          cancelRequestId: 'svcc-1',
          message: null,
          status: 'Cancelled',
        },
        {
          orderId: 3,
          account: 1001,
          pair: 'BTC/CHF',
          outcome: 'rejected',
          cancelRequestId: 'svcc-2',
          message: 'Order already filled',
          status: null,
        },
      ],
    };
    await act(async () => call!.answer(ok(result)));
    await flush();
    const outcome = screen.getByTestId('cancel-all-outcome');
    expect(outcome.textContent).toContain('1 cancelled · 1 refused');
    expect(outcome.textContent).toContain('#1 BTC/CHF · Cancelled');
    expect(outcome.textContent).toContain('#3 BTC/CHF · Refused: Order already filled');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Cancel all orders…' })).toBeTruthy();
  });

  it('main\'s refusal (browser mode cannot ask its confirmation) is shown in the error view with its reason and no "Try again"', async () => {
    const api = await openDesk();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all orders…' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel 2' }));
    await flush();
    const reason =
      'Cancelling 2 open orders of every instrument at once; this needs your confirmation in a dialog the browser cannot show: use the desktop app, or `desk orders cancel-all ... --yes` (or cancel the orders one at a time). Nothing was sent.';
    const [call] = api.pending('trading.cancelAll');
    await act(async () =>
      call!.answer({ ok: false, error: { kind: 'limit', message: reason, details: { limit: 'confirmation' } } }),
    );
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('.error-notice-title')?.textContent).toBe(
      'The open orders of this customer were not cancelled',
    );
    expect(alert.querySelector('.error-notice-message')?.textContent).toBe(reason);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
