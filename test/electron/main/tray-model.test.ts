import { describe, expect, it } from 'vitest';
import type { TradingJournalEntry } from '../../../shared/ipc/schemas/trading';
import { trayModel, unknownOutcomeCount } from '../../../electron/main/tray-model';

const MENU_ACTIONS = [
  { label: 'Open SVC Desk', action: 'open' },
  { label: 'Check loans now', action: 'check-loans' },
  { separator: true },
  { label: 'Quit SVC Desk', action: 'quit' },
];

describe('trayModel', () => {
  it('says when all is well, with no menu bar text', () => {
    expect(trayModel({ loans: 'ok', unacknowledged: 0, unknownOrders: 0 })).toEqual({
      tooltip: 'SVC Desk — Loans: all OK — Orders: every outcome known',
      title: '',
      items: [{ label: 'Loans: all OK' }, { label: 'Orders: every outcome known' }, { separator: true }, ...MENU_ACTIONS],
    });
  });

  it('shows the worst loan state, unacknowledged alerts and orders of unknown outcome, in the menu bar too', () => {
    const model = trayModel({ loans: 'margin-call', unacknowledged: 2, unknownOrders: 3 });
    expect(model.items.slice(0, 2)).toEqual([{ label: 'Loans: MARGIN CALL · 2 alerts' }, { label: 'Orders: 3 with outcome unknown' }]);
    expect(model.title).toBe('MARGIN CALL · 3 unknown');
    expect(model.tooltip).toBe('SVC Desk — Loans: MARGIN CALL · 2 alerts — Orders: 3 with outcome unknown');
    const one = trayModel({ loans: 'ok', unacknowledged: 1, unknownOrders: 1 });
    expect(one.title).toBe('1 unknown');
    expect(one.items.slice(0, 2)).toEqual([{ label: 'Loans: all OK · 1 alert' }, { label: 'Orders: 1 with outcome unknown' }]);
    expect(trayModel({ loans: 'liquidation', unacknowledged: 0, unknownOrders: 0 }).title).toBe('LIQUIDATION');
  });

  it('does not claim the loans are fine before the watchdog checked them', () => {
    const model = trayModel({ loans: null, unacknowledged: 0, unknownOrders: 0 });
    expect(model.title).toBe('');
    expect(model.items[0]).toEqual({ label: 'Loans: not checked yet' });
  });

  it('status lines have no action; Open, Check loans now and Quit do', () => {
    const items = trayModel({ loans: 'warning', unacknowledged: 0, unknownOrders: 0 }).items;
    expect(items.filter((item) => 'action' in item).map((item) => ('action' in item ? item.action : null))).toEqual(['open', 'check-loans', 'quit']);
  });
});

describe('unknownOutcomeCount', () => {
  const entry = (kind: 'order' | 'cancel', state: TradingJournalEntry['state']): TradingJournalEntry => ({
    kind, id: `${kind}-${state}`, profileId: 'p', customer: '1', state, clientOrderId: null, cancelRequestId: null, request: {}, createdAt: '', updatedAt: '', sends: 1, order: null, message: null,
  });

  it('counts orders the journal has no final answer for, not cancels or settled orders', () => {
    const entries = [
      entry('order', 'pending-send'), entry('order', 'sent'), entry('order', 'unknown'), entry('order', 'reconciling'),
      entry('order', 'acknowledged'), entry('order', 'rejected'), entry('order', 'resolved'), entry('cancel', 'unknown'),
    ];
    expect(unknownOutcomeCount(entries)).toBe(4);
    expect(unknownOutcomeCount([])).toBe(0);
  });
});
