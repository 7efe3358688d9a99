import Big from 'big.js';
import type { Instrument, MarketData } from '../../../../shared/api/schemas/trading';
import { hashUnit } from '../random';
import { iso } from '../clock';
import { fromFloat, roundDown, roundHalf, text, unitOf } from '../money';
import { CRYPTO_ASSETS, FIAT_CURRENCIES, assetPrecision, cryptoAsset, fiatCurrency, type CryptoAsset } from './assets';
import { PRICE_BUCKET_MS, PriceModel } from './model';
import type { PriceShockRecord } from '../state';

/** A tradable pair: base crypto asset against a fiat currency. */
export interface InstrumentSpec {
  readonly symbol: string;
  readonly currency: string;
  readonly asset: CryptoAsset;
  readonly cryptoIndex: number;
  readonly fiatIndex: number;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
}

/** Exact top of book at one time. */
export interface Book {
  readonly bid: Big;
  readonly ask: Big;
  readonly mid: Big;
  readonly time: number;
}

/** Price decimals that give about six significant digits at the reference price, within 2..6. */
function pricePrecisionFor(reference: number): number {
  return Math.min(6, Math.max(2, 4 - Math.floor(Math.log10(reference))));
}

const INSTRUMENTS: readonly InstrumentSpec[] = CRYPTO_ASSETS.flatMap((asset, cryptoIndex) =>
  FIAT_CURRENCIES.map((fiat, fiatIndex) => ({
    symbol: asset.symbol,
    currency: fiat.symbol,
    asset,
    cryptoIndex,
    fiatIndex,
    pricePrecision: pricePrecisionFor(asset.referenceUsd * fiat.referencePerUsd),
    quantityPrecision: asset.quantityPrecision,
  })),
);
const instrumentByKey = new Map(INSTRUMENTS.map((spec) => [`${spec.symbol}/${spec.currency}`, spec]));

/** Every instrument of the market. */
export function instruments(): readonly InstrumentSpec[] {
  return INSTRUMENTS;
}

/** The instrument for symbol/currency, or undefined. */
export function findInstrument(symbol: string, currency: string): InstrumentSpec | undefined {
  return instrumentByKey.get(`${symbol}/${currency}`);
}

/**
 * The market: exact books and valuations from the seeded price model. Every
 * amount that leaves here is a Big rounded to the precision it is quoted in.
 */
export class Market {
  readonly model: PriceModel;

  constructor(
    private readonly seed: number,
    origin: number,
    /** The world's price shocks (its live array: shocks added later apply too). */
    shocks: readonly PriceShockRecord[] = [],
  ) {
    this.model = new PriceModel(seed, origin, shocks);
  }

  /** Top of book of an instrument at time t. */
  book(spec: InstrumentSpec, t: number): Book {
    const bucket = Math.floor(t / PRICE_BUCKET_MS);
    const midFloat = this.model.usd(spec.cryptoIndex, t) * this.model.perUsd(spec.fiatIndex, t);
    const half = spec.asset.halfSpreadBps / 10_000;
    const mid = fromFloat(midFloat, spec.pricePrecision);
    const bid = fromFloat(midFloat * (1 - half), spec.pricePrecision);
    let ask = fromFloat(midFloat * (1 + half), spec.pricePrecision);
    if (ask.lte(bid)) ask = bid.plus(unitOf(spec.pricePrecision));
    return { bid, ask, mid, time: bucket * PRICE_BUCKET_MS };
  }

  /** Mid price of an instrument at time t (what valuations use; cheaper than a whole book). */
  mid(spec: InstrumentSpec, t: number): Big {
    return fromFloat(this.model.usd(spec.cryptoIndex, t) * this.model.perUsd(spec.fiatIndex, t), spec.pricePrecision);
  }

  /** Quantity available at the top of book (1 = bid, 2 = ask side): worth 25k..400k USD, varying per bucket. */
  private size(spec: InstrumentSpec, t: number, side: 1 | 2): Big {
    const bucket = Math.floor(t / PRICE_BUCKET_MS);
    const usd = 25_000 + 375_000 * hashUnit(this.seed, 7, spec.cryptoIndex, spec.fiatIndex, bucket, side);
    return roundDown(
      new Big((usd / this.model.usd(spec.cryptoIndex, t)).toFixed(spec.quantityPrecision)),
      spec.quantityPrecision,
    );
  }

  /** Market data of an instrument at time t, as the trading endpoints answer it. */
  marketData(spec: InstrumentSpec, t: number): MarketData {
    const book = this.book(spec, t);
    return {
      symbol: spec.symbol,
      currency: spec.currency,
      bid: text(book.bid),
      ask: text(book.ask),
      bidSize: text(this.size(spec, t, 1)),
      askSize: text(this.size(spec, t, 2)),
      last: text(book.mid),
      timestamp: iso(book.time),
    };
  }

  /**
   * Price of one unit of `asset` in `currency` at time t (exact, at the
   * quoting precision), or undefined when either is unknown.
   */
  rate(asset: string, currency: string, t: number): Big | undefined {
    if (asset === currency) return new Big(1);
    const pair = findInstrument(asset, currency);
    if (pair) return this.mid(pair, t);
    const from = fiatCurrency(asset);
    const to = fiatCurrency(currency);
    if (from && to) {
      const cross = this.model.perUsd(to.index, t) / this.model.perUsd(from.index, t);
      return fromFloat(cross, 6);
    }
    const crypto = cryptoAsset(asset);
    const cryptoTo = cryptoAsset(currency);
    if (crypto && cryptoTo) {
      const cross = this.model.usd(crypto.index, t) / this.model.usd(cryptoTo.index, t);
      return fromFloat(cross, 8);
    }
    if (from && cryptoTo) {
      const perUnit = this.model.usd(cryptoTo.index, t) * this.model.perUsd(from.index, t);
      return fromFloat(1 / perUnit, 10);
    }
    return undefined;
  }

  /** Value of `amount` of `asset` in `currency` at time t, rounded to the currency's precision; zero when no rate exists. */
  value(asset: string, amount: Big | string, currency: string, t: number): Big {
    const rate = this.rate(asset, currency, t);
    if (!rate) return new Big(0);
    return roundHalf(new Big(amount).times(rate), assetPrecision(currency));
  }
}

/** The public description of an instrument. */
export function instrumentView(spec: InstrumentSpec): Instrument {
  return {
    symbol: spec.symbol,
    currency: spec.currency,
    name: `${spec.asset.name} / ${spec.currency}`,
    pricePrecision: spec.pricePrecision,
    quantityPrecision: spec.quantityPrecision,
    minQuantity: text(new Big(spec.asset.minQuantity)),
    maxQuantity: null,
    status: 'Trading',
  };
}
