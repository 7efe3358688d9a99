import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookRow, BookView as BookData } from '../../shared/book/book-model';
import { BookView } from '../../renderer/src/book/BookView';
import { bookRows, sameFigures } from '../../renderer/src/book/book-table';
import { connectBookEvents } from '../../renderer/src/book/events';
import { loadBook, resetBookStore } from '../../renderer/src/book/store';
import { setPortfolioRange } from '../../renderer/src/custody/view-store';
import { currentSection } from '../../renderer/src/shell/store';
import { connectAs, selectAnswer } from './support/connection';
import { installFakeApi, ok } from './support/fake-api';
import type { FakeApi } from './support/fake-api';
import { resetStores } from './support/settle';

const row = (customer: string, name: string, officeTotal: string | null, extra: Partial<BookRow> = {}): BookRow => ({
  customer,
  name,
  accessRight: 'Trading',
  referenceCurrency: 'CHF',
  total: officeTotal,
  unpriced: 0,
  officeTotal,
  change: '10.5',
  officeChange: '10.5',
  share: null,
  openOrders: 2,
  stakingInProgress: 1,
  worstLoanState: null,
  asOf: '2026-11-26T00:00:00Z',
  stale: false,
  error: null,
  ...extra,
});

const BOOK: BookData = {
  profileId: 'p',
  officeCurrency: 'CHF',
  basis: 'mid',
  range: '1M',
  rows: [
    row('100001', 'Alpenrose', '1000.5', { share: '33.33' }),
    row('100002', 'Seeblick', null, { stale: true, error: 'unreachable' }),
    row('100003', 'Nordwand', '2000', { share: '66.67', worstLoanState: 'margin-call' }),
  ],
  officeTotal: '3000.5',
  unvalued: 1,
  loadedAt: '2026-11-26T00:00:00Z',
};

describe('the Book', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = installFakeApi();
    api.answerAlways('book.load', () => ok(BOOK));
    api.answerAlways('book.currencies', () => ok(['CHF', 'EUR', 'USD']));
    api.answerAlways('preferences.update', () => ({
      ok: false,
      error: {
        kind: 'validation',
        message: 'The office currency must be one the service prices in (CHF, EUR, USD); GBP is not.',
      },
    }));
    api.answerAlways('customers.reachable', () =>
      ok({
        profileId: 'p',
        customers: BOOK.rows.map((r) => ({ customerNumber: r.customer, name: r.name })),
        selectedCustomer: '100001',
      }),
    );
    api.answerAlways('customers.select', (input) => ok(selectAnswer(input)));
    resetStores();
    setPortfolioRange('1M');
    await connectAs('p', '100001');
  });
  afterEach(() => {
    cleanup();
    resetBookStore();
    setPortfolioRange('1M');
  });

  it('shows every customer (largest first, "no price" last, stale marked) and the office total; Enter opens the customer', async () => {
    await act(async () => {
      render(<BookView />);
    });
    const table = screen.getByRole('table', { name: 'Book in CHF' });
    const bodyRows = within(table).getAllByRole('row').slice(1, -1);
    expect(bodyRows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      '100003 Nordwand',
      '100001 Alpenrose',
      '100002 Seeblick stale',
    ]);
    expect(within(bodyRows[2]!).getAllByText('no price').length).toBeGreaterThan(0);
    // Words, not wire: the worst loan state as the Loans section writes it.
    expect(within(bodyRows[0]!).getByText('Margin call')).toBeTruthy();
    expect(within(table).queryByText('margin-call')).toBeNull();
    expect(within(table).getByText(/Total \(3 customers\)/)).toBeTruthy();
    expect(within(table).getByText(/1 without a price/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter customers'), { target: { value: 'alp' } });
    const filtered = within(table).getAllByRole('row').slice(1, -1);
    expect(filtered).toHaveLength(1);
    await act(async () => {
      fireEvent.keyDown(filtered[0]!, { key: 'Enter' });
    });
    expect(currentSection()).toBe('dashboard');
  });

  it("shows the change in the office currency with its unit and the customer's own beside it, sorts on the office value, and says what it cannot convert", async () => {
    // 100 EUR is worth more than 95 CHF in CHF (1.0 EUR = 0.94 CHF → 94); 90 USD at 0.9 is 81; sorting the own figures would put EUR first.
    const rows = [
      row('200001', 'Euro AG', '1000', { referenceCurrency: 'EUR', change: '100', officeChange: '94' }),
      row('200002', 'Franken AG', '1000', { referenceCurrency: 'CHF', change: '95', officeChange: '95' }),
      row('200003', 'Dollar Inc', '1000', { referenceCurrency: 'USD', change: '90', officeChange: '81' }),
      row('200004', 'Yen KK', null, {
        referenceCurrency: 'JPY',
        change: '5000',
        officeChange: null,
        accessRight: null,
      }),
    ];
    api.answerAlways('book.load', () => ok({ ...BOOK, rows }));
    await act(async () => {
      render(<BookView />);
    });
    const header = screen.getByRole('columnheader', { name: 'Change 1M (office)' });
    fireEvent.click(within(header).getByRole('button'));
    const table = screen.getByRole('table', { name: 'Book in CHF' });
    const bodyRows = within(table).getAllByRole('row').slice(1, -1);
    // Largest office change first; the one without a rate last, whichever way.
    expect(bodyRows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      '200002 Franken AG',
      '200001 Euro AG',
      '200003 Dollar Inc',
      '200004 Yen KK',
    ]);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(header.querySelector('.sort-arrow')?.textContent).toBe('▼');
    const change = (index: number) => bodyRows[index]!.querySelectorAll('td')[3]!.textContent;
    expect(change(0)).toBe('+95.00 CHF');
    expect(change(1)).toBe('+94.00 CHF +100.00 EUR');
    expect(change(3)).toBe('no JPY/CHF rate +5,000 JPY');
    // An access right the service did not send is unknown, not a dash.
    expect(bodyRows[3]!.querySelectorAll('td')[0]!.textContent).toBe('unknown');
    fireEvent.click(within(header).getByRole('button'));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1, -1)
        .map((r) => r.querySelector('th')?.textContent),
    ).toEqual(['200003 Dollar Inc', '200001 Euro AG', '200002 Franken AG', '200004 Yen KK']);
    expect(header.querySelector('.sort-arrow')?.textContent).toBe('▲');
  });

  it('sorts by name, and by value both ways with "no price" always last', () => {
    expect(bookRows(BOOK.rows, '', 'officeTotal', false).map((r) => r.name)).toEqual([
      'Alpenrose',
      'Nordwand',
      'Seeblick',
    ]);
    expect(bookRows(BOOK.rows, '', 'name', false).map((r) => r.name)).toEqual(['Alpenrose', 'Nordwand', 'Seeblick']);
    expect(bookRows(BOOK.rows, '', 'worstLoanState', true)[0]?.name).toBe('Nordwand');
  });
});

