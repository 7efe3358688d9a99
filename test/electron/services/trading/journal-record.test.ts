import { describe, expect, it } from 'vitest';
import { journalRecordSchema } from '../../../../electron/services/trading/journal';
import { tradingJournalEntry } from '../../../../shared/ipc/schemas/trading';

const NOW = '2026-11-25T08:00:00.000Z';
const entry = {
  kind: 'order',
  id: 'svco-1',
  profileId: 'p-1',
  customer: '1',
  state: 'sent',
  clientOrderId: 'svco-1',
  cancelRequestId: null,
  request: { symbol: 'BTC' },
  createdAt: NOW,
  updatedAt: NOW,
  sends: 1,
  order: null,
  message: null,
} as const;

/*
 * The journal's record on disk and the entry the desk is shown are one schema: the record is the entry plus what
 * only main keeps, so a field added to one cannot be forgotten in the other.
 */
describe("the order journal record and the desk's journal entry", () => {
  it("the record has every field of the entry, and only the order's raw form and confirmedAt beyond it", () => {
    const entryFields = Object.keys(tradingJournalEntry.shape).sort();
    expect(Object.keys(journalRecordSchema.shape).sort()).toEqual([...entryFields, 'confirmedAt'].sort());
  });

  it.each([
    ['an empty id', { id: '' }],
    ['a fractional send count', { sends: 1.5 }],
    ['a negative send count', { sends: -1 }],
    ['an unknown state', { state: 'lost' }],
  ])('neither accepts %s', (_, change) => {
    expect(journalRecordSchema.safeParse({ ...entry, ...change }).success).toBe(false);
    expect(tradingJournalEntry.safeParse({ ...entry, ...change }).success).toBe(false);
  });

  it('both accept an entry the journal writes', () => {
    expect(journalRecordSchema.safeParse(entry).success).toBe(true);
    expect(tradingJournalEntry.safeParse(entry).success).toBe(true);
  });
});
