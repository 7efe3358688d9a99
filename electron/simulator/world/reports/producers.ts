import Big from 'big.js';
import type {
  AccountOrdersStatement,
  AccountStatement,
  BalanceStatement,
  ExchangeRatesStatement,
  GuaranteeStatement,
  StakingRewardsStatement,
} from '../../../../shared/api/schemas/report-data';
import type { Decimal } from '../../../../shared/wire/decimal';
import type { WorldContext } from '../context';
import { DAY, iso, isoDate } from '../clock';
import { numberOf } from '../ledger';
import { ALL_ASSETS, assetPrecision, fiatCurrency } from '../market/assets';
import { big, roundHalf, text } from '../money';
import { lowerBound } from '../paging';
import type { ReportRecord } from '../state';
import { dayRange, endOfDay } from './range';

/** Deposits up to this much (in CHF) per customer are covered by the bank guarantee. */
export const GUARANTEE_LIMIT_CHF = '100000';

type Producer = (context: WorldContext, report: ReportRecord) => unknown;

const dec = (value: Big): Decimal => text(value);

function accountOrders(context: WorldContext, report: ReportRecord): AccountOrdersStatement {
  const { dateFrom = '', dateTo = '' } = report.request;
  const { start, end } = dayRange(dateFrom, dateTo);
  const orders = context.store.ordersOf(report.customer);
  const first = lowerBound(orders, start, (order) => order.createdAt);
  const items: AccountOrdersStatement['items'] = [];
  for (let index = first; index < orders.length; index++) {
    const order = orders[index];
    if (!order || order.createdAt >= end || order.createdAt > report.readyAt) break;
    items.push({
      orderId: order.orderId,
      clientOrderId: order.clientOrderId,
      account: order.account,
      symbol: order.symbol,
      currency: order.currency,
      side: order.side,
      orderType: order.orderType,
      status: order.status,
      quantity: order.quantity as Decimal,
      cumulativeQuantity: order.cumulativeQuantity as Decimal,
      averagePrice: order.averagePrice as Decimal | null,
      commission: order.commission as Decimal | null,
      commissionCurrency: order.commissionCurrency,
      createdAt: iso(order.createdAt),
    });
  }
  return { dateFrom, dateTo, items };
}

function accountStatement(context: WorldContext, report: ReportRecord): AccountStatement {
  const { dateFrom = '', dateTo = '', referenceCurrency = 'CHF' } = report.request;
  const { start, end } = dayRange(dateFrom, dateTo);
  const closingTime = Math.min(end - 1, report.readyAt);
  const { ledger, market, store } = context;
  let total = new Big(0);
  const accounts: AccountStatement['accounts'] = [];
  for (const account of store.accountsOf(report.customer)) {
    if (account.openedAt > closingTime) continue;
    const bookings = store.bookingsOf(account.id);
    const movements: AccountStatement['accounts'][number]['movements'] = [];
    for (let index = lowerBound(bookings, start, (booking) => booking.time); index < bookings.length; index++) {
      const booking = bookings[index];
      if (!booking || booking.time > closingTime) break;
      movements.push({
        time: iso(booking.time),
        type: booking.type,
        amount: booking.amount as Decimal,
        balanceAfter: booking.balanceAfter as Decimal,
        reference: booking.reference,
      });
    }
    const closing = ledger.balanceAt(account.id, closingTime);
    const value = market.value(account.asset, closing, referenceCurrency, closingTime);
    total = total.plus(value);
    accounts.push({
      accountId: account.id,
      assetSymbol: account.asset,
      openingBalance: dec(ledger.balanceAt(account.id, start - 1)),
      closingBalance: dec(closing),
      closingValueInReferenceCurrency: dec(value),
      movements,
    });
  }
  return { dateFrom, dateTo, referenceCurrency, totalValueInReferenceCurrency: dec(total), accounts };
}

function balanceStatement(context: WorldContext, report: ReportRecord): BalanceStatement {
  const { date = '', referenceCurrency = 'CHF' } = report.request;
  const at = Math.min(endOfDay(date), report.readyAt);
  let total = new Big(0);
  const balances: BalanceStatement['balances'] = [];
  for (const account of context.store.accountsOf(report.customer)) {
    if (account.openedAt > at) continue;
    const balance = context.ledger.balanceAt(account.id, at);
    const rate = context.market.rate(account.asset, referenceCurrency, at) ?? new Big(0);
    const value = roundHalf(balance.times(rate), assetPrecision(referenceCurrency));
    total = total.plus(value);
    balances.push({
      accountId: account.id,
      assetSymbol: account.asset,
      balance: dec(balance),
      rate: dec(rate),
      valueInReferenceCurrency: dec(value),
    });
  }
  return { date, referenceCurrency, totalValueInReferenceCurrency: dec(total), balances };
}

