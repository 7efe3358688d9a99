import { describe, expect, it } from 'vitest';
import type { TradingJournalEntry } from '../../../shared/ipc/schemas/trading';
import { trayBatch, trayModel, unknownOutcomeCount } from '../../../electron/main/tray-model';
import { ENGLISH } from '../../../electron/services/i18n/english';
import { messages as german } from '../../../shared/i18n/catalogue/de/index';
import { messages as french } from '../../../shared/i18n/catalogue/fr/index';
import { messages as italian } from '../../../shared/i18n/catalogue/it/index';
import { englishLeft } from '../services/helpers/english-left';
import { createTranslator } from '../../../shared/i18n/translator';

const MENU_ACTIONS = [
  { label: 'Open SVC Desk', action: 'open' },
  { label: 'Check loans now', action: 'check-loans' },
  { separator: true },
  { label: 'Quit SVC Desk', action: 'quit' },
];

describe('trayModel', () => {
  it('says when all is well, with no menu bar text', () => {
    expect(trayModel({ loans: 'ok', unacknowledged: 0, unknownOrders: 0 }, ENGLISH)).toEqual({
      tooltip: 'SVC Desk — Loans: all OK — Orders: every outcome known',
      title: '',
      items: [
        { label: 'Loans: all OK' },
        { label: 'Orders: every outcome known' },
        { separator: true },
        ...MENU_ACTIONS,
      ],
    });
  });

  it('shows the worst loan state, unacknowledged alerts and orders of unknown outcome, in the menu bar too', () => {
    const model = trayModel({ loans: 'margin-call', unacknowledged: 2, unknownOrders: 3 }, ENGLISH);
    expect(model.items.slice(0, 2)).toEqual([
      { label: 'Loans: MARGIN CALL · 2 alerts' },
      { label: 'Orders: 3 with outcome unknown' },
    ]);
    expect(model.title).toBe('MARGIN CALL · 3 unknown');
    expect(model.tooltip).toBe('SVC Desk — Loans: MARGIN CALL · 2 alerts — Orders: 3 with outcome unknown');
    const one = trayModel({ loans: 'ok', unacknowledged: 1, unknownOrders: 1 }, ENGLISH);
    expect(one.title).toBe('1 unknown');
    expect(one.items.slice(0, 2)).toEqual([
      { label: 'Loans: all OK · 1 alert' },
      { label: 'Orders: 1 with outcome unknown' },
    ]);
    expect(trayModel({ loans: 'liquidation', unacknowledged: 0, unknownOrders: 0 }, ENGLISH).title).toBe('LIQUIDATION');
  });

  it('does not claim the loans are fine before the watchdog checked them', () => {
    const model = trayModel({ loans: null, unacknowledged: 0, unknownOrders: 0 }, ENGLISH);
    expect(model.title).toBe('');
    expect(model.items[0]).toEqual({ label: 'Loans: not checked yet' });
  });

  it('status lines have no action; Open, Check loans now and Quit do', () => {
    const items = trayModel({ loans: 'warning', unacknowledged: 0, unknownOrders: 0 }, ENGLISH).items;
    expect(items.filter((item) => 'action' in item).map((item) => ('action' in item ? item.action : null))).toEqual([
      'open',
      'check-loans',
      'quit',
    ]);
  });
});

describe('trayModel in German', () => {
  const de = createTranslator('de', 'de-CH', german);

  it('says the loans’ state, the alerts and the orders of unknown outcome in German, tooltip and menu alike', () => {
    const model = trayModel({ loans: 'margin-call', unacknowledged: 2, unknownOrders: 1 }, de);
    expect(model.tooltip).toBe('SVC Desk — Kredite: NACHSCHUSS · 2 Warnungen — Aufträge: 1 mit unbekanntem Ergebnis');
    expect(model.title).toBe('NACHSCHUSS · 1 unbekannt');
    expect(model.items.flatMap((item) => ('label' in item ? [item.label] : []))).toEqual([
      'Kredite: NACHSCHUSS · 2 Warnungen',
      'Aufträge: 1 mit unbekanntem Ergebnis',
      'SVC Desk öffnen',
      'Kredite jetzt prüfen',
      'SVC Desk beenden',
    ]);
    expect(trayModel({ loans: null, unacknowledged: 1, unknownOrders: 0 }, de).items.slice(0, 2)).toEqual([
      { label: 'Kredite: noch nicht geprüft · 1 Warnung' },
      { label: 'Aufträge: jedes Ergebnis bekannt' },
    ]);
  });
});

