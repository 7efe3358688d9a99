import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookRow, BookView as BookData } from '../../shared/book/book-model';
import { BookView } from '../../renderer/src/book/BookView';
import { resetBookStore } from '../../renderer/src/book/store';
import { setPortfolioRange } from '../../renderer/src/custody/view-store';
import { showLanguage } from '../../renderer/src/i18n/store';
import { connectAs } from './support/connection';
import { installFakeApi, ok } from './support/fake-api';
import { resetStores } from './support/settle';

const row = (customer: string, name: string, officeTotal: string | null, extra: Partial<BookRow> = {}): BookRow => ({
  customer,
  name,
  accessRight: 'Read Only',
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
    row('100001', 'Alpenrose', '1000.5', { share: '100.00', unpriced: 2 }),
    row('100002', 'Seeblick', null, { stale: true, error: 'unreachable', accessRight: null, change: null }),
    row('100003', 'Nordwand', null, {
      referenceCurrency: 'JPY',
      officeChange: null,
      worstLoanState: 'margin-call',
      accessRight: 'ReadOnly-Plus',
    }),
  ],
  officeTotal: '1000.5',
  unvalued: 2,
  loadedAt: '2026-11-26T00:00:00Z',
};

describe('the Book in German', () => {
  beforeEach(async () => {
    installFakeApi()
      .answerAlways('book.load', () => ok(BOOK))
      .answerAlways('book.currencies', () => ok(['CHF', 'EUR']))
      .answerAlways('customers.reachable', () => ok({ profileId: 'p', customers: [], selectedCustomer: '100001' }));
    resetStores();
    setPortfolioRange('1M');
    await connectAs('p', '100001');
    await showLanguage('de');
  });
  afterEach(() => {
    cleanup();
    resetBookStore();
  });

  it('shows its title, columns, access rights, missing figures, counts and totals in German, no English left', async () => {
    await act(async () => {
      render(<BookView />);
    });
    expect(screen.getByRole('heading', { name: 'Kundenbuch' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Kundenbuch in CHF' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[↑↓▲▼]/g, '').trim());
    expect(headers).toEqual([
      'Kunde',
      'Zugriff',
      'Total (eigene Währung)',
      'Total (Haus)',
      'Veränderung 1M (Haus)',
      'Anteil',
      'Offene Aufträge',
      'Staking in Bearbeitung',
      'Schlechtester Kredit',
    ]);
    const [alpenrose, nordwand, seeblick] = within(table).getAllByRole('row').slice(1, -1);
    expect(within(alpenrose!).getByText('Nur Lesen')).toBeTruthy();
    expect(within(alpenrose!).getByText('(2 ohne Kurs)')).toBeTruthy();
    // An access right SVC Desk does not know shows as the service wrote it; one it did not send is unknown.
    expect(within(nordwand!).getByText('ReadOnly-Plus')).toBeTruthy();
    expect(within(nordwand!).getByText('kein Kurs JPY/CHF')).toBeTruthy();
    expect(within(nordwand!).getByText('Nachschuss')).toBeTruthy();
    expect(seeblick!.querySelector('th')?.textContent).toBe('100002 Seeblick veraltet');
    expect(within(seeblick!).getAllByText('unbekannt')).toHaveLength(2);
    expect(within(table).getByText('Total (3 Kunden)')).toBeTruthy();
    expect(within(table).getByText('(2 ohne Kurs)', { selector: 'tfoot span' })).toBeTruthy();
    expect(screen.getByLabelText('Kunden filtern')).toBeTruthy();

    const text = document.body.textContent ?? '';
    for (const english of [
      'Book',
      'Customer',
      'Access',
      'Change',
      'no price',
      'unknown',
      'stale',
      'Read Only',
      'customers',
      'unpriced',
      'as of',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
