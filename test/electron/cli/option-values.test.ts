import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../electron/cli/desk/command';
import {
  checkedOptions,
  dayOption,
  listOption,
  onlyOptions,
  requiredOption,
  textOption,
  wholeNumberOption,
} from '../../../electron/cli/desk/commands/option-values';
import { parseCancelArgs, parseListArgs } from '../../../electron/cli/desk/commands/trading-args';
import { tradingQuantity } from '../../../shared/ipc/schemas/trading';

/** The usage error a call throws (fails the test when it throws nothing or something else). */
function usage(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no usage error');
}

describe('desk option helpers (one set for every command)', () => {
  it('a text option: absent, given, empty, valueless, or repeated where it is taken once', () => {
    expect(textOption({}, 'symbol')).toBeUndefined();
    expect(textOption({ symbol: 'BTC' }, 'symbol')).toBe('BTC');
    expect(textOption({ symbol: ['BTC'] }, 'symbol')).toBe('BTC');
    expect(usage(() => textOption({ symbol: '' }, 'symbol'))).toBe('--symbol needs a value.');
    expect(usage(() => textOption({ symbol: true }, 'symbol'))).toBe('--symbol needs a value.');
    expect(usage(() => textOption({ symbol: ['BTC', 'ETH'] }, 'symbol'))).toBe('--symbol may be given only once here.');
    expect(usage(() => requiredOption({}, 'amount'))).toBe('--amount is required.');
    expect(listOption({ status: ['Open', 'Filled'] }, 'status')).toEqual(['Open', 'Filled']);
    expect(listOption({}, 'status')).toEqual([]);
  });

  it('a whole number: digits only, within its range', () => {
    expect(wholeNumberOption({ page: '12' }, 'page', { min: 1, max: 1000 })).toBe(12);
    expect(wholeNumberOption({}, 'page')).toBeUndefined();
    for (const bad of ['0', '1001', '1.5', '-1', '1e3', 'abc']) {
      expect(usage(() => wholeNumberOption({ page: bad }, 'page', { min: 1, max: 1000 }))).toBe(
        `--page must be a whole number from 1 to 1000; got "${bad}".`,
      );
    }
  });

  it("a day, a foreign option, and a value checked by a channel's schema", () => {
    expect(dayOption({ from: '2025-02-28' }, 'from')).toBe('2025-02-28');
    expect(usage(() => dayOption({ from: '2025-02-30' }, 'from'))).toMatch(/--from must be a date/);
    expect(usage(() => onlyOptions({ account: '1', yes: true }, ['account'], 'orders cancel'))).toBe(
      '`orders cancel` does not take --yes.',
    );
    expect(() => checkedOptions(tradingQuantity, '0', () => '--quantity')).toThrow(
      /--quantity: Quantity must be greater than zero/,
    );
  });

  it('the trading subcommands read their options with them: a malformed number is a usage error, as in every other command', () => {
    expect(usage(() => parseCancelArgs({ account: 'abc', 'order-id': '1' }))).toMatch(
      /--account must be a whole number/,
    );
    expect(usage(() => parseListArgs({ 'page-size': '2.5' }))).toMatch(/--page-size must be a whole number/);
  });
});
