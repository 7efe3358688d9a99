import type { MessageKey } from '../../i18n/catalogue/messages';

/**
 * The realized P&L definitions, word for word on screen, in the Excel manifest, the CSV README and `desk pnl`.
 * Written for an accountant: what each figure means in the statement's own column names, never the service's field names.
 */
export const PNL_DEFINITIONS: readonly string[] = [
  'Trades: every order of the statement with a filled quantity above zero, at its average price, in the order it was created (orders created at the same moment in order-number order), grouped per instrument (coin and the currency it was traded in).',
  "Commission: a commission charged in the order's currency is added to a buy's cost and taken off a sell's proceeds; a commission charged in another currency is listed on its own, per currency, and left out of the P&L.",
  "FIFO (first in, first out): each buy opens a lot (its quantity and total cost). A sell uses up the oldest lots first; when it uses part of a lot, it takes that share of the lot's cost. The realized P&L of a sell is its proceeds for the quantity covered by lots minus the cost of what it used up.",
  "Average cost: the same, with all of an instrument's lots pooled at one average cost.",
  "Without cost basis: a sell of more than the open lots hold (coins bought before the statement's first day) has no cost for that part. Its instrument's realized P&L, and the total of its currency, are then shown as not computable, with the number of such sells and their proceeds; no figure is made up for them.",
  "Opening lots: to give such sells their cost, choose an earlier account orders statement of the same customer (its orders up to this statement's first day are replayed by the same method, and the lots still open carry over with their dates and costs, including lots it carried over itself), or type lots in (quantity, total cost, day bought). Opening lots are used before anything bought in the statement; each lists where it came from.",
  "Exact decimal arithmetic throughout; a division is rounded to 18 decimal places (half to even); figures are shown at the currency's number of decimals.",
  "Total in the reference currency (where an archived exchange rates statement covers the period): each sell's realized P&L converted at that day's rate of its currency; none is given when a rate is missing or a figure is not computable.",
];

/** The two cost-basis methods. */
export const PNL_METHODS = ['fifo', 'average'] as const;
export type PnlMethod = (typeof PNL_METHODS)[number];

/** A trader's name for each method. */
export const PNL_METHOD_LABELS: Readonly<Record<PnlMethod, string>> = { fifo: 'FIFO', average: 'Average cost' };

/** Table names of the P&L start with this (the preview shows the definitions above these tabs). */
export const PNL_TABLE_PREFIX = 'P&L';

/** PNL_DEFINITIONS as catalogue messages, in the same order: the preview shows them in the reader's language (files may use them too). */
export const PNL_DEFINITION_WORDS: readonly MessageKey[] = [
  'reports.pnl.definition.trades',
  'reports.pnl.definition.commission',
  'reports.pnl.definition.fifo',
  'reports.pnl.definition.average',
  'reports.pnl.definition.noCostBasis',
  'reports.pnl.definition.opening',
  'reports.pnl.definition.exact',
  'reports.pnl.definition.reference',
];
