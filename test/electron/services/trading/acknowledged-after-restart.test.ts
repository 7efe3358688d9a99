import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createTradingService,
  type TradingServiceOptions,
} from '../../../../electron/services/trading/trading-service';
import type { TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import { passingGuards } from '../helpers/guards';
import { useTempDirs } from '../helpers/temp-dir';
import { failure, fakeClient, orderFor, success } from './fake-client';
import { said } from '../helpers/notice-words';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import { messages as deMessages } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator, type Translator } from '../../../../shared/i18n/translator';

const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';
const CUSTOMER = 'ACME-CUS-100001';
const tempDir = useTempDirs();
const order: TradingOrderRequest = {
  symbol: 'BTC',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Limit',
  timeInForce: 'GoodTillCancel',
  quantity: '0.5',
  limitPrice: '20000',
  fromAccount: 11,
};

async function serviceIn(
  dataDir: string,
  client: ReturnType<typeof fakeClient>,
  notices: string[],
  translator: Translator = ENGLISH,
) {
  const options: TradingServiceOptions = {
    dataDir,
    activeClient: async () => client,
    anyClient: async () => client,
    customerOf: async () => ({ customerNumber: CUSTOMER, name: 'Acme' }),
    notice: (notice) => notices.push(`${said(notice.title, translator)}: ${said(notice.message, translator)}`),
    tuning: { sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 }, startupWaitMs: 200 },
    guards: await passingGuards(dataDir),
  };
  return createTradingService(options);
}

/** A data folder whose journal holds one order the service acknowledged as New (still open) in an earlier session. */
async function acknowledgedEarlier(): Promise<{ dataDir: string; clientOrderId: string }> {
  const dataDir = await tempDir();
  const client = fakeClient({ 'trading.placeOrder': (input) => success(orderFor(input.body ?? {}, 7, 'New')) });
  const first = await serviceIn(dataDir, client, []);
  const placed = await first.place(PROFILE, CUSTOMER, randomUUID(), order);
  expect(placed.outcome).toBe('acknowledged');
  await first.close();
  return { dataDir, clientOrderId: placed.clientOrderId };
}

describe('an acknowledged order still open, after a restart', () => {
  it('is confirmed once with the service: gone there, it is journaled and said in a notice, never sent again', async () => {
    const { dataDir, clientOrderId } = await acknowledgedEarlier();
    const client = fakeClient({ 'trading.getOrder': () => failure('not-found', 404) });
    const notices: string[] = [];
    const service = await serviceIn(dataDir, client, notices);
    await service.orders.confirmedAfterRestart();
    expect(client.calls.map((call) => call.name)).toEqual(['trading.getOrder']);
    expect(client.calls[0]?.input.params).toEqual({ id: clientOrderId });
    expect(notices).toEqual([
      expect.stringContaining(
        `An acknowledged order is missing at the service: The service acknowledged order ${clientOrderId}`,
      ),
    ]);
    const journaled = service.orders.entries().find((entry) => entry.id === clientOrderId);
    expect(journaled?.state).toBe('acknowledged');
    // Catalogue words in the journal: the entry reads in the reader's language, like the notice.
    expect(said(journaled?.message ?? '', ENGLISH)).toContain('It was not sent again');
    expect(said(journaled?.message ?? '', createTranslator('de', 'de-CH', deMessages))).toContain(
      'Er wurde nicht erneut gesendet',
    );
    await service.close();

    // Once: the next start asks nothing.
    const again = fakeClient({});
    const third = await serviceIn(dataDir, again, []);
    await third.orders.confirmedAfterRestart();
    expect(again.calls).toEqual([]);
    await third.close();
  });

  it('says so in the reader’s language (German), the order and its side in German words', async () => {
    const { dataDir, clientOrderId } = await acknowledgedEarlier();
    const client = fakeClient({ 'trading.getOrder': () => failure('not-found', 404) });
    const notices: string[] = [];
    const service = await serviceIn(dataDir, client, notices, createTranslator('de', 'de-CH', deMessages));
    await service.orders.confirmedAfterRestart();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      new RegExp(
        `^Ein bestätigter Auftrag fehlt beim Dienst: Der Dienst hat den Auftrag ${clientOrderId} \\((Kauf|Verkauf) `,
      ),
    );
    expect(notices[0]).not.toMatch(/\b(order|acknowledged|service|Buy|Sell)\b/);
    await service.close();
  });

  it('found there: its latest state is journaled, and it is not asked about again', async () => {
    const { dataDir, clientOrderId } = await acknowledgedEarlier();
    const client = fakeClient({
      'trading.getOrder': () => success(orderFor({ ...order, clientOrderId }, 7, 'Filled')),
    });
    const notices: string[] = [];
    const service = await serviceIn(dataDir, client, notices);
    await service.orders.confirmedAfterRestart();
    expect(notices).toEqual([]);
    await service.close();
    const again = fakeClient({});
    const next = await serviceIn(dataDir, again, []);
    await next.orders.confirmedAfterRestart();
    expect(next.orders.entries().find((entry) => entry.id === clientOrderId)?.order?.status).toBe('Filled');
    expect(again.calls).toEqual([]);
    await next.close();
  });
});
