import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketOutcome } from '../../../renderer/src/trading/TicketOutcome';
import { TradingDesk } from '../../../renderer/src/trading/TradingDesk';
import { ok } from '../support/fake-api';
import { deskApi, KNOWN_RATE } from './desk-harness';
import { formatDate, setDateStyle } from '../../../renderer/src/format/datetime';
import type { Decimal } from '../../../shared/wire/decimal';
import { order } from './fixtures';
import { flush } from '../support/settle';

const d = (text: string): Decimal => text as Decimal;

const quantityField = (): HTMLInputElement => screen.getByLabelText(/^Quantity/) as HTMLInputElement;
const rowOf = (label: string): string => {
  const term = [...document.querySelectorAll('.review-row dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no review row ${label}`);
  return term.nextElementSibling!.textContent ?? '';
};

async function openDesk(...rest: Parameters<typeof deskApi> extends [unknown, ...infer R] ? R : never) {
  const api = await deskApi([{ customerNumber: '100101', name: 'Alpine Capital AG' }], ...rest);
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
      api.pending('trading.quote')[0]!.answer(
        ok({
          quoteId: 9,
          symbol: 'BTC',
          currency: 'CHF',
          side: 'Buy',
          quantity: '0.5',
          price: '57000',
          createdAt: past,
          validUntil: expired,
        }),
      ),
    );
    await flush();
    expect(rowOf('Estimated price')).toBe('Expired quote: press R for a new one');
    expect(rowOf('Cost')).toMatch(/^—/);
    expect(screen.getByTestId('quote-box').querySelector('s')?.textContent).toContain('57,000.00');
    const send = screen.getByRole('button', { name: 'Buy BTC' });
    fireEvent.submit(send.closest('form')!);
    await flush();
    expect(api.pending('trading.place')).toHaveLength(0);
    expect(screen.getByTestId('ticket-refusal').textContent).toBe(
      'Not sent: the quote has expired. Press R for a new quote.',
    );
    expect(screen.getByRole('button', { name: 'New quote (R)' })).toBeTruthy();
    // The expiry sentence is one block of text, not a flex row split around the key.
    expect(document.querySelector('.quote-expired')?.textContent).toBe(
      'This quote has expired and can no longer be traded. Press R for a new quote.',
    );
  });

  it("states a resting order's outcome in words with filled, remaining, average, commission and total", () => {
    const resting = order(5, { status: 'New', price: d('2700'), quantity: d('1'), leavesQuantity: d('1') });
    const { unmount } = render(
      <TicketOutcome result={{ clientOrderId: 'svco-5', outcome: 'acknowledged', order: resting }} pricePlaces={2} />,
    );
    const text = screen.getByTestId('outcome-placed').textContent ?? '';
    expect(text).not.toContain('filled 0 at');
    expect(text).toContain('New · resting on the book');
    expect(text).toContain('Remaining1.00000000 BTC');
    expect(text).toContain('Average priceNo fill yet');
    expect(text).toContain('CommissionCharged at the fill');
    unmount();
    const filled = order(6, {
      status: 'Filled',
      orderType: 'Market',
      price: null,
      quantity: d('0.5'),
      cumulativeQuantity: d('0.5'),
      leavesQuantity: d('0'),
      lastPrice: d('57000'),
      commission: d('71.25'),
      commissionCurrency: 'CHF',
      settlementAmount: d('28500'),
    });
    render(
      <TicketOutcome result={{ clientOrderId: 'svco-6', outcome: 'acknowledged', order: filled }} pricePlaces={2} />,
    );
    const done = screen.getByTestId('outcome-placed').textContent ?? '';
    expect(done).toContain('Average price57,000.00 CHF');
    expect(done).toContain('Cost28,500.00 CHF');
    expect(done).toContain('Commission71.25 CHF');
    expect(done).toContain('You pay28,571.25 CHF');
    expect(done).toContain('You receive0.50000000 BTC');
  });
});

