import type Big from 'big.js';
import type { OrderRequest } from '../../../../shared/api/schemas/order-requests';
import { DAY, iso, MINUTE } from '../clock';
import type { WorldContext } from '../context';
import { numberOf } from '../ledger';
import { CRYPTO_ASSETS, FIAT_CURRENCIES, assetPrecision } from '../market/assets';
import { findInstrument, type InstrumentSpec } from '../market/market';
import { big, roundDown, text } from '../money';
import type { Rng } from '../random';
import type { AccountRecord, CustomerRecord } from '../state';
import { setPayoutAccount } from '../staking/accounts';
import { putStakingOrder } from '../staking/orders';
import { close } from '../trading/lifecycle';
import { placeOrder } from '../trading/placement';
import { requestQuote } from '../trading/quotes';

/** A customer's doings in the generated year: each action uses the same code paths as live requests. */
export class Activity {
  private clientIds = 0;

  constructor(
    private readonly context: WorldContext,
    private readonly rng: Rng,
  ) {}

  private trading(customer: CustomerRecord, asset: string): AccountRecord | undefined {
    return this.context.ledger.find(customer.customerNumber, asset, 'Trading');
  }

  private fiatOf(customer: CustomerRecord): string {
    const held = FIAT_CURRENCIES.map((fiat) => fiat.symbol).filter((symbol) => this.trading(customer, symbol));
    return this.rng.chance(0.7) ? customer.referenceCurrency : this.rng.pick(held);
  }

  private pickSpec(customer: CustomerRecord): InstrumentSpec {
    const symbol = this.rng.weighted(CRYPTO_ASSETS.map((asset, index) => [asset.symbol, index < 2 ? 5 : 1.5] as const));
    return findInstrument(symbol, this.fiatOf(customer)) as InstrumentSpec;
  }

  private clientOrderId(): string {
    this.clientIds += 1;
    return `desk-${this.rng.hex(6)}-${this.clientIds}`;
  }

  /** A quantity worth about `notional` at `price`, within the instrument's precision and minimum; null when too small. */
  private quantity(spec: InstrumentSpec, notional: Big, price: Big): Big | null {
    const quantity = roundDown(notional.div(price), spec.quantityPrecision);
    return quantity.lt(spec.asset.minQuantity) ? null : quantity;
  }

  /** Places an order of a type at t, sized from the customer's balances. */
  order(
    customer: CustomerRecord,
    t: number,
    kind: 'Market' | 'Limit' | 'Stop' | 'StopLimit' | 'Quoted' | 'Ioc' | 'Stale' | 'Oversized',
  ): void {
    const spec = this.pickSpec(customer);
    const fiatAccount = this.trading(customer, spec.currency);
    const cryptoAccount = this.trading(customer, spec.symbol);
    if (!fiatAccount || !cryptoAccount) return;
    const { ledger, market } = this.context;
    const book = market.book(spec, t);
    const cryptoFree = ledger.available(cryptoAccount);
    const sell =
      kind !== 'Oversized' &&
      cryptoFree.gt(0) &&
      this.rng.chance(cryptoFree.times(book.bid).gt(ledger.available(fiatAccount).times('0.3')) ? 0.6 : 0.35);
    const side = sell ? 'Sell' : 'Buy';
    let quantity: Big | null;
    if (kind === 'Oversized')
      quantity = this.quantity(spec, ledger.available(fiatAccount).times('1.5').plus(1000), book.ask);
    else if (sell)
      quantity = roundDown(cryptoFree.times(this.rng.range(0.05, 0.35).toFixed(4)), spec.quantityPrecision);
    else
      quantity = this.quantity(
        spec,
        ledger.available(fiatAccount).times(this.rng.range(0.005, 0.04).toFixed(4)),
        book.ask,
      );
    if (quantity === null || quantity.lt(spec.asset.minQuantity)) return;
    const away = (pct: number) =>
      roundDown(side === 'Buy' ? book.ask.times(1 - pct / 100) : book.bid.times(1 + pct / 100), spec.pricePrecision);
    const request: OrderRequest = {
      symbol: spec.symbol,
      currency: spec.currency,
      transactionTime: iso(kind === 'Stale' ? t - 2 * MINUTE : t - this.rng.int(50, 900)),
      orderType: 'Market',
      timeInForce: 'GoodTillCancel',
      fromAccount: side === 'Buy' ? fiatAccount.id : cryptoAccount.id,
      clientOrderId: this.clientOrderId(),
      side,
      quantity: text(quantity),
      isCommissionIncluded: this.rng.chance(0.3),
    };
    if (kind === 'Limit') {
      request.orderType = 'Limit';
      request.limitPrice = text(away(this.rng.range(0.5, 4)));
      if (this.rng.chance(0.4)) request.expireTime = iso(t + this.rng.int(1, 10) * DAY);
    } else if (kind === 'Stop' || kind === 'StopLimit') {
      // Stops protect against a move the other way: a stop-loss sell below the bid, a breakout buy above the ask.
      const pct = this.rng.range(3, 9);
      const stop = roundDown(
        side === 'Sell' ? book.bid.times(1 - pct / 100) : book.ask.times(1 + pct / 100),
        spec.pricePrecision,
      );
      request.orderType = kind;
      request.stopPrice = text(stop);
      if (kind === 'StopLimit')
        request.limitPrice = text(
          roundDown(side === 'Sell' ? stop.times('0.99') : stop.times('1.01'), spec.pricePrecision),
        );
      if (this.rng.chance(0.5)) request.expireTime = iso(t + this.rng.int(3, 30) * DAY);
    } else if (kind === 'Ioc') {
      request.orderType = 'Limit';
      request.timeInForce = this.rng.chance(0.5) ? 'ImmediateOrCancel' : 'FillOrKill';
      request.limitPrice = text(away(this.rng.range(0.3, 1)));
    } else if (kind === 'Quoted') {
      const quote = requestQuote(
        this.context,
        customer.customerNumber,
        { symbol: spec.symbol, currency: spec.currency, side, quantity: text(quantity) },
        { sim: t, wall: t },
      );
      request.orderType = 'PreviouslyQuoted';
      request.quoteId = quote.quoteId;
    }
    placeOrder(this.context, customer.customerNumber, request, { sim: t, wall: t });
  }

