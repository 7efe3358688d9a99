import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { message } from '../../../shared/i18n/message';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { cancelOutcomeWords } from '../../../renderer/src/trading/cancel-store';
import { TicketOutcome } from '../../../renderer/src/trading/TicketOutcome';

// The order journal's words reach the window as catalogue words (a Message) and are put into the shown
// language when rendered, so a switch of language reaches them too; an older journal's text is shown as it is.
const UNKNOWN = message('trading.journal.outcomeUnknown', { reason: 'E-42' });

describe('the order journal’s words in the ticket and a cancel', () => {
  afterEach(cleanup);

  it('an outcome unknown shows in German, none of the English left, and follows a switch back to English', async () => {
    await showLanguage('de');
    render(
      <TicketOutcome
        result={{ clientOrderId: 'svco-9', outcome: 'unknown', order: null, message: UNKNOWN }}
        pricePlaces={2}
      />,
    );
    const shown = (): string => screen.getByTestId('outcome-unknown').textContent ?? '';
    expect(shown()).toContain('Ergebnis unbekannt: E-42 Wird beim Dienst geprüft');
    expect(shown()).not.toMatch(/Outcome unknown|Checking with the service|sent twice/);
    await act(() => showLanguage('en'));
    expect(shown()).toContain('Outcome unknown: E-42 Checking with the service; it will not be sent twice.');
  });

  it('an order not placed shows why in German, the other order’s side in German words', async () => {
    await showLanguage('de');
    const why = message('trading.journal.idTaken', {
      id: 'svco-3',
      orderId: '77',
      side: message('trading.side.sell'),
      quantity: '2',
      symbol: 'BTC',
    });
    render(
      <TicketOutcome
        result={{ clientOrderId: 'svco-3', outcome: 'rejected', order: null, message: why }}
        pricePlaces={2}
      />,
    );
    const shown = screen.getByTestId('outcome-rejected').textContent ?? '';
    expect(shown).toContain('Nicht erteilt: Die clientOrderId «svco-3» gehört bereits zum Auftrag 77 (Verkauf 2 BTC).');
    expect(shown).not.toMatch(/Not placed|Sell|belongs/);
  });

  it('an older journal’s text is shown as it is', async () => {
    await showLanguage('de');
    render(
      <TicketOutcome
        result={{ clientOrderId: 'svco-4', outcome: 'unknown', order: null, message: 'Kept by an older version.' }}
        pricePlaces={2}
      />,
    );
    expect(screen.getByTestId('outcome-unknown').textContent).toContain('Kept by an older version.');
  });

  it('a refused cancel says why in the shown language', async () => {
    const state = {
      status: 'done',
      result: {
        cancelRequestId: 'svcc-1',
        outcome: 'rejected',
        order: null,
        message: message('trading.journal.cancelNotFound', { orderId: '78' }),
      },
    } as const;
    await showLanguage('de');
    const german = cancelOutcomeWords(state);
    expect(german).toContain('Auftrag 78 wurde nicht gefunden; es gibt nichts zu stornieren.');
    expect(german).not.toMatch(/Order|not found|nothing/);
    await showLanguage('en');
    expect(cancelOutcomeWords(state)).toBe('Cancel refused: Order 78 was not found; there is nothing to cancel.');
  });
});
