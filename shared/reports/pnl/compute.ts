import type { StatementOrder } from '../../api/schemas/report-data';
import type { PnlMethod } from './definitions';
import type { ExactNumber } from './exact';
import { exact, share, text } from './exact';
import type { Execution, SkippedItem } from './executions';
import { executionsOf } from './executions';

/** Realized P&L of one instrument (symbol in currency); amounts in the currency, quantities in the symbol. */
export interface InstrumentPnl {
  readonly symbol: string;
  readonly currency: string;
  readonly bought: string;
  readonly sold: string;
  readonly matched: string;
  readonly unmatched: string;
  /** Proceeds of the unmatched quantity (no P&L is invented for it). */
  readonly unmatchedProceeds: string;
  readonly realized: string;
  readonly openQuantity: string;
  readonly openCost: string;
}

/** One sell's realized P&L (what the reference-currency total converts, at its day's rate). */
export interface Realization {
  readonly orderId: number;
  readonly symbol: string;
  readonly currency: string;
  readonly day: string;
  readonly realized: string;
}

/** Per currency: the sums of the instruments in it. */
export interface CurrencyPnl {
  readonly currency: string;
  readonly realized: string;
  readonly unmatchedProceeds: string;
  readonly openCost: string;
}

/** The realized P&L of a statement by one method. */
export interface PnlResult {
  readonly method: PnlMethod;
  readonly instruments: readonly InstrumentPnl[];
  readonly totals: readonly CurrencyPnl[];
  readonly realizations: readonly Realization[];
  /** Commissions in another currency than the order's, per currency: left out of the P&L. */
  readonly otherCommissions: readonly { readonly currency: string; readonly amount: string }[];
  readonly skipped: readonly SkippedItem[];
}

interface Lot {
  quantity: ExactNumber;
  cost: ExactNumber;
}

interface Book {
  readonly symbol: string;
  readonly currency: string;
  /** FIFO: open lots, oldest first; average: at most one pooled lot. */
  lots: Lot[];
  bought: ExactNumber;
  sold: ExactNumber;
  matched: ExactNumber;
  unmatchedProceeds: ExactNumber;
  realized: ExactNumber;
}

function buy(book: Book, execution: Execution, method: PnlMethod): void {
  const cost = execution.quantity.times(execution.price).plus(execution.commission);
  book.bought = book.bought.plus(execution.quantity);
  const pool = book.lots[0];
  if (method === 'average' && pool) {
    pool.quantity = pool.quantity.plus(execution.quantity);
    pool.cost = pool.cost.plus(cost);
  } else {
    book.lots.push({ quantity: execution.quantity, cost });
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
  book.sold = book.sold.plus(execution.quantity);
  book.matched = book.matched.plus(consumed.quantity);
  book.unmatchedProceeds = book.unmatchedProceeds.plus(proceeds.minus(matchedProceeds));
  book.realized = book.realized.plus(realized);
  return { orderId: execution.orderId, symbol: book.symbol, currency: book.currency, day: execution.day, realized: text(realized) };
}

const byName = (a: { symbol?: string; currency: string }, b: { symbol?: string; currency: string }): number =>
  a.currency.localeCompare(b.currency) || (a.symbol ?? '').localeCompare(b.symbol ?? '');

/** Realized P&L and cost basis of an account orders statement's items by FIFO or average cost (PNL_DEFINITIONS). */
export function computePnl(items: readonly StatementOrder[], method: PnlMethod): PnlResult {
  const { executions, skipped } = executionsOf(items);
  const books = new Map<string, Book>();
  const other = new Map<string, ExactNumber>();
  const realizations: Realization[] = [];
  for (const execution of executions) {
    const key = `${execution.symbol}\u0000${execution.currency}`;
    let book = books.get(key);
    if (!book) {
      const zero = exact(0);
      book = { symbol: execution.symbol, currency: execution.currency, lots: [], bought: zero, sold: zero, matched: zero, unmatchedProceeds: zero, realized: zero };
      books.set(key, book);
    }
    if (execution.otherCommission) {
      const { currency, amount } = execution.otherCommission;
      other.set(currency, (other.get(currency) ?? exact(0)).plus(amount));
    }
    if (execution.side === 'Buy') buy(book, execution, method);
    else realizations.push(sell(book, execution));
  }
  const instruments = [...books.values()].sort(byName).map((book): InstrumentPnl => {
    const openQuantity = book.lots.reduce((sum, lot) => sum.plus(lot.quantity), exact(0));
    const openCost = book.lots.reduce((sum, lot) => sum.plus(lot.cost), exact(0));
    return {
      symbol: book.symbol,
      currency: book.currency,
      bought: text(book.bought),
      sold: text(book.sold),
      matched: text(book.matched),
      unmatched: text(book.sold.minus(book.matched)),
      unmatchedProceeds: text(book.unmatchedProceeds),
      realized: text(book.realized),
      openQuantity: text(openQuantity),
      openCost: text(openCost),
    };
  });
  const totals = new Map<string, { realized: ExactNumber; unmatchedProceeds: ExactNumber; openCost: ExactNumber }>();
  for (const row of instruments) {
    const sum = totals.get(row.currency) ?? { realized: exact(0), unmatchedProceeds: exact(0), openCost: exact(0) };
    totals.set(row.currency, { realized: sum.realized.plus(row.realized), unmatchedProceeds: sum.unmatchedProceeds.plus(row.unmatchedProceeds), openCost: sum.openCost.plus(row.openCost) });
  }
  return {
    method,
    instruments,
    totals: [...totals].map(([currency, sum]) => ({ currency, realized: text(sum.realized), unmatchedProceeds: text(sum.unmatchedProceeds), openCost: text(sum.openCost) })).sort(byName),
    realizations,
    otherCommissions: [...other].map(([currency, amount]) => ({ currency, amount: text(amount) })).sort(byName),
    skipped,
  };
}
