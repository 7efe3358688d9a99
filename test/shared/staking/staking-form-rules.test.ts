import { describe, expect, it } from 'vitest';
import { checkStakingForm, externalReferenceProblem, type StakingFormValues } from '../../../shared/staking/form-rules';
import { chainPrecision } from '../../../shared/format/precision';
import { messages as deMessages } from '../../../shared/i18n/catalogue/de/index';
import { messages } from '../../../shared/i18n/catalogue/en/index';
import type { Message } from '../../../shared/i18n/message';
import { createTranslator } from '../../../shared/i18n/translator';
import { parseInstant, parsePayoutRange, rangeProblemText } from '../../../shared/staking/range';

// The rules answer Messages; the tests read them as the English window shows them.
const english = createTranslator('en', 'en', messages);
const say = (problem: Message | null | undefined | false): string | null => (problem ? english.format(problem) : null);

const PRODUCT = '3f2a0b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b';
const entry = (over: Partial<StakingFormValues> = {}): StakingFormValues => ({
  direction: 'Entry',
  fromAccountNumber: '000000000042',
  productId: PRODUCT,
  toAccountNumber: '',
  amount: '1.5',
  externalReference: '',
  ...over,
});
const ETH = {
  assetSymbol: 'ETH',
  precision: chainPrecision('ETH'),
  available: '2.000000000000000001',
  minimumAmount: '0.01',
};

describe('staking form rules', () => {
  it('accepts a product entry and sends productId with toAccountNumber null', () => {
    const verdict = checkStakingForm(entry({ amount: '1.500' }), ETH);
    expect(verdict).toEqual({
      ok: true,
      request: {
        fromAccountNumber: '000000000042',
        toAccountNumber: null,
        productId: PRODUCT,
        amount: '1.5',
        externalReference: null,
      },
    });
  });

  it('requires a product when there is no target account, and refuses both', () => {
    const neither = checkStakingForm(entry({ productId: '' }), ETH);
    expect(neither.ok).toBe(false);
    if (!neither.ok) expect(say(neither.errors.productId)).toMatch(/Choose a staking product/);
    const both = checkStakingForm(entry({ toAccountNumber: '000000000043' }), ETH);
    expect(both.ok).toBe(false);
    if (!both.ok) expect(say(both.errors.productId)).toMatch(/not both/);
  });

  it('sends toAccountNumber with productId null when staking into a named account', () => {
    const verdict = checkStakingForm(entry({ productId: '', toAccountNumber: '000000000043' }), ETH);
    expect(verdict.ok && verdict.request).toMatchObject({ toAccountNumber: '000000000043', productId: null });
  });

  it('an exit needs the receiving account and refuses a product', () => {
    const noTarget = checkStakingForm(entry({ direction: 'Exit', productId: '' }), ETH);
    expect(!noTarget.ok && say(noTarget.errors.toAccountNumber)).toMatch(/receives the funds/);
    const withProduct = checkStakingForm(entry({ direction: 'Exit' }), ETH);
    expect(!withProduct.ok && say(withProduct.errors.toAccountNumber)).toMatch(/not a product/);
  });

  it('account numbers have exactly 12 digits and must differ', () => {
    for (const [value, message] of [
      ['42', /exactly 12 digits \(2 entered\)/],
      ['00000000004x', /digits only/],
      ['', /Enter the number/],
    ] as const) {
      const verdict = checkStakingForm(entry({ fromAccountNumber: value }), ETH);
      expect(!verdict.ok && say(verdict.errors.fromAccountNumber)).toMatch(message);
    }
    const same = checkStakingForm(entry({ productId: '', toAccountNumber: '000000000042' }), ETH);
    expect(!same.ok && say(same.errors.toAccountNumber)).toMatch(/differ/);
  });

  it('external reference: empty or exactly 10 of 0-9 and A-Z', () => {
    expect(externalReferenceProblem('')).toBeNull();
    expect(externalReferenceProblem('AB12CD34EF')).toBeNull();
    expect(say(externalReferenceProblem('ab12cd34ef'))).toMatch(/capital letters/);
    expect(say(externalReferenceProblem('AB12CD34E'))).toMatch(/exactly 10 characters \(9 entered\)/);
    expect(say(externalReferenceProblem('AB12CD34EF1'))).toMatch(/exactly 10/);
    expect(say(externalReferenceProblem('AB-2CD34EF'))).toMatch(/Only digits/);
    const verdict = checkStakingForm(entry({ externalReference: 'AB12CD34EF' }), ETH);
    expect(verdict.ok && verdict.request.externalReference).toBe('AB12CD34EF');
  });

  it('amounts are exact at the asset precision (ETH 18 decimals)', () => {
    const eighteen = checkStakingForm(entry({ amount: '1.000000000000000001' }), ETH);
    expect(eighteen.ok && eighteen.request.amount).toBe('1.000000000000000001');
    const nineteen = checkStakingForm(entry({ amount: '1.0000000000000000001' }), ETH);
    expect(!nineteen.ok && say(nineteen.errors.amount)).toBe('ETH allows at most 18 decimal places.');
    // Trailing zeros beyond the precision are not extra digits.
    expect(checkStakingForm(entry({ amount: '1.5000000000000000000000' }), ETH).ok).toBe(true);
    const btc = checkStakingForm(entry({ amount: '0.123456789' }), {
      assetSymbol: 'BTC',
      precision: chainPrecision('BTC'),
    });
    expect(!btc.ok && say(btc.errors.amount)).toMatch(/at most 8/);
  });

  it('amounts are positive, plain and within the available balance, exactly', () => {
    expect(checkStakingForm(entry({ amount: '0' }), ETH).ok).toBe(false);
    expect(checkStakingForm(entry({ amount: '-1' }), ETH).ok).toBe(false);
    const exponent = checkStakingForm(entry({ amount: '1e-3' }), ETH);
    expect(!exponent.ok && say(exponent.errors.amount)).toMatch(/plain number/);
    // The whole available balance, to the last wei, is allowed; one wei more is not (a float would call these equal).
    expect(checkStakingForm(entry({ amount: '2.000000000000000001' }), ETH).ok).toBe(true);
    const over = checkStakingForm(entry({ amount: '2.000000000000000002' }), ETH);
    expect(!over.ok && say(over.errors.amount)).toBe(
      'More than the 2.000000000000000001 ETH available on the debit account.',
    );
    const under = checkStakingForm(entry({ amount: '0.009999999999999999' }), ETH);
    expect(!under.ok && say(under.errors.amount)).toMatch(/minimum stake is 0.01 ETH/);
    // An exit has no minimum.
    expect(
      checkStakingForm(
        entry({ direction: 'Exit', productId: '', toAccountNumber: '000000000043', amount: '0.001' }),
        ETH,
      ).ok,
    ).toBe(true);
  });

  it('reports every problem at once', () => {
    const verdict = checkStakingForm(
      {
        direction: 'Entry',
        fromAccountNumber: '1',
        productId: '',
        toAccountNumber: '',
        amount: '',
        externalReference: 'x',
      },
      ETH,
    );
    expect(!verdict.ok && Object.keys(verdict.errors).sort()).toEqual([
      'amount',
      'externalReference',
      'fromAccountNumber',
      'productId',
    ]);
  });
});

