import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TradingPlaceResult } from '../../../shared/ipc/schemas/trading';
import {
  editTicket,
  enterTicket,
  requestQuote,
  resetTicketStore,
  reviewTicket,
  sendTicket,
  useTicketStep,
} from '../../../renderer/src/trading/ticket-store';
import { renderHook } from '@testing-library/react';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { BTC_CHF, order } from './fixtures';

const A = { profileId: '11111111-1111-4111-8111-111111111111', revision: 0, customer: '100101' };
const B = { ...A, customer: '100202' };

function ready(): void {
  enterTicket(A);
  editTicket({ quantity: '0.5', fromAccount: 1001 });
  reviewTicket();
}

const placed = (id: number): TradingPlaceResult => ({
  clientOrderId: `svco-${id}`,
  outcome: 'acknowledged',
  order: order(id),
});

describe('ticket store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetTicketStore();
  });
  afterEach(() => resetTicketStore());

  it('sends one order for a double Enter, named by the ticket instance', async () => {
    ready();
    const first = sendTicket(A, BTC_CHF);
    const second = sendTicket(A, BTC_CHF);
    const calls = api.pending('trading.place');
    expect(calls).toHaveLength(1);
    const input = calls[0]!.input as { ticketId: string; customer: string; order: Record<string, unknown> };
    expect(input.customer).toBe('100101');
    expect(input.ticketId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(input.order).toMatchObject({
      symbol: 'BTC',
      currency: 'CHF',
      quantity: '0.5',
      fromAccount: 1001,
      orderType: 'Market',
    });
    calls[0]!.answer(ok(placed(7)));
    await Promise.all([first, second]);
    expect(renderHook(() => useTicketStep()).result.current).toBe('done');
  });

  it('keeps the ticketId when main refused before sending, so a retry cannot make a second order', async () => {
    ready();
    const send = sendTicket(A, BTC_CHF);
    const [call] = api.pending('trading.place');
    call!.answer({ ok: false, error: { kind: 'internal', message: 'bridge down' } });
    await send;
    expect(renderHook(() => useTicketStep()).result.current).toBe('review');
    void sendTicket(A, BTC_CHF);
    const [retry] = api.pending('trading.place');
    expect((retry!.input as { ticketId: string }).ticketId).toBe((call!.input as { ticketId: string }).ticketId);
  });

  it('never sends a quote-then-trade once its quote expired', async () => {
    enterTicket(A);
    editTicket({ orderType: 'PreviouslyQuoted', quantity: '0.5', fromAccount: 1001 });
    reviewTicket();
    const quoting = requestQuote(A, BTC_CHF);
    api.pending('trading.quote')[0]!.answer(
      ok({
        quoteId: 9,
        symbol: 'BTC',
        currency: 'CHF',
        side: 'Buy',
        quantity: '0.5',
        price: '57000',
        createdAt: '2026-11-25T10:00:00Z',
        validUntil: '2026-11-25T10:00:15Z',
      }),
    );
    await quoting;
    await sendTicket(A, BTC_CHF, Date.parse('2026-11-25T10:00:15Z'));
    expect(api.pending('trading.place')).toHaveLength(0);
    void sendTicket(A, BTC_CHF, Date.parse('2026-11-25T10:00:14Z'));
    expect((api.pending('trading.place')[0]!.input as { order: { quoteId: number } }).order.quoteId).toBe(9);
  });

  it("gives another customer a fresh ticket and drops the old customer's late answer", async () => {
    ready();
    const send = sendTicket(A, BTC_CHF);
    enterTicket(B);
    api.pending('trading.place')[0]!.answer(ok(placed(8)));
    await send;
    expect(renderHook(() => useTicketStep()).result.current).toBe('edit');
  });
});
