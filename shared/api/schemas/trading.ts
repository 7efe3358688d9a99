import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { dateTime, int, tolerantEnum } from './common';
import { dateTimeParam, textArrayParam, textParam } from './url-codecs';

/**
 * A trading account with balances and reservations. Our choice (spec: not
 * shown): `account` is the same number as the custody id (decisions.md);
 * available = balance - reserved.
 */
export const tradingAccountSchema = z.object({
  account: int,
  assetSymbol: z.string(),
  name: z.string(),
  balance: decimal,
  reserved: decimal,
  available: decimal,
  /** False when the account may not fund or receive orders (blocked, closed). */
  isTradingEnabled: z.boolean(),
});
export type TradingAccount = z.output<typeof tradingAccountSchema>;
export const tradingAccountListSchema = z.array(tradingAccountSchema);

/** Our choice (spec: not shown). */
export const TRADING_STATUSES = ['Open', 'Halted', 'Maintenance', 'Unknown'] as const;

/**
 * Trading status data. Our choice (spec: not shown): whether orders are
 * accepted now, the server clock and the limits a desk needs to respect.
 */
export const tradingConfigurationSchema = z.object({
  status: tolerantEnum(TRADING_STATUSES),
  /** Operator message shown to traders (maintenance notice), or null. */
  message: z.string().nullish(),
  serverTime: dateTime,
  /** An order whose transactionTime is older than this on arrival is rejected. */
  maxOrderAgeSeconds: int,
  /** How long a quote stays valid. */
  quoteValiditySeconds: int,
  maxPageSize: int,
  /**
   * Order types the service accepts, when it lists them (our choice; production's reference has no
   * StopLimit). Plain text: the desk offers the ones it knows, and the spec's set when absent.
   */
  orderTypes: z.array(z.string()).nullish(),
  /** Times in force the service accepts, when it lists them (GoodTilDate on production). */
  timeInForces: z.array(z.string()).nullish(),
});
export type TradingConfiguration = z.output<typeof tradingConfigurationSchema>;

/** Our choice (spec: not shown). */
export const INSTRUMENT_STATUSES = ['Trading', 'Halted', 'Delisted', 'Unknown'] as const;

/**
 * An instrument: base asset `symbol` traded against `currency` (decisions.md).
 * Our choice (spec: not shown) for the fields: precisions are decimal places
 * a price/quantity may carry.
 */
export const instrumentSchema = z.object({
  symbol: z.string(),
  currency: z.string(),
  name: z.string().nullish(),
  pricePrecision: int,
  quantityPrecision: int,
  minQuantity: decimal,
  maxQuantity: decimal.nullish(),
  status: tolerantEnum(INSTRUMENT_STATUSES),
});
export type Instrument = z.output<typeof instrumentSchema>;
export type InstrumentStatus = Instrument['status'];
export const instrumentListSchema = z.array(instrumentSchema);

/** Body of the legacy POST /trading/api/instrument/getinstruments: an empty JSON object. */
export const legacyInstrumentsBody = z.object({});

/**
 * Top of book of one instrument. Our choice (spec: not shown): a side with
 * no orders is null.
 */
export const marketDataSchema = z.object({
  symbol: z.string(),
  currency: z.string(),
  bid: decimal.nullable(),
  ask: decimal.nullable(),
  bidSize: decimal.nullable(),
  askSize: decimal.nullable(),
  last: decimal.nullable(),
  timestamp: dateTime,
});
export type MarketData = z.output<typeof marketDataSchema>;
export const marketDataListSchema = z.array(marketDataSchema);

/** Our choice (spec: not shown): optional filters; absent means every instrument. */
export const marketDataQuery = z.object({
  symbols: textArrayParam().optional(),
  currency: textParam().optional(),
});

/** Our choice (spec: not shown): the snapshot at `time`, same filters as the live read. */
export const historicMarketDataQuery = z.object({
  time: dateTimeParam,
  symbols: textArrayParam().optional(),
  currency: textParam().optional(),
});
