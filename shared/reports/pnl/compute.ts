import type { StatementOrder } from '../../api/schemas/report-data';
import type { PnlMethod } from './definitions';
import type { ExactNumber } from './exact';
import { exact, share, text } from './exact';
import type { Execution, SkippedItem } from './executions';
import { executionsOf } from './executions';
import type { LotSource, OpeningLot } from './opening';

/**
 * Realized P&L of one instrument (symbol in currency); amounts in the currency, quantities in the symbol.
 * When a sell went beyond the open lots (coins bought before the statement's range, no opening lot given),
 * the instrument's realized P&L is not computable: `realized` is null and `unmatchedSells` says how many sells
 * lack a cost basis, `unmatchedProceeds` what they brought in. A partial figure is never given as the P&L.
 */
export interface InstrumentPnl {
  readonly symbol: string;
  readonly currency: string;
  /** Quantity of the opening lots (from an earlier statement or typed in). */
  readonly opening: string;
  readonly bought: string;
  readonly sold: string;
  readonly matched: string;
  readonly unmatched: string;
  /** Sells with a quantity beyond the open lots. */
  readonly unmatchedSells: number;
  /** Proceeds of the unmatched quantity (no P&L is invented for it). */
  readonly unmatchedProceeds: string;
  readonly computable: boolean;
  /** Null when not computable. */
  readonly realized: string | null;
  readonly openQuantity: string;
  readonly openCost: string;
}

/** One sell's realized P&L (what the reference-currency total converts, at its day's rate); null when it has no cost basis for part of it. */
export interface Realization {
  readonly orderId: number;
  readonly symbol: string;
  readonly currency: string;
  readonly day: string;
  readonly realized: string | null;
}

/** Per currency: the sums of the instruments in it; realized is null (not computable) when any instrument in it is. */
export interface CurrencyPnl {
  readonly currency: string;
  readonly computable: boolean;
  readonly realized: string | null;
  /** The instruments whose realized P&L is not computable (symbols). */
  readonly notComputable: readonly string[];
  readonly unmatchedSells: number;
  readonly unmatchedProceeds: string;
  readonly openCost: string;
}

/** A lot still open at the end of the statement: where it came from (null: bought in this statement). */
export interface OpenLot {
  readonly symbol: string;
  readonly currency: string;
  readonly quantity: string;
  readonly cost: string;
  readonly date: string;
  readonly source: LotSource | null;
}

/** The realized P&L of a statement by one method. */
export interface PnlResult {
  readonly method: PnlMethod;
  readonly instruments: readonly InstrumentPnl[];
  readonly totals: readonly CurrencyPnl[];
  readonly realizations: readonly Realization[];
  /** The opening lots the computation started from (as given, oldest first per instrument). */
  readonly opening: readonly OpeningLot[];
  /** The lots open at the end (FIFO: oldest first; average: one pool per instrument). */
  readonly openLots: readonly OpenLot[];
  /** Commissions in another currency than the order's, per currency: left out of the P&L. */
  readonly otherCommissions: readonly { readonly currency: string; readonly amount: string }[];
  readonly skipped: readonly SkippedItem[];
}

interface Lot {
  quantity: ExactNumber;
  cost: ExactNumber;
  date: string;
  /** Null: bought in this statement (or a pool mixing sources). */
  source: LotSource | null;
}

interface Book {
  readonly symbol: string;
  readonly currency: string;
  /** FIFO: open lots, oldest first; average: at most one pooled lot. */
  lots: Lot[];
  opening: ExactNumber;
  bought: ExactNumber;
  sold: ExactNumber;
  matched: ExactNumber;
  unmatchedSells: number;
  unmatchedProceeds: ExactNumber;
  realized: ExactNumber;
}

const sameSource = (a: LotSource | null, b: LotSource | null): boolean => JSON.stringify(a) === JSON.stringify(b);

