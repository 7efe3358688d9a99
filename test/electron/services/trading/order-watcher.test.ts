import { describe, expect, it } from 'vitest';
import { OrderWatcher, type TradingNotification } from '../../../../electron/services/trading/order-watcher';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import { DEFAULT_TRADING_SETTINGS, type TradingSettings } from '../../../../shared/ipc/schemas/trading';
import { fakeClient, orderFor, success } from './fake-client';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { messages as french } from '../../../../shared/i18n/catalogue/fr/index';
import { messages as italian } from '../../../../shared/i18n/catalogue/it/index';
import { englishLeft } from '../helpers/english-left';
import { createTranslator } from '../../../../shared/i18n/translator';

const body = {
  symbol: 'BTC',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Limit',
  timeInForce: 'GoodTillCancel',
  quantity: '1',
  fromAccount: 1,
  transactionTime: '2026-01-01T00:00:00Z',
};

function order(id: number, status: TradingOrder['status'], cumulativeQuantity = '0'): TradingOrder {
  return {
    ...orderFor({ ...body, clientOrderId: `c-${id}` }, id, status),
    cumulativeQuantity: cumulativeQuantity as TradingOrder['cumulativeQuantity'],
  };
}

function setup(settings: TradingSettings = DEFAULT_TRADING_SETTINGS) {
  let open: TradingOrder[] = [];
  const final = new Map<number, TradingOrder>();
  const client = fakeClient({
    'trading.listOrders': () => success({ content: open, count: open.length }),
    'trading.getOrder': (input) => success(final.get(Number(input.params?.id))),
  });
  const emitted: TradingOrder[] = [];
  const notified: TradingNotification[] = [];
  const watcher = new OrderWatcher({
    clientFor: async () => client,
    settings: () => settings,
    emit: (_p, _c, value) => emitted.push(value),
    notify: (value) => notified.push(value),
  });
  return { watcher, emitted, notified, client, setOpen: (orders: TradingOrder[]) => (open = orders), final };
}

describe('order watcher', () => {
  it('takes a baseline silently, then announces partial fills, fills, cancels and expiries', async () => {
    const { watcher, emitted, notified, setOpen, final } = setup();
    watcher.watch('p', '1');
    watcher.stop(); // polled by hand below
    setOpen([order(1, 'New'), order(2, 'New'), order(3, 'New'), order(4, 'New')]);
    await watcher.pollNow();
    expect(emitted).toEqual([]);
    expect(notified).toEqual([]);

    setOpen([order(1, 'PartiallyFilled', '0.4'), order(2, 'New'), order(3, 'New')]);
    final.set(4, order(4, 'Expired'));
    await watcher.pollNow();
    expect(notified.map((n) => n.kind)).toEqual(['partialFills', 'expiries']);
    expect(ENGLISH.format(notified[0]!.body)).toContain('0.4 of 1 BTC');
    // The words are put into the user's language when shown.
    const de = createTranslator('de', 'de-CH', german);
    expect(de.format(notified[0]!.title)).toBe('Auftrag teilweise ausgeführt');
    expect(de.format(notified[0]!.body)).toMatch(/^0\.4 von 1 BTC ausgeführt.*\(Auftrag \d+\)\.$/);
    expect(de.format(notified[1]!.title)).toBe('Auftrag abgelaufen');

    setOpen([]);
    final.set(1, order(1, 'Filled', '1'));
    final.set(2, order(2, 'Cancelled'));
    final.set(3, order(3, 'Rejected'));
    await watcher.pollNow();
    expect(notified.map((n) => n.kind)).toEqual(['partialFills', 'expiries', 'fills', 'cancels', 'rejects']);
    expect(emitted.map((o) => `${o.orderId}:${o.status}`)).toEqual([
      '1:PartiallyFilled',
      '4:Expired',
      '1:Filled',
      '2:Cancelled',
      '3:Rejected',
    ]);
    // Nothing new: nothing announced again.
    await watcher.pollNow();
    expect(notified).toHaveLength(5);
    // Every kind in French and Italian too: no English word left in a title or a body.
    for (const translator of [createTranslator('fr', 'fr-CH', french), createTranslator('it', 'it-CH', italian)])
      for (const notification of notified)
        for (const part of [notification.title, notification.body])
          expect(englishLeft(translator.format(part), ENGLISH.format(part)), translator.format(part)).toEqual([]);
  });

  it('respects the switch per kind', async () => {
    const settings = {
      ...DEFAULT_TRADING_SETTINGS,
      notifications: { ...DEFAULT_TRADING_SETTINGS.notifications, fills: false },
    };
    const { watcher, notified, emitted } = setup(settings);
    watcher.observe('p', '1', order(7, 'Filled', '1'));
    watcher.observe('p', '1', order(8, 'Rejected'));
    expect(emitted).toHaveLength(2);
    expect(notified.map((n) => n.kind)).toEqual(['rejects']);
    watcher.stop();
  });

  it('drops a poll answered after the watched customer changed', async () => {
    const { watcher, emitted, setOpen } = setup();
    watcher.watch('p', '1');
    watcher.stop();
    setOpen([order(1, 'New')]);
    await watcher.pollNow();
    setOpen([order(1, 'PartiallyFilled', '0.5')]);
    const polling = watcher.pollNow();
    watcher.watch('p', '2');
    await polling;
    expect(emitted).toEqual([]);
  });
});