describe('payout range', () => {
  it('a date is midnight UTC; a date-time needs a zone', () => {
    expect(parseInstant('2026-01-31')).toEqual({ ok: true, iso: '2026-01-31T00:00:00.000Z' });
    expect(parseInstant('2026-01-31T08:30:00+01:00')).toEqual({ ok: true, iso: '2026-01-31T07:30:00.000Z' });
    expect(parseInstant('2026-02-30').ok).toBe(false);
    expect(parseInstant('2026-01-31T08:30:00').ok).toBe(false);
    const backwards = parsePayoutRange('2026-02-01', '2026-01-01');
    expect(backwards.ok).toBe(false);
    expect(!backwards.ok && rangeProblemText(backwards, english.format)).toMatch(/after its start/);
    // A bound's problem names the bound, in the reader's language.
    const wrong = parsePayoutRange('yesterday', '2026-01-01');
    expect(!wrong.ok && rangeProblemText(wrong, english.format)).toBe(
      'From: "yesterday" is neither a date (2026-01-31, from 00:00 UTC) nor a date and time in UTC (2026-01-31 08:00 UTC).',
    );
    const german = createTranslator('de', 'de-CH', deMessages);
    expect(!wrong.ok && rangeProblemText(wrong, german.format)).toMatch(/^Von: «yesterday» ist weder ein Datum/);
    expect(parsePayoutRange('2026-01-01', '2026-02-01')).toEqual({
      ok: true,
      range: { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' },
    });
  });
});
