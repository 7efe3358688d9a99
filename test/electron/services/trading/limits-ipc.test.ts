import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { rawRead } from '../../ipc/raw-read';
import {
  CANNOT_CONFIRM,
  type ConfirmPort,
  type ConfirmRequest,
} from '../../../../electron/services/confirm/confirm-port';
import { TRADING_FILES } from '../../../../electron/services/trading/trading-service';
import type { MarketData, TradingAccount } from '../../../../shared/api/schemas/trading';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import { messages as germanMessages } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import { SIMULATOR_LIMITS, type TradingLimits } from '../../../../shared/trading/limits';
import { startApp, useSharedSimulator } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const { start } = useSharedSimulator();

/** A confirm port that records what it was asked and answers as told. */
function recordingConfirm(answer: boolean): ConfirmPort & { asked: ConfirmRequest[] } {
  const asked: ConfirmRequest[] = [];
  return { available: true, asked, ask: async (request) => (asked.push(request), answer) };
}

async function appWith(confirm?: ConfirmPort) {
  const dataDir = await tempDir();
  const app = await startApp({
    dataDir,
    store: new MemorySecretStore(),
    start,
    services: { confirm: confirm ?? CANNOT_CONFIRM },
  });
  const { profileId, selectedCustomer } = await app.value<CustomerList>('customers.reachable');
  const accounts = await app.value<TradingAccount[]>('trading.accounts', { profileId });
  const chf = accounts.find((account) => account.assetSymbol === 'CHF')?.account as number;
  const read = await rawRead(app.services, 'trading.marketData', {
    profileId,
    query: { symbols: ['BTC'], currency: 'CHF' },
  });
  const [book] = (read.ok ? read.value : []) as MarketData[];
  const ask = new Big(book?.ask ?? '0');
  const order = (chfValue: number) => ({
    symbol: 'BTC',
    currency: 'CHF',
    side: 'Buy',
    orderType: 'Limit',
    timeInForce: 'GoodTillCancel',
    quantity: new Big(chfValue).div(ask).round(4).toFixed(),
    limitPrice: ask.times('0.95').round(0).toFixed(),
    fromAccount: chf,
  });
  return { app, dataDir, profileId, customer: selectedCustomer as string, order };
}

describe('pre-trade limits through the IPC channels', () => {
  it("a page may lower a limit but never raise one without main's own confirmation", async () => {
    const { app, profileId } = await appWith();
    try {
      expect(await app.value<TradingLimits>('trading.limits', { profileId })).toEqual(SIMULATOR_LIMITS);
      const lower = { ...SIMULATOR_LIMITS, maxOrderValue: '2000', confirmAbove: '1000' };
      expect(await app.value('trading.setLimits', { profileId, limits: lower })).toEqual(lower);
      const raised = await app.dispatch('trading.setLimits', {
        profileId,
        limits: { ...lower, maxOrderValue: '5000' },
      });
      expect(raised).toMatchObject({
        ok: false,
        error: { kind: 'limit', message: expect.stringContaining('desk limits set') },
      });
      expect(await app.value('trading.limits', { profileId })).toEqual(lower);
      // No "unlimited": a missing or zero limit is invalid input.
      expect(
        await app.dispatch('trading.setLimits', { profileId, limits: { ...lower, maxDailyValue: '0' } }),
      ).toMatchObject({ ok: false, error: { kind: 'validation' } });
    } finally {
      await app.services.shutdown();
    }
  }, 60_000);

  it("raising asks main's confirmation with old and new values; a declined one changes nothing", async () => {
    const declined = recordingConfirm(false);
    const first = await appWith(declined);
    try {
      const result = await first.app.dispatch('trading.setLimits', {
        profileId: first.profileId,
        limits: { ...SIMULATOR_LIMITS, maxOrdersPerMinute: 60 },
      });
      expect(result).toMatchObject({ ok: false, error: { kind: 'limit' } });
      expect(declined.asked[0]?.detail).toBe('Orders per minute: 30 → 60');
      expect(await first.app.value('trading.limits', { profileId: first.profileId })).toEqual(SIMULATOR_LIMITS);
    } finally {
      await first.app.services.shutdown();
    }
    const accepted = recordingConfirm(true);
    const second = await appWith(accepted);
    try {
      expect(
        await second.app.value('trading.setLimits', {
          profileId: second.profileId,
          limits: { ...SIMULATOR_LIMITS, maxOrdersPerMinute: 60 },
        }),
      ).toMatchObject({ maxOrdersPerMinute: 60 });
      expect(JSON.parse(await readFile(join(second.dataDir, TRADING_FILES.limits), 'utf8'))).toMatchObject({
        version: 1,
        profiles: { [second.profileId]: { maxOrdersPerMinute: 60 } },
      });
    } finally {
      await second.app.services.shutdown();
    }
  }, 60_000);

  it('the raise is asked in the dialog’s language, each limit named as the limits form names it', async () => {
    const asked: ConfirmRequest[] = [];
    const german: ConfirmPort = {
      available: true,
      translator: () => createTranslator('de', 'de-CH', germanMessages),
      ask: async (request) => (asked.push(request), false),
    };
    const { app, profileId } = await appWith(german);
    try {
      await app.dispatch('trading.setLimits', { profileId, limits: { ...SIMULATOR_LIMITS, maxOrdersPerMinute: 60 } });
      expect(asked[0]?.detail).toBe('Aufträge pro Minute: 30 → 60');
    } finally {
      await app.services.shutdown();
    }
  }, 60_000);

  it('an order above the threshold: refused without a confirm port, asked with the order in words, declined = not journaled', async () => {
    const none = await appWith();
    try {
      const refused = await none.app.dispatch('trading.place', {
        profileId: none.profileId,
        customer: none.customer,
        ticketId: randomUUID(),
        order: none.order(600_000),
      });
      expect(refused).toMatchObject({
        ok: false,
        error: { kind: 'limit', message: expect.stringContaining('confirmation threshold of CHF 500,000.00') },
      });
      const tooBig = await none.app.dispatch('trading.place', {
        profileId: none.profileId,
        customer: none.customer,
        ticketId: randomUUID(),
        order: none.order(1_200_000),
      });
      expect(tooBig).toMatchObject({
        ok: false,
        error: {
          kind: 'limit',
          details: { limit: 'max-order-value' },
          message: expect.stringMatching(
            /^Order value CHF 1,[12]\d\d,\d{3}\.\d\d is above this profile's limit of CHF 1,000,000\.00 per order/,
          ),
        },
      });
      await expect(readFile(join(none.dataDir, TRADING_FILES.journal), 'utf8').catch(() => '')).resolves.toBe('');
    } finally {
      await none.app.services.shutdown();
    }
    const declined = recordingConfirm(false);
    const asking = await appWith(declined);
    try {
      const result = await asking.app.dispatch('trading.place', {
        profileId: asking.profileId,
        customer: asking.customer,
        ticketId: randomUUID(),
        order: asking.order(600_000),
      });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'limit', message: 'The order was not confirmed; nothing was sent.' },
      });
      expect(declined.asked[0]).toMatchObject({
        message: expect.stringMatching(/^Buy [\d.]+ BTC for CHF /),
        detail: expect.stringContaining(`Customer: ${asking.customer}`),
      });
      await expect(readFile(join(asking.dataDir, TRADING_FILES.journal), 'utf8').catch(() => '')).resolves.toBe('');
    } finally {
      await asking.app.services.shutdown();
    }
  }, 60_000);
});
