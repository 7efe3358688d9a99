import { describe, expect, it } from 'vitest';
import type { Result, ServiceError } from '../../../../shared/api/errors';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import { afterSend, reconcileCancel, reconcileOrder } from '../../../../electron/services/trading/reconciler';
import type { ReconcileContext } from '../../../../electron/services/trading/reconciler';
import type { JournalRecord } from '../../../../electron/services/trading/journal';
import { journalRecordSchema, newJournalRecord } from '../../../../electron/services/trading/journal';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { saidIn } from '../../../../shared/i18n/said';
import { createTranslator } from '../../../../shared/i18n/translator';
import { failure, fakeClient, orderFor, success } from './fake-client';

// The order journal's words (why an outcome is unknown, why an order was not placed) are catalogue words, kept as
// they are and put into the reader's language when shown: a German reader gets none of the English sentence.
const GERMAN = createTranslator('de', 'de-CH', german);
const REQUEST = {
  symbol: 'BTC',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Market',
  timeInForce: 'ImmediateOrCancel',
  quantity: '0.25',
  fromAccount: 11,
  clientOrderId: 'svc-words-1',
};
const NOW = new Date('2026-03-02T10:00:00.000Z');

function orderEntry(createdAt = NOW): JournalRecord {
  return newJournalRecord(
    {
      kind: 'order',
      id: REQUEST.clientOrderId,
      profileId: 'p',
      customer: 'ACME-CUS-100001',
      clientOrderId: REQUEST.clientOrderId,
      request: REQUEST,
    },
    createdAt,
    null,
  );
}

function contextWith(handlers: Parameters<typeof fakeClient>[0]): ReconcileContext {
  return {
    client: fakeClient(handlers),
    now: () => NOW,
    timeoutMs: 1_000,
    maxResendAgeMs: 60_000,
    save: async () => undefined,
    learned: () => undefined,
  };
}

function serviceError(result: Result<never>): ServiceError {
  if (result.ok) throw new Error('a failure was expected');
  return result.error;
}

function read(entry: JournalRecord): { english: string; german: string } {
  expect(entry.message).not.toBeNull();
  const words = entry.message ?? '';
  // Catalogue words, not text: a journal line keeps the Message, read again in whatever language is shown.
  expect(typeof words).toBe('object');
  return { english: saidIn(words, ENGLISH), german: saidIn(words, GERMAN) };
}

describe('the order journal’s words', () => {
  it('an unknown outcome of the first send reads in German, the service’s reason kept as it said it', () => {
    const next = afterSend(
      orderEntry(),
      { kind: 'unknown', error: serviceError(failure('timeout', undefined, 'E-42')) },
      'acknowledged',
    );
    const { english, german: text } = read(next);
    expect(english).toBe('Outcome unknown: E-42 Checking with the service; it will not be sent twice.');
    expect(text).toContain('E-42');
    expect(text).toContain('Ergebnis unbekannt');
    expect(text).not.toMatch(/Outcome|unknown|Checking|sent twice/);
  });

  it('a still undetermined outcome reads in German', async () => {
    const ctx = contextWith({
      'trading.getOrder': () => failure('server', 503, 'E-503'),
      'trading.listOrders': () => failure('server', 503, 'E-503'),
    });
    const next = await reconcileOrder(ctx, { ...orderEntry(), state: 'unknown' });
    const { english, german: text } = read(next);
    expect(english).toBe('Outcome unknown: E-503 Checking again shortly.');
    expect(text).toBe('Ergebnis unbekannt: E-503 Wird in Kürze erneut geprüft.');
  });

  it('a clientOrderId that belongs to another order: not placed, the other order’s side in German words', async () => {
    const ctx = contextWith({
      'trading.getOrder': () => success(orderFor({ ...REQUEST, side: 'Sell', quantity: '2' }, 77)),
    });
    const next = await reconcileOrder(ctx, { ...orderEntry(), state: 'unknown' });
    expect(next.state).toBe('rejected');
    const { english, german: text } = read(next);
    expect(english).toBe('Not placed: clientOrderId "svc-words-1" already belongs to order 77 (Sell 2 BTC).');
    expect(text).toContain('Verkauf 2 BTC');
    expect(text).toContain('Nicht erteilt');
    expect(text).not.toMatch(/Not placed|Sell|belongs/);
  });

  it('an order the service never received and too old to send: not placed, in German', async () => {
    const ctx = contextWith({ 'trading.getOrder': () => failure('not-found', 404) });
    const old = orderEntry(new Date(NOW.getTime() - 10 * 60_000));
    const next = await reconcileOrder(ctx, { ...old, state: 'unknown' });
    expect(next.state).toBe('rejected');
    const { english, german: text } = read(next);
    expect(english).toContain('Not placed: the service never received this order');
    expect(text).toContain('Nicht erteilt: Der Dienst hat diesen Auftrag nie erhalten');
    expect(text).not.toMatch(/Not placed|never received|too old/);
  });

  it('a cancel of an order already filled reads in German, the status in German words', async () => {
    const ctx = contextWith({ 'trading.getOrder': () => success(orderFor(REQUEST, 78, 'Filled')) });
    const entry = newJournalRecord(
      {
        kind: 'cancel',
        id: 'svcc-1',
        profileId: 'p',
        customer: 'ACME-CUS-100001',
        clientOrderId: null,
        request: { account: 11, orderId: 78, cancelRequestId: 'svcc-1' },
      },
      NOW,
      null,
    );
    const next = await reconcileCancel(ctx, { ...entry, state: 'unknown' });
    const { english, german: text } = read(next);
    expect(english).toBe('Order 78 is Filled; there was nothing left to cancel.');
    expect(text).not.toMatch(/Order|Filled|nothing/);
  });

  it('a journal line an older version wrote (its words as text) is still read, its words shown as they are', () => {
    const line = { ...orderEntry(), state: 'rejected', message: 'Not placed: written by an older version.' };
    const parsed = journalRecordSchema.parse(JSON.parse(JSON.stringify(line)));
    expect(saidIn(parsed.message ?? '', GERMAN)).toBe('Not placed: written by an older version.');
    // And a line this version writes comes back as the same Message.
    const kept = afterSend(
      orderEntry(),
      { kind: 'exists', error: serviceError(failure('conflict', 409)) },
      'acknowledged',
    );
    const again = journalRecordSchema.parse(JSON.parse(JSON.stringify(kept)));
    expect(again.message).toEqual(kept.message);
  });
});