describe('the Book as rows arrive', () => {
  let api: FakeApi;
  let stop: () => void;
  beforeEach(async () => {
    api = installFakeApi();
    api.answerAlways('book.currencies', () => ok(['CHF', 'EUR', 'USD']));
    api.answerAlways('customers.reachable', () => ok({ profileId: 'p', customers: [], selectedCustomer: '100001' }));
    api.hold('book.load');
    resetStores();
    setPortfolioRange('3M');
    await connectAs('p', '100001');
    stop = connectBookEvents();
  });
  afterEach(() => {
    stop();
    cleanup();
    resetBookStore();
    setPortfolioRange('1M');
  });

  /** Main pushes a row; the Book applies what arrived at the next frame. */
  const arrive = async (pushed: unknown): Promise<void> => {
    await act(async () => {
      api.emit('bookRow', pushed);
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    });
  };

  const bodyNames = () =>
    within(screen.getByRole('table', { name: 'Book in CHF' }))
      .getAllByRole('row')
      .slice(1, -1)
      .map((r) => r.querySelector('th')?.textContent);

  it("shows each customer's row as main pushes it, over the dashboard's range, then main's answer; a failed refresh marks every row stale", async () => {
    await act(async () => {
      render(<BookView />);
    });
    const [call] = api.pending('book.load');
    // The dashboard's range (its own control and state) and an id main tags this load's rows with.
    expect(call?.input).toMatchObject({
      profileId: 'p',
      officeCurrency: 'CHF',
      range: '3M',
      loadId: expect.any(String),
    });
    const loadId = (call?.input as { loadId: string }).loadId;
    expect(screen.queryByRole('table')).toBeNull();

    await arrive({ loadId, profileId: 'p', officeCurrency: 'CHF', row: BOOK.rows[0] });
    expect(bodyNames()).toEqual(['100001 Alpenrose']);
    expect(screen.getByRole('columnheader', { name: 'Change 3M (office)' })).toBeTruthy();
    // A row of another load (an older refresh, another window) is not this table's.
    await arrive({ loadId: 'other', profileId: 'p', officeCurrency: 'CHF', row: BOOK.rows[1] });
    expect(bodyNames()).toEqual(['100001 Alpenrose']);
    await arrive({ loadId, profileId: 'p', officeCurrency: 'CHF', row: BOOK.rows[2] });
    expect(bodyNames()).toEqual(['100003 Nordwand', '100001 Alpenrose']);
    // Shares and the total row as the shared read model sums them, while rows still arrive.
    expect(within(screen.getByRole('table')).getByText(/Total \(2 customers\)/)).toBeTruthy();
    expect(screen.getByText('66.66 %')).toBeTruthy();

    await act(async () => call?.answer(ok({ ...BOOK, range: '3M' })));
    expect(bodyNames()).toEqual(['100003 Nordwand', '100001 Alpenrose', '100002 Seeblick stale']);
    const staking = screen.getByRole('columnheader', { name: 'Staking in progress' });
    expect(staking).toBeTruthy();

    // The next refresh fails as a whole: the rows stay, every one marked stale, the error above them.
    const refresh = loadBook({ profileId: 'p', officeCurrency: 'CHF', range: '3M' });
    await act(async () =>
      api
        .pending('book.load')[0]
        ?.answer({ ok: false, error: { kind: 'service', message: 'The service could not be reached.' } }),
    );
    await act(async () => refresh);
    expect(bodyNames()).toEqual(['100003 Nordwand stale', '100001 Alpenrose stale', '100002 Seeblick stale']);
    expect(screen.getByText('The book could not be refreshed')).toBeTruthy();
  });

  it('takes 1,000 rows as they arrive: a screenful drawn, the exact total moved by each row (a re-read row replaces its figure), sorting and filtering all of them', async () => {
    await act(async () => {
      render(<BookView />);
    });
    const [call] = api.pending('book.load');
    const loadId = (call?.input as { loadId: string }).loadId;
    const many = Array.from({ length: 1000 }, (_, i) =>
      row(String(200000 + i), `Kunde ${String(i).padStart(4, '0')}`, i === 7 ? null : `${i}.000000000000000001`),
    );
    await act(async () => {
      for (const pushed of many) api.emit('bookRow', { loadId, profileId: 'p', officeCurrency: 'CHF', row: pushed });
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    });
    const table = screen.getByRole('table', { name: 'Book in CHF' });
    // Sum of 0..999 without 7, plus 999 times 1e-18: exact, never through a float.
    expect(within(table).getByText(/Total \(1,000 customers\)/)).toBeTruthy();
    expect(table.querySelector('tfoot')?.textContent).toContain('499,493.00');
    expect(table.querySelector('tfoot')?.textContent).toContain('1 without a price');
    const drawn = within(table).getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(80);
    expect(bodyNames()[0]).toBe('200999 Kunde 0999');
    // A second reading of a customer replaces its figure in the total, never adds to it.
    await arrive({ loadId, profileId: 'p', officeCurrency: 'CHF', row: row('200999', 'Kunde 0999', '1') });
    expect(table.querySelector('tfoot')?.textContent).toContain('498,495.00');
    expect(bodyNames()[0]).toBe('200998 Kunde 0998');
    await arrive({ loadId, profileId: 'p', officeCurrency: 'CHF', row: row('200007', 'Kunde 0007', '7') });
    expect(table.querySelector('tfoot')?.textContent).toContain('498,502.00');
    expect(table.querySelector('tfoot')?.textContent).not.toContain('without a price');
    fireEvent.change(screen.getByRole('textbox', { name: /Filter/ }), { target: { value: 'kunde 0734' } });
    expect(bodyNames()).toEqual(['200734 Kunde 0734']);
  });

  it('a re-read row with the same figures counts as unchanged (only when it was read differs), so its row is not redrawn', () => {
    const before = row('100001', 'Alpenrose', '1000.5');
    expect(sameFigures(before, { ...before, asOf: '2026-11-27T00:00:00Z', share: '12.00' })).toBe(true);
    expect(sameFigures(before, { ...before, officeTotal: '1000.6' })).toBe(false);
    expect(sameFigures(before, { ...before, stale: true })).toBe(false);
  });

  it('a timed refresh never stacks a second load on one main is still reading; a chosen reload does', async () => {
    const key = { profileId: 'p', officeCurrency: 'CHF', range: '3M' as const };
    void loadBook(key);
    void loadBook(key, { ifIdle: true });
    expect(api.pending('book.load')).toHaveLength(1);
    void loadBook(key);
    expect(api.pending('book.load')).toHaveLength(2);
    await act(async () => {
      for (const call of api.pending('book.load')) call.answer(ok({ ...BOOK, range: '3M' }));
    });
  });

  it("drops a slower older load's answer that arrives after the newer one (another range)", async () => {
    await act(async () => {
      render(<BookView />);
    });
    const older = loadBook({ profileId: 'p', officeCurrency: 'CHF', range: '1M' });
    const newer = loadBook({ profileId: 'p', officeCurrency: 'CHF', range: '3M' });
    const [first, second, third] = api.pending('book.load');
    await act(async () => {
      first?.answer(ok({ ...BOOK, range: '3M' }));
      third?.answer(ok({ ...BOOK, range: '3M', rows: [BOOK.rows[0]!] }));
      await newer;
      second?.answer(ok({ ...BOOK, range: '1M', rows: [BOOK.rows[2]!] }));
      await older;
    });
    expect(bodyNames()).toEqual(['100001 Alpenrose']);
  });

  it('offers the office currencies main says the service prices in', async () => {
    await act(async () => {
      render(<BookView />);
    });
    const select = screen.getByLabelText('Office currency');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['CHF', 'EUR', 'USD']);
  });
});
