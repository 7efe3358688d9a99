import type { LegacyAccountStatement } from '../../../../shared/api/schemas/legacy';
import type { Decimal } from '../../../../shared/wire/decimal';
import type { HandlerTable } from '../../contract';
import type { WorldContext } from '../context';
import { iso } from '../clock';
import { numberOf } from '../ledger';
import { text } from '../money';
import { lowerBound } from '../paging';
import { notFound, requireCustomer } from '../problems';
import type { Runtime } from '../runtime';
import type { AccountRecord, MovementType } from '../state';

const DESCRIPTIONS: Record<MovementType, string> = {
  Trade: 'Trade',
  Commission: 'Trading commission',
  Deposit: 'Deposit',
  Withdrawal: 'Withdrawal',
  Transfer: 'Transfer',
  StakingEntry: 'Staking entry',
  StakingExit: 'Staking exit',
  StakingReward: 'Staking reward',
  Unknown: 'Booking',
};

/** The bookings of an account between two instants (both inclusive, the end clipped to now). */
export function legacyStatement(
  context: WorldContext,
  account: AccountRecord,
  from: number,
  to: number,
  simNow: number,
): LegacyAccountStatement {
  const end = Math.min(to, simNow);
  const bookings = context.store.bookingsOf(account.id);
  const entries: LegacyAccountStatement['entries'] = [];
  for (let index = lowerBound(bookings, from, (booking) => booking.time); index < bookings.length; index++) {
    const booking = bookings[index];
    if (!booking || booking.time > end) break;
    const description = booking.reference
      ? `${DESCRIPTIONS[booking.type]}: ${booking.reference}`
      : DESCRIPTIONS[booking.type];
    entries.push({
      time: iso(booking.time),
      description,
      amount: booking.amount as Decimal,
      balance: booking.balanceAfter as Decimal,
      reference: booking.reference,
    });
  }
  return {
    accountNumber: numberOf(account),
    assetSymbol: account.asset,
    dateFrom: iso(from),
    dateTo: iso(to),
    openingBalance: text(context.ledger.balanceAt(account.id, from - 1)),
    closingBalance: text(context.ledger.balanceAt(account.id, end)),
    entries,
  };
}

/** Handlers of the legacy statement endpoints. */
export function legacyHandlers(
  runtime: Runtime,
): Pick<HandlerTable, 'legacy.accountStatement' | 'legacy.accountStatementsForClient'> {
  const { context } = runtime;
  return {
    'legacy.accountStatement': (request) => {
      const customer = requireCustomer(request);
      const account = context.ledger.byNumber(customer, request.body.accountNumber);
      if (!account) throw notFound(`Account ${request.body.accountNumber} was not found.`);
      return legacyStatement(
        context,
        account,
        Date.parse(request.body.dateFrom),
        Date.parse(request.body.dateTo),
        runtime.now().sim,
      );
    },
    'legacy.accountStatementsForClient': (request) => {
      const customer = requireCustomer(request);
      const from = Date.parse(request.body.dateFrom);
      const to = Date.parse(request.body.dateTo);
      const now = runtime.now().sim;
      return context.store
        .accountsOf(customer)
        .filter((account) => account.openedAt <= to)
        .map((account) => legacyStatement(context, account, from, to, now));
    },
  };
}