describe('the commission rate comes from main, not from what the blotter shows', () => {
  afterEach(cleanup);

  it('with no order on the blotter, the review shows what a buy pays with the rate and its source, and 100 % is offered', async () => {
    await openDesk([], 0);
    const hundred = screen.getByRole('button', { name: '100 %' }) as HTMLButtonElement;
    expect(hundred.disabled).toBe(false);
    fireEvent.change(quantityField(), { target: { value: '0.2' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    // 0.2 × ask 57,010.30 = 11,402.06; 0.25 % on top = 28.5051, rounded up to 28.51.
    expect(rowOf('Commission rate')).toBe(`0.25 %your last BTC/CHF order's rate, ${formatDate(KNOWN_RATE.at)}`);
    expect(rowOf('Commission')).toMatch(/^28\.51 CHF/);
    expect(rowOf('You pay')).toBe('11,430.57 CHF');
  });

  it('says so when main knows no rate: the fee is charged at the fill, no amount is invented', async () => {
    await openDesk([], 0, null);
    fireEvent.change(quantityField(), { target: { value: '0.2' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    expect(rowOf('Commission rate')).toBe('Not known yetno earlier order of this customer; charged at the fill');
    expect(rowOf('You pay')).toBe('—');
  });
});

describe("after a fill: gross, commission and the net, in the review's words", () => {
  afterEach(cleanup);

  it("a sell's outcome shows the proceeds before commission, the commission deducted from them, and the net received", () => {
    const sold = order(7, {
      side: 'Sell',
      status: 'Filled',
      orderType: 'Market',
      price: null,
      quantity: d('0.2'),
      cumulativeQuantity: d('0.2'),
      leavesQuantity: d('0'),
      lastPrice: d('57000.10'),
      commission: d('28.51'),
      commissionCurrency: 'CHF',
      settlementAmount: d('11400.02'),
      isCommissionIncluded: false,
    });
    render(
      <TicketOutcome
        result={{ clientOrderId: 'svco-7', outcome: 'acknowledged', order: sold }}
        pricePlaces={2}
        cashPlaces={2}
      />,
    );
    expect(rowOf('Proceeds before commission')).toBe('11,400.02 CHFfilled quantity × price');
    expect(rowOf('Commission')).toBe('28.51 CHFdeducted from the proceeds');
    expect(rowOf('You sell')).toBe('0.20000000 BTC');
    // Not sent by the service here: worked out exactly as it settles (11,400.02 − 28.51).
    expect(rowOf('You receive')).toBe('11,371.51 CHFnet proceeds');
    expect(screen.getByTestId('outcome-placed').textContent).not.toContain('Total');
  });

  it('a sell with the fee taken from the BTC: gross of the whole quantity, the fee in BTC, paid for the rest', () => {
    const sold = order(8, {
      side: 'Sell',
      status: 'Filled',
      orderType: 'Market',
      price: null,
      quantity: d('0.2'),
      cumulativeQuantity: d('0.2'),
      leavesQuantity: d('0'),
      lastPrice: d('57000.10'),
      commission: d('0.0005'),
      commissionCurrency: 'BTC',
      settlementAmount: d('11371.51'),
      fromAmount: d('0.2'),
      toAmount: d('11371.51'),
      isCommissionIncluded: true,
    });
    render(
      <TicketOutcome
        result={{ clientOrderId: 'svco-8', outcome: 'acknowledged', order: sold }}
        pricePlaces={2}
        cashPlaces={2}
      />,
    );
    expect(rowOf('Proceeds before commission')).toMatch(/^11,400\.02 CHF/);
    expect(rowOf('Commission')).toBe('0.00050000 BTCdeducted from the BTC you sell; you are paid for the rest');
    expect(rowOf('You receive')).toBe('11,371.51 CHFnet proceeds');
  });

  it('the hint beside "Commission included" says what the service does for the side chosen', async () => {
    await openDesk();
    const hint = (): string => screen.getByText('Commission included').nextElementSibling!.textContent ?? '';
    expect(hint()).toBe('Off: the fee is added on top of the cost, in CHF.');
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    await flush();
    expect(hint()).toBe('Off: the fee is deducted from the proceeds, in CHF.');
    fireEvent.click(screen.getByText('Commission included'));
    await flush();
    expect(hint()).toBe('On: the fee is deducted from the BTC you sell; you are paid for the rest.');
  });
});

describe("the expiry in the app's date style", () => {
  afterEach(() => {
    cleanup();
    setDateStyle('locale');
  });

  it("is typed as the app writes dates (not the browser's picker), reviewed in that style and sent as the UTC instant of that local time", async () => {
    setDateStyle('locale', 'de-CH');
    const api = await openDesk();
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    fireEvent.change(quantityField(), { target: { value: '0.2' } });
    fireEvent.change(screen.getByLabelText(/^Limit price/), { target: { value: '50000' } });
    const expiry = screen.getByLabelText(/^Expires/) as HTMLInputElement;
    expect(expiry.type).toBe('text');
    expect(expiry.placeholder).toBe('dd.mm.yyyy hh:mm');
    fireEvent.change(expiry, { target: { value: '31.12.2099 9:05' } });
    fireEvent.blur(expiry);
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    expect(rowOf('Expires')).toBe('31.12.2099, 09:05local time');
    fireEvent.submit(screen.getByRole('button', { name: 'Buy BTC' }).closest('form')!);
    await flush();
    const [placed] = api.calls.filter((call) => call.channel === 'trading.place');
    expect((placed!.input as { order: { expireTime: string } }).order.expireTime).toBe(
      new Date(2099, 11, 31, 9, 5).toISOString().replace('.000Z', 'Z'),
    );
  });

  it('names the expected pattern when the text is not a date and time; ISO style reads ISO', async () => {
    setDateStyle('iso');
    await openDesk();
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    fireEvent.change(quantityField(), { target: { value: '0.2' } });
    fireEvent.change(screen.getByLabelText(/^Limit price/), { target: { value: '50000' } });
    const expiry = screen.getByLabelText(/^Expires/) as HTMLInputElement;
    expect(expiry.placeholder).toBe('yyyy-mm-dd hh:mm');
    fireEvent.change(expiry, { target: { value: '31.12.2099' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    expect(screen.getByText('Enter the expiry as a date and time: yyyy-mm-dd hh:mm')).toBeTruthy();
    fireEvent.change(expiry, { target: { value: '2099-12-31 09:05' } });
    fireEvent.submit(quantityField().closest('form')!);
    await flush();
    expect(rowOf('Expires')).toBe('2099-12-31 09:05local time');
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