  /**
   * A resting order far from the market, so it is still open when history
   * ends: a Limit `pct` percent away, or a stop-loss Sell `pct` percent below.
   */
  farOrder(
    customer: CustomerRecord,
    t: number,
    symbol: string,
    type: 'Limit' | 'Stop',
    side: 'Buy' | 'Sell',
    pct: number,
    expireTime: number | null,
  ): void {
    const spec = findInstrument(symbol, customer.referenceCurrency);
    const fiatAccount = spec && this.trading(customer, spec.currency);
    const cryptoAccount = spec && this.trading(customer, spec.symbol);
    if (!spec || !fiatAccount || !cryptoAccount) return;
    const book = this.context.market.book(spec, t);
    const price = roundDown(
      side === 'Buy' ? book.ask.times(1 - pct / 100) : book.bid.times(1 + (type === 'Stop' ? -pct : pct) / 100),
      spec.pricePrecision,
    );
    const funds =
      side === 'Buy'
        ? this.context.ledger.available(fiatAccount).times('0.05')
        : this.context.ledger.available(cryptoAccount).times('0.2').times(price);
    const quantity = this.quantity(spec, funds, price);
    if (quantity === null) return;
    placeOrder(
      this.context,
      customer.customerNumber,
      {
        symbol,
        currency: spec.currency,
        transactionTime: iso(t),
        orderType: type,
        timeInForce: 'GoodTillCancel',
        fromAccount: side === 'Buy' ? fiatAccount.id : cryptoAccount.id,
        clientOrderId: this.clientOrderId(),
        side,
        quantity: text(quantity),
        ...(type === 'Limit' ? { limitPrice: text(price) } : { stopPrice: text(price) }),
        ...(expireTime === null ? {} : { expireTime: iso(expireTime) }),
      },
      { sim: t, wall: t },
    );
  }

  /** Cancels one of the customer's resting orders, if any. */
  cancel(customer: CustomerRecord, t: number): void {
    const open = [...this.context.store.openOrders].filter((order) => order.customer === customer.customerNumber);
    if (open.length === 0) return;
    close(this.context, this.rng.pick(open), 'Cancelled', t, 'Cancelled by request.');
  }

  /** Stakes part of a trading balance of a stakable asset. */
  stake(customer: CustomerRecord, t: number, asset?: string, share?: number): void {
    const products = this.context.store.state.products;
    const product = asset ? products.find((candidate) => candidate.assetSymbol === asset) : this.rng.pick(products);
    if (!product) return;
    const from = this.trading(customer, product.assetSymbol);
    if (!from) return;
    const amount = roundDown(
      this.context.ledger.available(from).times((share ?? this.rng.range(0.1, 0.5)).toFixed(4)),
      assetPrecision(product.assetSymbol),
    );
    if (amount.lt(product.minimumAmount)) return;
    const existing = this.context.ledger.find(customer.customerNumber, product.assetSymbol, 'Staking');
    const viaAccount = existing !== undefined && this.rng.chance(0.5);
    putStakingOrder(
      this.context,
      customer.customerNumber,
      this.rng.uuid(),
      {
        fromAccountNumber: numberOf(from),
        toAccountNumber: viaAccount ? numberOf(existing) : null,
        productId: viaAccount ? null : product.id,
        amount: text(amount),
        externalReference: this.rng.chance(0.3) ? this.externalReference() : null,
      },
      t,
    );
  }