function addLot(book: Book, lot: Lot, method: PnlMethod): void {
  const pool = book.lots[0];
  if (method === 'average' && pool) {
    pool.quantity = pool.quantity.plus(lot.quantity);
    pool.cost = pool.cost.plus(lot.cost);
    pool.date = lot.date > pool.date ? lot.date : pool.date;
    if (!sameSource(pool.source, lot.source)) pool.source = null;
  } else {
    book.lots.push(lot);
  }
}

/** Consumes up to `wanted` from the lots, oldest first; answers the quantity and cost consumed. */
function consume(lots: Lot[], wanted: ExactNumber): { quantity: ExactNumber; cost: ExactNumber } {
  let quantity = exact(0);
  let cost = exact(0);
  while (lots.length > 0 && quantity.lt(wanted)) {
    const lot = lots[0] as Lot;
    const take = wanted.minus(quantity);
    if (take.gte(lot.quantity)) {
      quantity = quantity.plus(lot.quantity);
      cost = cost.plus(lot.cost);
      lots.shift();
    } else {
      // A partly consumed lot: its total cost times the consumed share; the rest stays with the lot.
      const part = share(lot.cost, take, lot.quantity);
      quantity = quantity.plus(take);
      cost = cost.plus(part);
      lot.quantity = lot.quantity.minus(take);
      lot.cost = lot.cost.minus(part);
    }
  }
  return { quantity, cost };
}

function sell(book: Book, execution: Execution): Realization {
  const proceeds = execution.quantity.times(execution.price).minus(execution.commission);
  const consumed = consume(book.lots, execution.quantity);
  const matchedProceeds = consumed.quantity.eq(0) ? exact(0) : share(proceeds, consumed.quantity, execution.quantity);
  const realized = matchedProceeds.minus(consumed.cost);
  const whole = consumed.quantity.eq(execution.quantity);
  book.sold = book.sold.plus(execution.quantity);
  book.matched = book.matched.plus(consumed.quantity);
  if (!whole) book.unmatchedSells += 1;
  book.unmatchedProceeds = book.unmatchedProceeds.plus(proceeds.minus(matchedProceeds));
  book.realized = book.realized.plus(realized);
  return {
    orderId: execution.orderId,
    symbol: book.symbol,
    currency: book.currency,
    day: execution.day,
    realized: whole ? text(realized) : null,
  };
}

const byName = (a: { symbol?: string; currency: string }, b: { symbol?: string; currency: string }): number =>
  a.currency.localeCompare(b.currency) || (a.symbol ?? '').localeCompare(b.symbol ?? '');

const keyOf = (item: { symbol: string; currency: string }): string => `${item.symbol}\u0000${item.currency}`;

function bookOf(books: Map<string, Book>, item: { symbol: string; currency: string }): Book {
  let book = books.get(keyOf(item));
  if (!book) {
    const zero = exact(0);
    book = {
      symbol: item.symbol,
      currency: item.currency,
      lots: [],
      opening: zero,
      bought: zero,
      sold: zero,
      matched: zero,
      unmatchedSells: 0,
      unmatchedProceeds: zero,
      realized: zero,
    };
    books.set(keyOf(item), book);
  }
  return book;
}

function instrumentOf(book: Book): InstrumentPnl {
  const openQuantity = book.lots.reduce((sum, lot) => sum.plus(lot.quantity), exact(0));
  const openCost = book.lots.reduce((sum, lot) => sum.plus(lot.cost), exact(0));
  const computable = book.unmatchedSells === 0;
  return {
    symbol: book.symbol,
    currency: book.currency,
    opening: text(book.opening),
    bought: text(book.bought),
    sold: text(book.sold),
    matched: text(book.matched),
    unmatched: text(book.sold.minus(book.matched)),
    unmatchedSells: book.unmatchedSells,
    unmatchedProceeds: text(book.unmatchedProceeds),
    computable,
    realized: computable ? text(book.realized) : null,
    openQuantity: text(openQuantity),
    openCost: text(openCost),
  };
}

