import Big from 'big.js';
import type { CustodyAccount } from '../api/schemas/custody';
import type { MarketData } from '../api/schemas/trading';
import { booksIn } from './cross-books';
import type { Holding, Position, PriceBasis, UsedPrice, Valuation } from './valuation';
import { compareByValue, valueHoldings } from './valuation';

/**
 * The dashboard's positions read model, shared with `desk positions` so both
 * show the same figures: custody accounts valued in the customer's reference
 * currency from the trading books (crossed where no direct book exists).
 */

/** The accounts as holdings to value (keyed by account id). */
export function holdingsOf(accounts: readonly CustodyAccount[]): Holding[] {
  return accounts.map((account) => ({ key: String(account.id), asset: account.assetSymbol, balance: account.balance }));
}

/** Every account valued in `currency` at the chosen side of the books, grouped by asset. */
export function valuePositions(
  accounts: readonly CustodyAccount[],
  books: readonly MarketData[],
  currency: string,
  basis: PriceBasis,
): Valuation {
  return valueHoldings(holdingsOf(accounts), booksIn(books, currency), currency, basis);
}

/** How positions are ordered. Balances are never compared across assets: they are in different units. */
export type PositionSort = 'Value' | 'Asset';

/** Orders positions by value (what has no price last) or by asset; accounts inside a position by balance (one unit there). */
export function orderPositions(positions: readonly Position[], sort: PositionSort): Position[] {
  const byAsset = (a: Position, b: Position): number => (a.asset ?? '').localeCompare(b.asset ?? '');
  return [...positions]
    .sort(sort === 'Value' ? (a, b) => compareByValue(a, b) || byAsset(a, b) : byAsset)
    .map((position) => ({
      ...position,
      holdings: [...position.holdings].sort((a, b) => new Big(b.balance).cmp(a.balance)),
    }));
}

/** The unit price a position is shown at: its first priced account's (every account of one asset has the same). */
export function positionPrice(position: Position): UsedPrice | null {
  return position.holdings.find((holding) => holding.price !== null)?.price ?? null;
}

/** What the dashboard shows instead of a value: "no asset" (the service named none), "no price" (no book gives one); null when valued. */
export function missingText(entry: { value: string | null; asset: string | null }): 'no asset' | 'no price' | null {
  if (entry.value !== null) return null;
  return entry.asset === null ? 'no asset' : 'no price';
}

/** One line of the positions table as the dashboard shows it (exact text; `value` null with `missing` saying why). */
export interface PositionRow {
  readonly asset: string | null;
  /** Sum of the accounts' balances, in the asset's own unit. */
  readonly quantity: string;
  /** Reference-currency units per asset unit (null: no price). */
  readonly price: string | null;
  readonly value: string | null;
  readonly missing: 'no asset' | 'no price' | null;
  /** Percent of the valued total, two places. */
  readonly share: string | null;
}

/** The positions table by value, largest first, as the dashboard opens it. */
export function positionRows(valuation: Valuation): PositionRow[] {
  return orderPositions(valuation.positions, 'Value').map((position) => ({
    asset: position.asset,
    quantity: position.balance,
    price: positionPrice(position)?.price ?? null,
    value: position.value,
    missing: missingText(position),
    share: position.share,
  }));
}
