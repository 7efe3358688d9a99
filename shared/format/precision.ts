import Big from 'big.js';
import type { Instrument } from '../api/schemas/trading';

/*
 * The desk's one precision rule, for the window, main, the reports and `desk`:
 * an amount shows at its asset's places, a price at its instrument's; what
 * the user can spend is rounded down; the exact text stays for hover and
 * copy (ui/Amount) and for files.
 */

/** Decimal places per asset symbol ("BTC") and per instrument's price ("BTC/CHF"). */
export type PrecisionTable = ReadonlyMap<string, number>;

const NO_TABLE: PrecisionTable = new Map();

/**
 * Places a crypto amount is shown with at most when no instrument says: the
 * ticket's 8, never a chain's 18 (the exact value stays on hover and in files).
 */
export const CRYPTO_DISPLAY_DECIMALS = 8;

/**
 * Decimal places each asset carries on its chain (the service keeps amounts at
 * this precision: ETH in wei, 18). An amount with more digits can never be
 * moved exactly. Unknown assets are left to the service.
 */
const CHAIN_PRECISION: Readonly<Record<string, number>> = {
  ETH: 18,
  BTC: 8,
  SOL: 9,
  DOT: 10,
  ADA: 6,
  MATIC: 18,
  POL: 18,
  XTZ: 6,
  ATOM: 6,
  NEAR: 24,
  AVAX: 18,
  KSM: 12,
  TRX: 6,
  FLOW: 8,
  LINK: 18,
};

/** The chain precision of an asset (what an amount may carry at most), or null when we do not know it (then the service decides). */
export function chainPrecision(assetSymbol: string): number | null {
  return CHAIN_PRECISION[assetSymbol.toUpperCase()] ?? null;
}

// Learnt once per currency: a million-row export asks for every row.
const fiatPlaces = new Map<string, number | undefined>();

/** ISO 4217 minor units of a fiat currency (CHF: 2, JPY: 0); undefined for anything else (BTC). */
export function fiatPrecision(symbol: string): number | undefined {
  if (fiatPlaces.has(symbol)) return fiatPlaces.get(symbol);
  const places =
    /^[A-Z]{3}$/.test(symbol) && isoCurrencies().has(symbol)
      ? new Intl.NumberFormat('en', { style: 'currency', currency: symbol }).resolvedOptions().maximumFractionDigits
      : undefined;
  fiatPlaces.set(symbol, places);
  return places;
}

let currencies: Set<string> | undefined;
function isoCurrencies(): Set<string> {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies;
}

/**
 * Derives the table from the service's instruments: a fiat currency shows its
 * ISO minor units (CHF: 2); a crypto asset its quantity precision as a base
 * asset (BTC: 8), else the finest price precision it is quoted with; each
 * instrument's price its price precision.
 */
export function precisionTable(instruments: readonly Instrument[]): PrecisionTable {
  const table = new Map<string, number>();
  const quoted = new Map<string, number>();
  for (const instrument of instruments) {
    table.set(instrument.symbol, Math.max(table.get(instrument.symbol) ?? 0, instrument.quantityPrecision));
    quoted.set(instrument.currency, Math.max(quoted.get(instrument.currency) ?? 0, instrument.pricePrecision));
  }
  for (const [currency, places] of quoted) if (!table.has(currency)) table.set(currency, places);
  for (const symbol of table.keys()) {
    const fiat = fiatPrecision(symbol);
    if (fiat !== undefined) table.set(symbol, fiat);
  }
  for (const instrument of instruments)
    table.set(pairKey(instrument.symbol, instrument.currency), instrument.pricePrecision);
  return table;
}

function pairKey(symbol: string, currency: string): string {
  return `${symbol}/${currency}`;
}

/**
 * The places an amount of an asset shows with: the instruments' (table),
 * else a fiat currency's ISO minor units, else its chain's capped at 8;
 * undefined when nothing is known (then every digit shows).
 */
export function assetPlaces(asset: string | null | undefined, table: PrecisionTable = NO_TABLE): number | undefined {
  if (!asset) return undefined;
  const known = table.get(asset) ?? fiatPrecision(asset.toUpperCase());
  if (known !== undefined) return known;
  const chain = chainPrecision(asset);
  return chain === null ? undefined : Math.min(chain, CRYPTO_DISPLAY_DECIMALS);
}

/**
 * The places a price of an instrument shows with: its price precision, else
 * its currency's places, and given the price, at least 4 for one under 10
 * (a cross-priced 0.4053 is not read as 0.41; hovering shows every digit).
 */
export function pricePlaces(
  symbol: string,
  currency: string,
  table: PrecisionTable = NO_TABLE,
  price?: string,
): number | undefined {
  const known = table.get(pairKey(symbol, currency));
  if (known !== undefined) return known;
  const places = assetPlaces(currency, table);
  if (price === undefined || places === undefined) return places;
  return new Big(price).abs().lt(10) ? Math.max(places, 4) : places;
}

/** The places a figure shows with: its asset's, else as many as it was written with (at least 2). */
export function placesFor(asset: string | null | undefined, text: string, table: PrecisionTable = NO_TABLE): number {
  return assetPlaces(asset, table) ?? Math.max(2, writtenPlaces(text));
}

/**
 * The places a price from a statement shows with (an order's average price):
 * its instrument's (pricePlaces), or every digit the service wrote when it
 * wrote more (an average of fills is finer than the tick). Never fewer, so
 * 43,210.5678 CHF is not cut to 43,210.57.
 */
export function statementPricePlaces(
  symbol: string,
  currency: string,
  price: string,
  table: PrecisionTable = NO_TABLE,
): number {
  return Math.max(pricePlaces(symbol, currency, table, price) ?? 2, writtenPlaces(price));
}

/** Most decimal places a figure is ever given (Excel's limit too); the exact text keeps the rest. */
export const MAX_PLACES = 18;

/** Decimal places of decimal text as written ("1.50" -> 2, "1e-8" -> 8), capped at MAX_PLACES. */
export function writtenPlaces(text: string): number {
  const [mantissa = '', exponent] = text.split(/[eE]/);
  const dot = mantissa.indexOf('.');
  const digits = (dot < 0 ? 0 : mantissa.length - dot - 1) - Number(exponent ?? 0);
  return Math.min(MAX_PLACES, Math.max(0, digits));
}

/**
 * What the user can spend of a balance at `places` (undefined: every digit):
 * rounded down, never up, so neither "Available" nor Max offers more than is
 * there, and Max never fills more places than the asset shows.
 */
export function spendable(text: string, places: number | undefined): string {
  return places === undefined ? new Big(text).toFixed() : new Big(text).round(places, Big.roundDown).toFixed();
}
