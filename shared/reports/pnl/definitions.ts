/** The realized P&L definitions, word for word on screen, in the Excel manifest, the CSV README and `desk pnl`. */
export const PNL_DEFINITIONS: readonly string[] = [
  'Executions: every statement item with cumulativeQuantity > 0, at averagePrice, at createdAt (ties by orderId), grouped per instrument (symbol in currency).',
  "Commission: when commissionCurrency is the order's currency (or absent), it adds to a buy's cost and reduces a sell's proceeds; a commission in another currency is listed per currency and left out of the P&L.",
  'FIFO: a buy opens a lot (quantity, total cost). A sell consumes the oldest lots first; the cost of a partly consumed lot is its total cost times the consumed share. Realized P&L of a sell = its proceeds for the matched quantity (proceeds × matched / sold) minus the cost of the consumed lots. A sell beyond the open lots (bought before the statement\'s range) is reported as unmatched quantity with its proceeds, and no P&L is invented for it.',
  'Average cost: the same, with one pooled cost per instrument.',
  "Exact decimal arithmetic throughout; divisions rounded half-even at 18 decimals; display at the currency's precision.",
  "Reference currency total (where an exchange rates statement covering the range exists): each sell's realized P&L converted at its execution day's rate of the P&L currency.",
];

/** The two cost-basis methods. */
export const PNL_METHODS = ['fifo', 'average'] as const;
export type PnlMethod = (typeof PNL_METHODS)[number];

/** A trader's name for each method. */
export const PNL_METHOD_LABELS: Readonly<Record<PnlMethod, string>> = { fifo: 'FIFO', average: 'Average cost' };

/** Table names of the P&L start with this (the preview shows the definitions above these tabs). */
export const PNL_TABLE_PREFIX = 'P&L';