  /** Exits part of a staking account back to the trading account. */
  unstake(customer: CustomerRecord, t: number, asset?: string): void {
    const accounts = this.context.store
      .accountsOf(customer.customerNumber)
      .filter(
        (account) =>
          account.type === 'Staking' &&
          (asset === undefined || account.asset === asset) &&
          this.context.ledger.available(account).gt(0),
      );
    if (accounts.length === 0) return;
    const from = this.rng.pick(accounts);
    const to = this.trading(customer, from.asset);
    if (!to) return;
    const amount = roundDown(
      this.context.ledger.available(from).times(this.rng.range(0.1, 0.4).toFixed(4)),
      assetPrecision(from.asset),
    );
    if (amount.lte(0)) return;
    putStakingOrder(
      this.context,
      customer.customerNumber,
      this.rng.uuid(),
      {
        fromAccountNumber: numberOf(from),
        toAccountNumber: numberOf(to),
        productId: null,
        amount: text(amount),
        externalReference: null,
      },
      t,
    );
  }

  /** An entry that cannot be processed: its funds are sold before processing, so it ends Cancelled. */
  doomedStake(customer: CustomerRecord, t: number): void {
    const from = this.trading(customer, 'ETH');
    if (!from || this.context.ledger.available(from).lt(1)) return;
    this.stake(customer, t, 'ETH', 0.9);
    const spec = findInstrument('ETH', customer.referenceCurrency);
    if (!spec) return;
    const quantity = roundDown(this.context.ledger.available(from), spec.quantityPrecision);
    placeOrder(
      this.context,
      customer.customerNumber,
      {
        symbol: 'ETH',
        currency: spec.currency,
        transactionTime: iso(t),
        orderType: 'Market',
        timeInForce: 'GoodTillCancel',
        fromAccount: from.id,
        clientOrderId: this.clientOrderId(),
        side: 'Sell',
        quantity: text(quantity),
      },
      { sim: t, wall: t },
    );
  }

  private externalReference(): string {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    return Array.from({ length: 10 }, () => alphabet[this.rng.int(0, alphabet.length - 1)]).join('');
  }

  /** A bank deposit or withdrawal on a fiat trading account. */
  cashFlow(customer: CustomerRecord, t: number, direction: 'Deposit' | 'Withdrawal'): void {
    const account = this.trading(customer, this.fiatOf(customer));
    if (!account) return;
    const { ledger } = this.context;
    const amount =
      direction === 'Deposit'
        ? big(this.rng.int(20, 400) * 1000)
        : roundDown(ledger.available(account).times(this.rng.range(0.05, 0.2).toFixed(4)), 2);
    if (amount.lte(0)) return;
    const reference = `${direction === 'Deposit' ? 'Incoming' : 'Outgoing'} transfer ${this.rng.int(100000, 999999)}`;
    ledger.book(account, direction === 'Deposit' ? amount : amount.neg(), direction, t, reference);
  }

  /** Moves coins between the trading account and the segregated vault. */
  vaultTransfer(customer: CustomerRecord, t: number): void {
    const asset = this.rng.pick(['BTC', 'ETH']);
    const trading = this.trading(customer, asset);
    const vault = this.context.ledger.find(customer.customerNumber, asset, 'Vault');
    if (!trading || !vault) return;
    const toVault = this.rng.chance(0.6);
    const from = toVault ? trading : vault;
    const to = toVault ? vault : trading;
    const amount = roundDown(
      this.context.ledger.available(from).times(this.rng.range(0.1, 0.3).toFixed(4)),
      assetPrecision(asset),
    );
    if (amount.lte(0)) return;
    const reference = `Transfer ${numberOf(from)} to ${numberOf(to)}`;
    this.context.ledger.book(from, amount.neg(), 'Transfer', t, reference);
    this.context.ledger.book(to, amount, 'Transfer', t, reference);
  }

  /** Points a staking account's rewards at the trading account (where the product allows it). */
  payoutToTrading(customer: CustomerRecord, asset: string): void {
    const staking = this.context.ledger.find(customer.customerNumber, asset, 'Staking');
    const trading = this.trading(customer, asset);
    const product = staking?.productId ? this.context.store.products.get(staking.productId) : undefined;
    if (!staking || !trading || !product?.supportedPayoutAccountTypes.includes('Trading')) return;
    setPayoutAccount(this.context, customer.customerNumber, staking, numberOf(trading));
  }
}

export const HISTORY_ACTIONS = [
  ['Market', 30],
  ['Limit', 16],
  ['Stop', 5],
  ['StopLimit', 3],
  ['Quoted', 6],
  ['Ioc', 2],
  ['Cancel', 6],
  ['Stale', 1.5],
  ['Oversized', 1],
  ['Stake', 7],
  ['Unstake', 3],
  ['Deposit', 4],
  ['Withdrawal', 2],
  ['Vault', 3],
] as const;

export type HistoryAction = (typeof HISTORY_ACTIONS)[number][0];

/** Runs one drawn action. */
export function perform(activity: Activity, customer: CustomerRecord, t: number, action: HistoryAction): void {
  switch (action) {
    case 'Cancel':
      return activity.cancel(customer, t);
    case 'Stake':
      return activity.stake(customer, t);
    case 'Unstake':
      return activity.unstake(customer, t);
    case 'Deposit':
    case 'Withdrawal':
      return activity.cashFlow(customer, t, action);
    case 'Vault':
      return activity.vaultTransfer(customer, t);
    default:
      return activity.order(customer, t, action);
  }
}
