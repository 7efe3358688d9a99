import { describe, expect, it } from 'vitest';
import { RingBuffer } from '../../../../electron/services/request-log/ring-buffer';

describe('RingBuffer', () => {
  it('keeps the newest items up to its capacity', () => {
    const buffer = new RingBuffer<number>(3);
    for (let i = 1; i <= 5; i += 1) buffer.push(i);
    expect(buffer.size).toBe(3);
    expect(buffer.newestFirst(() => true, 10)).toEqual([5, 4, 3]);
  });

  it('filters and limits, newest first', () => {
    const buffer = new RingBuffer<number>(10);
    for (let i = 1; i <= 8; i += 1) buffer.push(i);
    expect(buffer.newestFirst((n) => n % 2 === 0, 3)).toEqual([8, 6, 4]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
  });
});
