import { z } from 'zod';
import type { Message } from '../../i18n/message';
import { decimalText } from '../../wire/decimal';

/*
 * Opening lots: what the P&L of a statement starts from when coins it sells
 * were bought before its first day. They come from an earlier archived
 * account orders statement of the same customer (its orders replayed by the
 * same method; the lots still open at this statement's first day carry over),
 * or are typed in by the user and kept with the archived statement.
 */

/** Where an opening lot came from: an earlier statement (by archive id and range), or typed in by the user. */
export type LotSource =
  | { readonly kind: 'statement'; readonly archiveId: string; readonly dateFrom: string; readonly dateTo: string }
  | { readonly kind: 'typed' };

/** One lot open at a statement's first day: quantity of the symbol and its total cost in the currency, with the day it was opened. */
export interface OpeningLot {
  readonly symbol: string;
  readonly currency: string;
  readonly quantity: string;
  readonly cost: string;
  /** The day the coins were bought (UTC, YYYY-MM-DD); FIFO consumes older lots first. */
  readonly date: string;
  readonly source: LotSource;
}

/** Opening lots by method: an earlier statement leaves FIFO lots and one average-cost pool per instrument, which differ. */
export interface OpeningLots {
  readonly fifo: readonly OpeningLot[];
  readonly average: readonly OpeningLot[];
}

export const NO_OPENING_LOTS: OpeningLots = { fifo: [], average: [] };

const symbol = z.string().regex(/^[A-Z0-9]{2,12}$/, 'Must be an asset symbol such as BTC');
const positive = decimalText.refine(
  (value) => !/^-/.test(value) && !/^0(\.0+)?([eE][+-]?\d+)?$/.test(value),
  'Must be more than 0',
);
const notNegative = decimalText.refine((value) => !/^-/.test(value), 'Must not be negative');

/** A lot the user types in: instrument, quantity, total cost (commission included) and the day it was bought. */
export const typedLotSchema = z.strictObject({
  symbol,
  currency: symbol,
  quantity: positive,
  cost: notNegative,
  date: z.iso.date({ message: 'Must be a date (YYYY-MM-DD)' }),
});
export type TypedLot = z.output<typeof typedLotSchema>;

const archiveId = z.string().regex(/^[a-z0-9-]{8,80}$/, 'Must be an archive id');

/** What the user chose as a statement's opening: an earlier statement, typed lots, or both (typed lots add to the statement's). */
export const openingChoiceSchema = z.strictObject({
  statement: archiveId.nullable(),
  lots: z.array(typedLotSchema).max(200, 'At most 200 typed lots'),
});
export type OpeningChoice = z.output<typeof openingChoiceSchema>;

export const NO_OPENING_CHOICE: OpeningChoice = { statement: null, lots: [] };

/** Opening lots as a statement's tables use them, with why a chosen earlier statement's lots are missing, if they are. */
export interface ResolvedOpeningLots extends OpeningLots {
  /** Why, in English (the desk's output and the figure's English text). */
  readonly problem: string | null;
  /** Why, in catalogue words (the figure in the reader's language). */
  readonly problemWords?: Message | null;
}
