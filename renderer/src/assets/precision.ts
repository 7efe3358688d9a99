import type { Instrument } from '../../../shared/api/schemas/trading';

/** Decimal places per asset symbol. */
export type PrecisionTable = ReadonlyMap<string, number>;

/** ISO 4217 minor units of a fiat currency (CHF: 2, JPY: 0); undefined for anything else (BTC). */
export function fiatPrecision(symbol: string): number | undefined {
  if (!/^[A-Z]{3}$/.test(symbol) || !isoCurrencies().has(symbol)) return undefined;
  return new Intl.NumberFormat('en', { style: 'currency', currency: symbol }).resolvedOptions().maximumFractionDigits;
}

let currencies: Set<string> | undefined;
function isoCurrencies(): Set<string> {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies;
}

/**
 * Derives each asset's display precision: a fiat currency shows its ISO
 * minor units (CHF: 2); a crypto asset its quantity precision as a base
 * asset (BTC: 8), else the finest price precision it is quoted with.
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
  return table;
}

/** The places to show for an asset: the table's, else a fiat currency's ISO minor units, else undefined (every digit). */
export function precisionOf(table: PrecisionTable, asset: string): number | undefined {
  return table.get(asset) ?? fiatPrecision(asset);
}
