import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerSelector } from '../../../renderer/src/customers/CustomerSelector';
import { ACCESS_UNKNOWN } from '../../../renderer/src/customers/store';
import { refusalWords } from '../../../renderer/src/customers/access-words';
import { showLanguage } from '../../../renderer/src/i18n/store';

const PRODUCTION = [
  { customerNumber: 'ACME-CUS-100001', name: 'Acme Treasury AG', accessRight: 'Read Only', eligibleForTrading: true },
  { customerNumber: 'ACME-CUS-100002', name: 'Acme Trading AG', accessRight: 'Full Access', eligibleForTrading: false },
  { customerNumber: 'ACME-CUS-100003', name: 'Acme Custody AG', accessRight: 'Custody Plus', eligibleForTrading: true },
];

describe('the customer selector in German', () => {
  beforeEach(async () => {
    await showLanguage('de');
  });
  afterEach(cleanup);

  it('labels the switch, the access rights and why writes are refused in German', () => {
    render(<CustomerSelector customers={PRODUCTION} selected="ACME-CUS-100001" onSelect={vi.fn()} />);
    const combobox = screen.getByRole<HTMLInputElement>('combobox', { name: 'Kunde' });
    const shown = document.querySelector('.combobox > .access-right');
    expect(shown?.textContent).toBe('Nur Lesen');
    expect(shown?.getAttribute('title')).toBe(
      'Der API-Schlüssel hat für Acme Treasury AG nur Lesezugriff: Er kann anzeigen, aber weder handeln noch Staking ausführen.',
    );

    fireEvent.change(combobox, { target: { value: 'acme' } });
    expect(combobox.placeholder).toBe('Nummer, Name oder Währung eingeben…');
    const [, trading, custody] = screen.getAllByRole('option');
    // Full access, but the customer is not eligible for trading: the right in German, the reason too.
    expect(trading?.querySelector('.access-right')?.textContent).toBe('Vollzugriff');
    expect(trading?.querySelector('.access-right')?.getAttribute('title')).toBe(
      'Acme Trading AG ist nicht zum Handel berechtigt.',
    );
    // A right SVC Desk does not know: shown as the service wrote it, and writes stay off.
    expect(custody?.querySelector('.access-right')?.textContent).toBe('Custody Plus');
    expect(custody?.querySelector('.access-right')?.getAttribute('title')).toContain('«Custody Plus»');

    fireEvent.change(combobox, { target: { value: 'zzz' } });
    expect(screen.getByText('Kein Kunde entspricht «zzz»')).toBeTruthy();
    expect(refusalWords(ACCESS_UNKNOWN.trading)).toBe('Es wird geprüft, was der API-Schlüssel für diesen Kunden darf…');
  });
});
