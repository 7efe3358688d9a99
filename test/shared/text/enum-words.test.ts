import { describe, expect, it } from 'vitest';
import { enumWords, fieldWords } from '../../../shared/text/enum-words';

describe('words, not wire', () => {
  it('names enum values the way a trader says them', () => {
    expect(enumWords('GoodTillCancel')).toBe('Good till cancel');
    expect(enumWords('PreviouslyQuoted')).toBe('Quoted');
    expect(enumWords('ImmediateOrCancel')).toBe('Immediate or cancel');
    expect(enumWords('StopLimit')).toBe('Stop limit');
    expect(enumWords('PartiallyFilled')).toBe('Partially filled');
    expect(enumWords('Market')).toBe('Market');
  });

  it('turns field names into labels', () => {
    expect(fieldWords('cumulativeQuantity')).toBe('Cumulative quantity');
  });
});
