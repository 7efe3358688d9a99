/**
 * The assets and currencies of the simulated market. Reference prices are the
 * model's value at the world's anchor time ("now" when it was created); the
 * year of history is a random walk that ends there.
 */

export interface CryptoAsset {
  readonly symbol: string;
  readonly name: string;
  /** USD price at the anchor. */
  readonly referenceUsd: number;
  /** Annualized volatility of log price. */
  readonly volatility: number;
  /** Decimal places of order quantities (the trading desk's granularity; coarser than the chain's). */
  readonly quantityPrecision: number;
  /** Decimal places of the asset on its chain: what balances, bookings, staking and rewards are kept at. */
  readonly chainPrecision: number;
  /** Smallest order quantity. */
  readonly minQuantity: string;
  /** Half of the bid/ask spread, in basis points of mid. */
  readonly halfSpreadBps: number;
}

/** Crypto assets, in model index order (the index keys the price noise, so never reorder). */
export const CRYPTO_ASSETS: readonly CryptoAsset[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    referenceUsd: 64250,
    volatility: 0.55,
    quantityPrecision: 8,
    chainPrecision: 8,
    minQuantity: '0.0001',
    halfSpreadBps: 5,
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    referenceUsd: 3120,
    volatility: 0.65,
    quantityPrecision: 8,
    chainPrecision: 18,
    minQuantity: '0.001',
    halfSpreadBps: 6,
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    referenceUsd: 148.6,
    volatility: 0.9,
    quantityPrecision: 6,
    chainPrecision: 9,
    minQuantity: '0.01',
    halfSpreadBps: 10,
  },
  {
    symbol: 'DOT',
    name: 'Polkadot',
    referenceUsd: 6.42,
    volatility: 0.8,
    quantityPrecision: 4,
    chainPrecision: 10,
    minQuantity: '0.1',
    halfSpreadBps: 12,
  },
  {
    symbol: 'ADA',
    name: 'Cardano',
    referenceUsd: 0.4531,
    volatility: 0.8,
    quantityPrecision: 2,
    chainPrecision: 6,
    minQuantity: '1',
    halfSpreadBps: 12,
  },
  {
    symbol: 'MATIC',
    name: 'Polygon',
    referenceUsd: 0.5218,
    volatility: 0.9,
    quantityPrecision: 2,
    chainPrecision: 18,
    minQuantity: '1',
    halfSpreadBps: 15,
  },
  {
    symbol: 'LINK',
    name: 'Chainlink',
    referenceUsd: 14.37,
    volatility: 0.8,
    quantityPrecision: 4,
    chainPrecision: 18,
    minQuantity: '0.1',
    halfSpreadBps: 12,
  },
  {
    symbol: 'XTZ',
    name: 'Tezos',
    referenceUsd: 0.8143,
    volatility: 0.75,
    quantityPrecision: 4,
    chainPrecision: 6,
    minQuantity: '1',
    halfSpreadBps: 15,
  },
];

export interface FiatCurrency {
  readonly symbol: string;
  readonly name: string;
  /** Units of this currency per USD at the anchor. */
  readonly referencePerUsd: number;
  readonly volatility: number;
}

/** Fiat currencies every crypto asset trades against (index keys the FX noise; never reorder). */
export const FIAT_CURRENCIES: readonly FiatCurrency[] = [
  { symbol: 'USD', name: 'US Dollar', referencePerUsd: 1, volatility: 0 },
  { symbol: 'CHF', name: 'Swiss Franc', referencePerUsd: 0.8842, volatility: 0.07 },
  { symbol: 'EUR', name: 'Euro', referencePerUsd: 0.9215, volatility: 0.06 },
];

/** Balances of fiat accounts carry cents. */
export const FIAT_PRECISION = 2;

const cryptoBySymbol = new Map(CRYPTO_ASSETS.map((asset, index) => [asset.symbol, { asset, index }]));
const fiatBySymbol = new Map(FIAT_CURRENCIES.map((fiat, index) => [fiat.symbol, { fiat, index }]));

export function cryptoAsset(symbol: string): { asset: CryptoAsset; index: number } | undefined {
  return cryptoBySymbol.get(symbol);
}

export function fiatCurrency(symbol: string): { fiat: FiatCurrency; index: number } | undefined {
  return fiatBySymbol.get(symbol);
}

/** Decimal places of balances in an asset (its chain precision: ETH 18, BTC 8, ...) or currency (cents). */
export function assetPrecision(symbol: string): number {
  return cryptoBySymbol.get(symbol)?.asset.chainPrecision ?? FIAT_PRECISION;
}

export function isKnownAsset(symbol: string): boolean {
  return cryptoBySymbol.has(symbol) || fiatBySymbol.has(symbol);
}

/** Every asset an account may hold: fiat first, then crypto. */
export const ALL_ASSETS: readonly string[] = [
  ...FIAT_CURRENCIES.map((fiat) => fiat.symbol),
  ...CRYPTO_ASSETS.map((asset) => asset.symbol),
];
