import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { TradingDesk } from '../../../renderer/src/trading/TradingDesk';
import { flush } from '../support/settle';
import { deskApi } from './desk-harness';

const CUSTOMER = [{ customerNumber: '100101', name: 'Alpine Capital AG' }];
const ticket = (): HTMLElement => document.querySelector<HTMLElement>('section.ticket')!;
const blotter = (): HTMLElement => document.querySelector<HTMLElement>('section.blotter')!;

/** The desk of a customer who may trade, ready for an order, in `language`. */
async function openDesk(language: 'de' | 'en'): Promise<void> {
  await deskApi(CUSTOMER);
  await showLanguage(language);
  render(<TradingDesk />);
  await flush();
  await waitFor(() => expect(screen.queryByTestId('ticket-block')).toBeNull());
}

describe('the trading desk in German', () => {
  afterEach(cleanup);

  it('shows the ticket and the blotter in German words, none of the English left', async () => {
    await openDesk('de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Handel');
    // The market: columns, the chart range as German abbreviates it.
    const market = document.querySelector<HTMLElement>('section.market-panel')!;
    expect(within(market).getByRole('heading').textContent).toBe('Markt');
    expect(within(market).getByRole('columnheader', { name: 'Geld' })).toBeTruthy();
    expect(within(market).getByRole('radio', { name: '1T' })).toBeTruthy();
    expect(within(market).getByRole('button', { name: 'SOL/CHF handeln' })).toBeTruthy();
    // The ticket.
    expect(within(ticket()).getByRole('heading').textContent).toContain('Auftragserfassung');
    expect(within(ticket()).getByRole('radio', { name: 'Kauf' })).toBeTruthy();
    expect(within(ticket()).getByRole('radio', { name: 'Bestens' })).toBeTruthy();
    expect(within(ticket()).getByLabelText(/^Menge \(BTC\)/)).toBeTruthy();
    expect(within(ticket()).getByRole('button', { name: 'Auftrag prüfen' })).toBeTruthy();
    expect(within(ticket()).getByText('Kommission inbegriffen')).toBeTruthy();
    // The blotter: title, count, columns, statuses, side and time in force as words.
    expect(within(blotter()).getByRole('heading').textContent).toBe('Aufträge');
    expect(screen.getByTestId('blotter-count').textContent).toMatch(/^2 Aufträge · aktualisiert um /);
    const headers = within(blotter())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Zeit', 'Richtung', 'Menge', 'Kurs', 'Status', 'Gültigkeit', 'Konto', 'Aktionen']),
    );
    expect(screen.getAllByTestId('order-status').map((pill) => pill.textContent)).toEqual(['Neu', 'Ausgeführt']);
    expect(within(blotter()).getAllByText('Kauf').length).toBeGreaterThan(0);
    expect(within(blotter()).getByRole('button', { name: 'Alle Aufträge annullieren…' })).toBeTruthy();
    expect(within(blotter()).getByRole('button', { name: 'Auftrag 1 annullieren' })).toBeTruthy();
    for (const english of [
      'Order ticket',
      'Review order',
      'Orders',
      'Cancel all orders…',
      'Time in force',
      'Commission included',
      'Buy',
      'Filled',
      'Cancel',
    ]) {
      expect(screen.queryByText(english), english).toBeNull();
    }
  });

  it('reviews an order in German, the amounts exact as the format helpers write them', async () => {
    await openDesk('de');
    const quantity = within(ticket()).getByLabelText(/^Menge/) as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '0.5' } });
    fireEvent.submit(quantity.closest('form')!);
    await flush();
    const review = screen.getByTestId('ticket-review');
    const labels = [...review.querySelectorAll('dt')].map((cell) => cell.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Auftrag',
        'Geschätzter Kurs',
        'Kommissionssatz',
        'Kosten',
        'Kommission',
        'Sie zahlen',
        'Sie erhalten',
        'Gültigkeit',
      ]),
    );
    expect(review.textContent).toContain('Kauf 0.5 BTC · Bestens');
    expect(review.textContent).toContain('bester Briefkurs jetzt');
    expect(review.textContent).toContain('28,505.15 CHF');
    expect(review.textContent).not.toMatch(/Estimated price|You pay|Commission rate/);
    expect(screen.getByRole('button', { name: 'BTC kaufen' })).toBeTruthy();
  });

  it('puts a problem already shown into the new language when the language changes', async () => {
    await openDesk('en');
    const quantity = within(ticket()).getByLabelText(/^Quantity/) as HTMLInputElement;
    fireEvent.submit(quantity.closest('form')!);
    await flush();
    expect(screen.getByText('Enter the quantity')).toBeTruthy();
    await act(async () => showLanguage('de'));
    expect(screen.getByText('Geben Sie die Menge ein')).toBeTruthy();
    expect(screen.queryByText('Enter the quantity')).toBeNull();
  });
});
