import { describe, expect, it } from 'vitest';
import { confirmPayoutChange } from '../../../../electron/services/guards/payout-check';
import {
  CANNOT_CONFIRM,
  type ConfirmPort,
  type ConfirmRequest,
} from '../../../../electron/services/confirm/confirm-port';
import { guardedDialogs } from '../../../../electron/services/confirm/dialog-guard';
import { createOriginGate } from '../../../../electron/services/confirm/origin-gate';
import { AppError } from '../../../../electron/services/errors';
import { ENGLISH } from '../../../../electron/services/i18n/english';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';

const de = createTranslator('de', 'de-CH', german);

/** Main's dialog as the desktop app has it, speaking German; the user says no. */
function germanDialog(): ConfirmPort & { asked: ConfirmRequest[] } {
  const asked: ConfirmRequest[] = [];
  return {
    available: true,
    translator: () => de,
    asked,
    ask: (request) => (asked.push(request), Promise.resolve(false)),
  };
}

describe('main’s confirmations in the user’s language', () => {
  it('asks about a new service address in German, through the dialog guard too, and says the refusal in German', async () => {
    const port = germanDialog();
    const gate = createOriginGate({ confirm: guardedDialogs(port), knownOrigins: () => [] });
    const refused = await gate.approve('https://new.example.com').catch((error: unknown) => error);
    expect(port.asked[0]).toMatchObject({
      title: 'Neue Dienstadresse',
      message: 'Signierte Anfragen an https://new.example.com senden?',
      confirmLabel: 'Verbinden',
    });
    expect((refused as AppError).text(de)).toBe(
      'Anfragen an https://new.example.com wurden nicht bestätigt; es wurde nichts gesendet.',
    );
    // The log and the desk keep English.
    expect((refused as AppError).message).toBe(
      'Requests to https://new.example.com were not confirmed; nothing was sent.',
    );
  });

  it('writes a money confirmation in German and its refusal where nothing can ask in the reader’s language', async () => {
    const port = germanDialog();
    const request = {
      profileId: 'p',
      customer: '1001',
      stakingAccountNumber: '000000000005',
      payoutAccountNumber: '000000000007',
      confirmed: false,
    };
    await expect(confirmPayoutChange({ confirm: port, profileName: () => 'Zürich' }, request)).rejects.toBeInstanceOf(
      AppError,
    );
    expect(port.asked[0]).toEqual({
      title: 'Änderung des Auszahlungskontos bestätigen',
      message: 'Die Erträge des Staking-Kontos 000000000005 auf das Konto 000000000007 auszahlen?',
      detail:
        'Die Erträge des Staking-Kontos 000000000005 werden ab sofort auf das Konto 000000000007 ausbezahlt.\nKunde: 1001\nProfil: Zürich',
      confirmLabel: 'Auszahlungskonto ändern',
    });

    const browser = (await confirmPayoutChange({ confirm: CANNOT_CONFIRM, profileName: () => 'Zürich' }, request).catch(
      (error: unknown) => error,
    )) as AppError;
    expect(browser.text(de)).toMatch(
      /^Die Erträge des Staking-Kontos 000000000005 sollen auf das Konto 000000000007 ausbezahlt werden; dies erfordert Ihre Bestätigung .*Es wurde nichts geändert\.$/,
    );
    expect(browser.text(ENGLISH)).toBe(browser.message);
    expect(browser.message).toMatch(
      /^Rewards of staking account 000000000005 are to be paid to account 000000000007; this needs your confirmation/,
    );
  });
});

describe('a limit’s refusal', () => {
  it('reads the same in English as the ticket’s words, and in German for a German reader', async () => {
    const { checkOrder } = await import('../../../../shared/trading/pre-trade');
    const { SIMULATOR_LIMITS } = await import('../../../../shared/trading/limits');
    const verdict = checkOrder({
      order: { symbol: 'BTC', currency: 'CHF', side: 'Buy', orderType: 'Market', quantity: '10' },
      books: [{ symbol: 'BTC', currency: 'CHF', bid: '99', ask: '101' } as never],
      referenceCurrency: 'CHF',
      limits: { ...SIMULATOR_LIMITS, maxOrderValue: '1000' },
      recent: [],
      now: new Date('2026-01-31T16:00:00Z'),
    });
    if (verdict.ok) throw new Error('expected a refusal');
    const refusal = new AppError('limit', (translator) => translator.format(verdict.words(translator.locale)));
    expect(refusal.message).toBe(
      "Order value CHF 1,111.00 is above this profile's limit of CHF 1,000.00 per order; nothing was sent.",
    );
    expect(refusal.text(de)).toMatch(
      /^Der Auftragswert CHF .* liegt über der Limite dieses Profils von CHF 1.000\.00 pro Auftrag; es wurde nichts gesendet\.$/,
    );
  });
});
