import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookRow, BookView as BookData } from '../../shared/book/book-model';
import { BookView } from '../../renderer/src/book/BookView';
import { bookRows } from '../../renderer/src/book/book-table';
import { resetBookStore } from '../../renderer/src/book/store';
import { currentSection } from '../../renderer/src/shell/store';
import { connectAs, selectAnswer } from './support/connection';
import { installFakeApi, ok } from './support/fake-api';
import type { FakeApi } from './support/fake-api';

const row = (customer: string, name: string, officeTotal: string | null, extra: Partial<BookRow> = {}): BookRow => ({
  customer,
  name,
  accessRight: 'Trading',
  referenceCurrency: 'CHF',
  total: officeTotal,
  unpriced: 0,
  officeTotal,
  change: '10.5',
  share: null,
  openOrders: 2,
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
  rows: [row('100001', 'Alpenrose', '1000.5', { share: '33.33' }), row('100002', 'Seeblick', null, { stale: true, error: 'unreachable' }), row('100003', 'Nordwand', '2000', { share: '66.67', worstLoanState: 'margin-call' })],
  officeTotal: '3000.5',
  unvalued: 1,
  loadedAt: '2026-11-26T00:00:00Z',
};

describe('the Book', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = installFakeApi();
    api.answerAlways('book.load', () => ok(BOOK));
    api.answerAlways('customers.reachable', () => ok({ profileId: 'p', customers: BOOK.rows.map((r) => ({ customerNumber: r.customer, name: r.name })), selectedCustomer: '100001' }));
    api.answerAlways('customers.select', (input) => ok(selectAnswer(input)));
    resetBookStore();
    await connectAs('p', '100001');
  });
  afterEach(() => {
    cleanup();
    resetBookStore();
  });

  it('shows every customer (largest first, "no price" last, stale marked) and the office total; Enter opens the customer', async () => {
    await act(async () => {
      render(<BookView />);
    });
    const table = screen.getByRole('table', { name: 'Book in CHF' });
    const bodyRows = within(table).getAllByRole('row').slice(1, -1);
    expect(bodyRows.map((r) => r.querySelector('th')?.textContent)).toEqual(['100003 Nordwand', '100001 Alpenrose', '100002 Seeblick stale']);
    expect(within(bodyRows[2]!).getAllByText('no price').length).toBeGreaterThan(0);
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

  it('sorts by name, and by value both ways with "no price" always last', () => {
    expect(bookRows(BOOK.rows, '', 'officeTotal', false).map((r) => r.name)).toEqual(['Alpenrose', 'Nordwand', 'Seeblick']);
    expect(bookRows(BOOK.rows, '', 'name', false).map((r) => r.name)).toEqual(['Alpenrose', 'Nordwand', 'Seeblick']);
    expect(bookRows(BOOK.rows, '', 'worstLoanState', true)[0]?.name).toBe('Nordwand');
  });
});