describe('trayModel in French and Italian', () => {
  const statuses = [
    { loans: null, unacknowledged: 0, unknownOrders: 0 },
    { loans: 'ok', unacknowledged: 0, unknownOrders: 0 },
    { loans: 'warning', unacknowledged: 1, unknownOrders: 1 },
    { loans: 'margin-call', unacknowledged: 2, unknownOrders: 3 },
    { loans: 'liquidation', unacknowledged: 0, unknownOrders: 1 },
  ] as const;
  const everything = (model: ReturnType<typeof trayModel>) =>
    [model.tooltip, model.title, ...model.items.flatMap((item) => ('label' in item ? [item.label] : []))].join(' | ');

  for (const [language, locale, messages] of [
    ['fr', 'fr-CH', french],
    ['it', 'it-CH', italian],
  ] as const) {
    it(`says every state in ${language}, tooltip, menu bar and menu, with no English word`, () => {
      const translator = createTranslator(language, locale, messages);
      for (const status of statuses) {
        const shown = everything(trayModel(status, translator));
        expect(englishLeft(shown, everything(trayModel(status, ENGLISH))), shown).toEqual([]);
      }
    });
  }

  it('reads as a French and an Italian office writes it', () => {
    const status = { loans: 'margin-call', unacknowledged: 2, unknownOrders: 1 } as const;
    expect(trayModel(status, createTranslator('fr', 'fr-CH', french)).tooltip).toMatch(/^SVC Desk — Crédits/);
    expect(trayModel(status, createTranslator('it', 'it-CH', italian)).tooltip).toMatch(/^SVC Desk — Crediti/);
  });
});

describe('unknownOutcomeCount', () => {
  const entry = (kind: 'order' | 'cancel', state: TradingJournalEntry['state']): TradingJournalEntry => ({
    kind,
    id: `${kind}-${state}`,
    profileId: 'p',
    customer: '1',
    state,
    clientOrderId: null,
    cancelRequestId: null,
    request: {},
    createdAt: '',
    updatedAt: '',
    sends: 1,
    order: null,
    message: null,
  });

  it('counts orders the journal has no final answer for, not cancels or settled orders', () => {
    const entries = [
      entry('order', 'pending-send'),
      entry('order', 'sent'),
      entry('order', 'unknown'),
      entry('order', 'reconciling'),
      entry('order', 'acknowledged'),
      entry('order', 'rejected'),
      entry('order', 'resolved'),
      entry('cancel', 'unknown'),
    ];
    expect(unknownOutcomeCount(entries)).toBe(4);
    expect(unknownOutcomeCount([])).toBe(0);
  });

  it('shows a month-end run in progress: statements done of how many, failures, the time left', () => {
    const running = trayModel(
      {
        loans: 'ok',
        unacknowledged: 0,
        unknownOrders: 0,
        batch: { done: 1200, failed: 0, total: 4000, etaMs: 61_000 },
      },
      ENGLISH,
    );
    expect(running.tooltip).toBe(
      'SVC Desk — Loans: all OK — Orders: every outcome known — Month-end run: 1,200 of 4,000 statements done — about 2 minutes left',
    );
    expect(running.items.slice(2, 4)).toEqual([
      { label: 'Month-end run: 1,200 of 4,000 statements done' },
      { label: 'about 2 minutes left' },
    ]);
    const failing = trayModel(
      { loans: 'ok', unacknowledged: 0, unknownOrders: 0, batch: { done: 3, failed: 2, total: 10, etaMs: null } },
      createTranslator('de', 'de-CH', german),
    );
    expect(failing.tooltip).toContain('Monatsabschluss: 3 von 10 Auszügen erstellt, 2 fehlgeschlagen');
    expect(failing.tooltip).not.toContain('Minute');
  });

  it('counts a run only while it is in progress here', () => {
    const view = { state: 'running' as const, live: true, done: 5, failed: 1, remaining: 4, etaMs: 1000 };
    expect(trayBatch(view)).toEqual({ done: 5, failed: 1, total: 10, etaMs: 1000 });
    expect(trayBatch({ ...view, live: false })).toBeNull();
    expect(trayBatch({ ...view, state: 'finished' })).toBeNull();
    expect(trayModel({ loans: 'ok', unacknowledged: 0, unknownOrders: 0, batch: null }, ENGLISH).tooltip).toBe(
      'SVC Desk — Loans: all OK — Orders: every outcome known',
    );
  });
});
