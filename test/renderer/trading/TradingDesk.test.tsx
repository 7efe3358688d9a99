import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TradingDesk } from '../../../renderer/src/trading/TradingDesk';
import { ok } from '../support/fake-api';
import { deskApi, PROFILE } from './desk-harness';
import { order } from './fixtures';
import { flush } from '../support/settle';

const quantityField = (): HTMLInputElement => screen.getByLabelText(/^Quantity/) as HTMLInputElement;

describe('trading desk', () => {
  afterEach(cleanup);

  it('disables the ticket with the reason when the key may not trade for the customer', async () => {
    await deskApi([
      { customerNumber: 'ACME-CUS-100001', name: 'Acme AG', accessRight: 'Read Only', eligibleForTrading: true },
    ]);
    render(<TradingDesk />);
    await flush();
    await screen.findByText('Order ticket', { exact: false });
    expect(screen.getByTestId('ticket-block').textContent).toBe(
      'The API key has Read Only access for Acme AG: it can view, not trade or stake.',
    );
    expect(quantityField().closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Review order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a halted instrument as such and refuses to trade it', async () => {
    await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }]);
    render(<TradingDesk />);
    await flush();
    const row = await waitFor(() => {
      const found = document.querySelector('tr[data-pair="SOL/CHF"]');
      if (!found) throw new Error('no SOL row');
      return found;
    });
    expect(row.textContent).toContain('Halted');
    fireEvent.click(screen.getByRole('button', { name: 'Trade SOL/CHF' }));
    await flush();
    expect(screen.getByTestId('ticket-block').textContent).toBe(
      'SOL/CHF is halted: no orders are accepted until trading resumes.',
    );
  });

  it('reviews on Enter, sends one order on a repeated Enter, and shows the acknowledged order', async () => {
    const api = await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }]);
    render(<TradingDesk />);
    await flush();
    await waitFor(() => expect(screen.queryByTestId('ticket-block')?.textContent ?? null).toBeNull());
    fireEvent.change(quantityField(), { target: { value: '0.5' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    const review = screen.getByTestId('ticket-review');
    expect(review.textContent).toContain('57,010.30 CHF');
    expect(review.textContent).toContain('28,505.15 CHF'); // cost 0.5 * 57010.30
    // Esc goes back to edit with everything kept; Enter reviews again.
    fireEvent.keyDown(review, { key: 'Escape' });
    await flush();
    expect(screen.queryByTestId('ticket-review')).toBeNull();
    expect(quantityField().value).toBe('0.5');
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    const send = screen.getByRole('button', { name: 'Buy BTC' });
    fireEvent.submit(send.closest('form')!);
    fireEvent.submit(send.closest('form')!);
    await flush();
    const calls = api.pending('trading.place');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toMatchObject({
      profileId: PROFILE.id,
      customer: '100101',
      order: { quantity: '0.5', fromAccount: 1001 },
    });
    await act(async () =>
      calls[0]!.answer(
        ok({
          clientOrderId: 'svco-9',
          outcome: 'acknowledged',
          order: order(9, { orderType: 'Market', status: 'Filled' }),
        }),
      ),
    );
    expect(screen.getByTestId('outcome-status').textContent).toBe('Filled');
  });

  it('shows outcome unknown and resolves it when the journal says the order exists', async () => {
    const api = await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }]);
    render(<TradingDesk />);
    await flush();
    await waitFor(() => expect(screen.queryByTestId('ticket-block')).toBeNull());
    fireEvent.change(quantityField(), { target: { value: '0.5' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    fireEvent.submit(screen.getByRole('button', { name: 'Buy BTC' }).closest('form')!);
    await flush();
    await act(async () =>
      api
        .pending('trading.place')[0]!
        .answer(
          ok({ clientOrderId: 'svco-77', outcome: 'unknown', order: null, message: 'The connection was reset.' }),
        ),
    );
    expect(screen.getByTestId('outcome-unknown').textContent).toContain('The connection was reset.');
    const resolved = order(77, { clientOrderId: 'svco-77', status: 'Filled', orderType: 'Market' });
    act(() =>
      api.emit('tradingJournalChanged', {
        profileId: PROFILE.id,
        entry: {
          kind: 'order',
          id: 'svco-77',
          profileId: PROFILE.id,
          customer: '100101',
          state: 'resolved',
          clientOrderId: 'svco-77',
          cancelRequestId: null,
          request: {},
          createdAt: '2026-11-25T10:00:00Z',
          updatedAt: '2026-11-25T10:00:02Z',
          sends: 1,
          order: resolved,
          message: null,
        },
      }),
    );
    expect(screen.queryByTestId('outcome-unknown')).toBeNull();
    expect(screen.getByTestId('outcome-status').textContent).toBe('Filled');
  });

  it('paints only a window of rows for 100,000 orders', async () => {
    const page = Array.from({ length: 100 }, (_, index) => order(index + 1));
    await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }], page, 100_000);
    render(<TradingDesk />);
    await flush();
    await screen.findByText('100,000 orders', { exact: false });
    const rows = document.querySelectorAll('.blotter-body .blotter-row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(80);
    expect(document.querySelector('.blotter-table')?.getAttribute('aria-rowcount')).toBe('100001');
  });
});
