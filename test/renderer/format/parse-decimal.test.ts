import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../shared/format/decimal';
import { parseDecimalInput } from '../../../renderer/src/format/parse-decimal';

describe('amounts typed and pasted as the locale writes them', () => {
  it.each([
    ['de-CH', "1'000.5", '1000.5'],
    ['de-CH', '1’000.5', '1000.5'],
    ['de-DE', '1.000,5', '1000.5'],
    ['de-DE', '0,25', '0.25'],
    ['de-DE', '1.000', '1000'],
    ['de-DE', '1.5', '1.5'],
    ['en-US', '1,000.5', '1000.5'],
    ['en-US', '1,000', '1000'],
    ['en-US', '0.00012345', '0.00012345'],
    ['fr-FR', '1\u202f000,5', '1000.5'],
    ['en-US', '1000.5', '1000.5'],
    ['de-DE', '1000.5', '1000.5'],
  ])('%s reads %j as %s', (locale, typed, plain) => {
    expect(parseDecimalInput(typed, locale)).toBe(plain);
  });

  it('leaves what is no number as typed, so validation names the problem', () => {
    expect(parseDecimalInput('12abc', 'en-US')).toBe('12abc');
    expect(parseDecimalInput('1.2.3,4,5', 'en-US')).toBe('1.2.3,4,5');
  });

  it.each(['de-CH', 'de-DE', 'en-US', 'fr-FR', 'en-IN'])('reads back whatever the app shows in %s', (locale) => {
    for (const value of ['1234567.891', '0.5', '12', '98765.4321'])
      expect(parseDecimalInput(formatDecimal(value, { locale }), locale)).toBe(value);
  });
});

describe('the order ticket reads amounts as the locale writes them', () => {
  it('sends plain decimals for a limit order typed with group separators', async () => {
    const { EMPTY_DRAFT, orderInput, plainDraft, validateDraft } =
      await import('../../../renderer/src/trading/ticket-model');
    const { BTC_CHF, ACCOUNTS } = await import('../trading/fixtures');
    const { offeredBy } = await import('../../../renderer/src/trading/offered');
    const draft = {
      ...EMPTY_DRAFT,
      orderType: 'Limit' as const,
      quantity: '0.5',
      limitPrice: '57,010.30',
      fromAccount: 1001,
    };
    expect(validateDraft(draft, BTC_CHF, ACCOUNTS, offeredBy(null), 0)).toEqual({});
    expect(orderInput(draft, BTC_CHF, null)).toMatchObject({ quantity: '0.5', limitPrice: '57010.30' });
    expect(plainDraft({ ...draft, limitPrice: "57'010.30", quantity: '0,5' }, 'de-CH')).toMatchObject({
      limitPrice: '57010.30',
    });
    expect(plainDraft({ ...draft, limitPrice: '57.010,30', quantity: '0,5' }, 'de-DE')).toMatchObject({
      limitPrice: '57010.30',
      quantity: '0.5',
    });
  });
});