function exchangeRates(context: WorldContext, report: ReportRecord): ExchangeRatesStatement {
  const { dateFrom = '', dateTo = '', referenceCurrency = 'CHF' } = report.request;
  const { start, end } = dayRange(dateFrom, dateTo);
  const rates: ExchangeRatesStatement['rates'] = [];
  for (let day = start; day < end && day <= report.readyAt; day += DAY) {
    // Daily closing rate: the last instant of the day, or now for today.
    const at = Math.min(day + DAY - 1, report.readyAt);
    for (const asset of ALL_ASSETS) {
      if (asset === referenceCurrency) continue;
      const rate = context.market.rate(asset, referenceCurrency, at);
      if (rate) rates.push({ date: isoDate(day), assetSymbol: asset, rate: dec(rate) });
    }
  }
  return { dateFrom, dateTo, referenceCurrency, rates };
}

function guaranteeStatement(context: WorldContext, report: ReportRecord): GuaranteeStatement {
  const { date = '', referenceCurrency = 'CHF' } = report.request;
  const at = Math.min(endOfDay(date), report.readyAt);
  const { market, ledger, store } = context;
  const precision = assetPrecision(referenceCurrency);
  const holdings = new Map<string, Big>();
  for (const account of store.accountsOf(report.customer)) {
    if (account.openedAt > at) continue;
    holdings.set(account.asset, (holdings.get(account.asset) ?? new Big(0)).plus(ledger.balanceAt(account.id, at)));
  }
  // Fiat deposits are covered up to the limit (in CHF) in asset order; crypto sits in segregated custody in full.
  let guaranteeLeftChf = big(GUARANTEE_LIMIT_CHF);
  let total = new Big(0);
  const items: GuaranteeStatement['items'] = [];
  for (const asset of ALL_ASSETS) {
    const balance = holdings.get(asset);
    if (!balance) continue;
    let bank = new Big(0);
    let segregated = new Big(0);
    if (fiatCurrency(asset)) {
      const chfRate = market.rate(asset, 'CHF', at) ?? new Big(1);
      const coverable = chfRate.eq(0)
        ? new Big(0)
        : guaranteeLeftChf.div(chfRate).round(assetPrecision(asset), Big.roundDown);
      bank = balance.gt(coverable) ? coverable : balance.lt(0) ? new Big(0) : balance;
      guaranteeLeftChf = guaranteeLeftChf.minus(bank.times(chfRate));
      if (guaranteeLeftChf.lt(0)) guaranteeLeftChf = new Big(0);
    } else {
      segregated = balance;
    }
    const value = roundHalf(balance.times(market.rate(asset, referenceCurrency, at) ?? new Big(0)), precision);
    total = total.plus(value);
    items.push({
      assetSymbol: asset,
      balance: dec(balance),
      bankGuaranteeAmount: dec(bank),
      segregatedCustodyAmount: dec(segregated),
      valueInReferenceCurrency: dec(value),
    });
  }
  return { date, referenceCurrency, totalValueInReferenceCurrency: dec(total), items };
}

function stakingRewards(context: WorldContext, report: ReportRecord): StakingRewardsStatement {
  const { dateFrom = '', dateTo = '' } = report.request;
  const { start, end } = dayRange(dateFrom, dateTo);
  const rewards = context.store.rewardsOf(report.customer);
  const totals = new Map<string, { amount: Big; commission: Big; finalAmount: Big }>();
  const rows: StakingRewardsStatement['rewards'] = [];
  for (let index = lowerBound(rewards, start, (reward) => reward.createdOn); index < rewards.length; index++) {
    const reward = rewards[index];
    if (!reward || reward.createdOn >= end || reward.createdOn > report.readyAt) break;
    rows.push({
      rewardId: reward.id,
      createdOn: iso(reward.createdOn),
      stakingAccountNumber: numberOf(reward.stakingAccountId),
      targetAccountNumber: numberOf(reward.targetAccountId),
      assetSymbol: reward.assetSymbol,
      amount: reward.amount as Decimal,
      commission: reward.commission as Decimal,
      finalAmount: reward.finalAmount as Decimal,
    });
    const sum = totals.get(reward.assetSymbol) ?? {
      amount: new Big(0),
      commission: new Big(0),
      finalAmount: new Big(0),
    };
    totals.set(reward.assetSymbol, {
      amount: sum.amount.plus(reward.amount),
      commission: sum.commission.plus(reward.commission),
      finalAmount: sum.finalAmount.plus(reward.finalAmount),
    });
  }
  return {
    dateFrom,
    dateTo,
    rewards: rows,
    totals: [...totals].map(([assetSymbol, sum]) => ({
      assetSymbol,
      amount: dec(sum.amount),
      commission: dec(sum.commission),
      finalAmount: dec(sum.finalAmount),
    })),
  };
}

/** What each report kind contains, computed from the world as it is when the report is produced. */
export const PRODUCERS: Record<ReportRecord['kind'], Producer> = {
  accountOrders,
  account: accountStatement,
  balance: balanceStatement,
  exchangeRates,
  guarantee: guaranteeStatement,
  stakingRewards,
};