function totalsOf(instruments: readonly InstrumentPnl[]): CurrencyPnl[] {
  const totals = new Map<
    string,
    {
      realized: ExactNumber;
      notComputable: string[];
      unmatchedSells: number;
      unmatchedProceeds: ExactNumber;
      openCost: ExactNumber;
    }
  >();
  for (const row of instruments) {
    const sum = totals.get(row.currency) ?? {
      realized: exact(0),
      notComputable: [],
      unmatchedSells: 0,
      unmatchedProceeds: exact(0),
      openCost: exact(0),
    };
    totals.set(row.currency, {
      realized: row.realized === null ? sum.realized : sum.realized.plus(row.realized),
      notComputable: row.computable ? sum.notComputable : [...sum.notComputable, row.symbol],
      unmatchedSells: sum.unmatchedSells + row.unmatchedSells,
      unmatchedProceeds: sum.unmatchedProceeds.plus(row.unmatchedProceeds),
      openCost: sum.openCost.plus(row.openCost),
    });
  }
  return [...totals]
    .map(([currency, sum]) => {
      const computable = sum.notComputable.length === 0;
      return {
        currency,
        computable,
        // A sum over some of the instruments is not the currency's total: none is given.
        realized: computable ? text(sum.realized) : null,
        notComputable: sum.notComputable,
        unmatchedSells: sum.unmatchedSells,
        unmatchedProceeds: text(sum.unmatchedProceeds),
        openCost: text(sum.openCost),
      };
    })
    .sort(byName);
}

/** Opening lots oldest first (ties keep their given order): FIFO consumes them before anything the statement bought. */
const oldestFirst = (lots: readonly OpeningLot[]): OpeningLot[] =>
  [...lots].sort((a, b) => a.date.localeCompare(b.date));

/**
 * Realized P&L and cost basis of an account orders statement's items by FIFO or average cost (PNL_DEFINITIONS),
 * starting from the opening lots given (bought before the statement's first day).
 */
export function computePnl(
  items: readonly StatementOrder[],
  method: PnlMethod,
  openingLots: readonly OpeningLot[] = [],
): PnlResult {
  const { executions, skipped } = executionsOf(items);
  const books = new Map<string, Book>();
  const other = new Map<string, ExactNumber>();
  const realizations: Realization[] = [];
  const opening = oldestFirst(openingLots);
  for (const lot of opening) {
    const book = bookOf(books, lot);
    book.opening = book.opening.plus(lot.quantity);
    addLot(book, { quantity: exact(lot.quantity), cost: exact(lot.cost), date: lot.date, source: lot.source }, method);
  }
  for (const execution of executions) {
    const book = bookOf(books, execution);
    if (execution.otherCommission) {
      const { currency, amount } = execution.otherCommission;
      other.set(currency, (other.get(currency) ?? exact(0)).plus(amount));
    }
    if (execution.side === 'Buy') {
      const cost = execution.quantity.times(execution.price).plus(execution.commission);
      book.bought = book.bought.plus(execution.quantity);
      addLot(book, { quantity: execution.quantity, cost, date: execution.day, source: null }, method);
    } else realizations.push(sell(book, execution));
  }
  const sorted = [...books.values()].sort(byName);
  const instruments = sorted.map(instrumentOf);
  return {
    method,
    instruments,
    totals: totalsOf(instruments),
    realizations,
    opening,
    openLots: sorted.flatMap((book) =>
      book.lots.map((lot) => ({
        symbol: book.symbol,
        currency: book.currency,
        quantity: text(lot.quantity),
        cost: text(lot.cost),
        date: lot.date,
        source: lot.source,
      })),
    ),
    otherCommissions: [...other].map(([currency, amount]) => ({ currency, amount: text(amount) })).sort(byName),
    skipped,
  };
}
