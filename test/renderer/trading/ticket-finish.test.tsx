import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketOutcome } from '../../../renderer/src/trading/TicketOutcome';
import { TradingDesk } from '../../../renderer/src/trading/TradingDesk';
import { ok } from '../support/fake-api';
import { deskApi } from './desk-harness';
import type { Decimal } from '../../../shared/wire/decimal';
import { order } from './fixtures';

const d = (text: string): Decimal => text as Decimal;

async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const quantityField = (): HTMLInputElement => screen.getByLabelText(/^Quantity/) as HTMLInputElement;
const rowOf = (label: string): string => {
  const term = [...document.querySelectorAll('.review-row dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no review row ${label}`);
  return term.nextElementSibling!.textContent ?? '';
};

async function openDesk() {
  const api = await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }]);
  render(<TradingDesk />);
  await flush();
  await waitFor(() => expect(screen.queryByTestId('ticket-block')).toBeNull());
  return api;
}

describe('order ticket finish', () => {
  afterEach(cleanup);

  it('reviews a sell as proceeds with the commission deducted, in sell colours', async () => {
    await openDesk();
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    await flush();
    const submit = screen.getByRole('button', { name: 'Review order' });
    expect(submit.className).toContain('button-sell');
    fireEvent.change(quantityField(), { target: { value: '0.2' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    const review = screen.getByTestId('ticket-review');
    expect(review.textContent).not.toContain('Cost');
    expect(review.textContent).not.toContain('added on top');
    expect(rowOf('Proceeds before commission')).toContain('11,400.02 CHF'); // 0.2 × bid 57,000.10
    expect(rowOf('Commission')).toContain('deducted from the proceeds');
    expect(rowOf('You sell')).toContain('0.20000000 BTC');
    expect(rowOf('You receive')).toContain('net proceeds');
    expect(screen.getByRole('button', { name: 'Sell BTC' }).className).toContain('button-sell');
  });

  it('shows enum values in words on the review', async () => {
    await openDesk();
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    fireEvent.change(quantityField(), { target: { value: '0.2' } });
    fireEvent.change(screen.getByLabelText(/^Limit price/), { target: { value: '50000' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    expect(rowOf('Order')).toBe('Buy 0.2 BTC · Limit');
    expect(rowOf('Time in force')).not.toMatch(/[a-z][A-Z]/);
  });

  it('after a quote expires: no price shown as valid, Enter refused with the reason, R offered', async () => {
    const api = await openDesk();
    fireEvent.click(screen.getByRole('radio', { name: 'Quote' }));
    fireEvent.change(quantityField(), { target: { value: '0.5' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    const past = new Date(Date.now() - 20_000).toISOString();
    const expired = new Date(Date.now() - 5_000).toISOString();
    await act(async () =>
      api.pending('trading.quote')[0]!.answer(ok({ quoteId: 9, symbol: 'BTC', currency: 'CHF', side: 'Buy', quantity: '0.5', price: '57000', createdAt: past, validUntil: expired })),
    );
    await flush();
    expect(rowOf('Estimated price')).toBe('Expired quote: press R for a new one');
    expect(rowOf('Cost')).toMatch(/^—/);
    expect(screen.getByTestId('quote-box').querySelector('s')?.textContent).toContain('57,000.00');
    const send = screen.getByRole('button', { name: 'Buy BTC' });
    fireEvent.submit(send.closest('form')!);
    await flush();
    expect(api.pending('trading.place')).toHaveLength(0);
    expect(screen.getByTestId('ticket-refusal').textContent).toBe('Not sent: the quote has expired. Press R for a new quote.');
    expect(screen.getByRole('button', { name: 'New quote (R)' })).toBeTruthy();
    // The expiry sentence is one block of text, not a flex row split around the key.
    expect(document.querySelector('.quote-expired')?.textContent).toBe('This quote has expired and can no longer be traded. Press R for a new quote.');
  });

  it('states a resting order\'s outcome in words with filled, remaining, average, commission and total', () => {
    const resting = order(5, { status: 'New', price: d('2700'), quantity: d('1'), leavesQuantity: d('1') });
    const { unmount } = render(<TicketOutcome result={{ clientOrderId: 'svco-5', outcome: 'acknowledged', order: resting }} pricePlaces={2} />);
    const text = screen.getByTestId('outcome-placed').textContent ?? '';
    expect(text).not.toContain('filled 0 at');
    expect(text).toContain('New · resting on the book');
    expect(text).toContain('Remaining1.00000000 BTC');
    expect(text).toContain('Average priceNo fill yet');
    expect(text).toContain('CommissionCharged at the fill');
    unmount();
    const filled = order(6, { status: 'Filled', orderType: 'Market', price: null, quantity: d('0.5'), cumulativeQuantity: d('0.5'), leavesQuantity: d('0'), lastPrice: d('57000'), commission: d('71.25'), commissionCurrency: 'CHF', settlementAmount: d('28500') });
    render(<TicketOutcome result={{ clientOrderId: 'svco-6', outcome: 'acknowledged', order: filled }} pricePlaces={2} />);
    const done = screen.getByTestId('outcome-placed').textContent ?? '';
    expect(done).toContain('Average price57,000.00 CHF');
    expect(done).toContain('Commission71.25 CHF');
    expect(done).toContain('Total28,500.00 CHF');
  });
});

describe('click to trade', () => {
  afterEach(cleanup);

  it('a click on the bid starts a limit sell at that price; 50 % fills half the available balance', async () => {
    await openDesk();
    fireEvent.click(screen.getByRole('button', { name: /^57,000\.10: sell BTC\/CHF at this limit/ }));
    await flush();
    expect((screen.getByRole('radio', { name: 'Sell' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Limit' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Limit price/) as HTMLInputElement).value).toBe('57000.10');
    fireEvent.click(screen.getByRole('button', { name: '50 %' }));
    await flush();
    expect(quantityField().value).toBe('1.25'); // half of the 2.5 BTC available
  });

  it('a click on the ask starts a limit buy; 100 % spends the available cash at the limit with room for the fee on top, rounded down', async () => {
    await openDesk();
    fireEvent.click(screen.getByRole('button', { name: /^57,010\.30: buy BTC\/CHF at this limit/ }));
    await flush();
    expect((screen.getByRole('radio', { name: 'Buy' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '100 %' }));
    await flush();
    // 100,000 CHF / (57,010.30 × 1.0025): the 0.25 % fee charged on top must fit too (1.754069 would not).
    expect(quantityField().value).toBe('1.7496947');
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    expect(screen.queryByText(/does not hold enough available CHF/)).toBeNull();
  });

  it('an amount in CHF becomes the quantity at the price, shown beside it; the review shows and sends that quantity', async () => {
    const api = await openDesk();
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    fireEvent.change(screen.getByLabelText(/^Limit price/), { target: { value: '57010.30' } });
    fireEvent.click(screen.getByRole('button', { name: 'In CHF' }));
    await flush();
    const amount = screen.getByLabelText(/^Amount \(CHF\)/) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '500' } });
    await flush();
    expect(screen.getByText(/= 0\.00877034 BTC/)).toBeTruthy();
    fireEvent.submit(amount.closest('form')!);
    await flush();
    expect(rowOf('Order')).toBe('Buy 0.00877034 BTC · Limit');
    expect(rowOf('Amount entered')).toContain('500 CHF');
    expect(rowOf('Amount entered')).toContain('sent as 0.00877034 BTC');
    fireEvent.submit(screen.getByRole('button', { name: 'Buy BTC' }).closest('form')!);
    await flush();
    const placed = api.calls.filter((call) => call.channel === 'trading.place');
    expect(placed).toHaveLength(1);
    expect((placed[0]!.input as { order: { quantity: string } }).order.quantity).toBe('0.00877034');
  });
});
