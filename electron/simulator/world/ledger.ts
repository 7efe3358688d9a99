import Big from 'big.js';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import { big, text } from './money';
import { lowerBound } from './paging';
import type { AccountPurpose, AccountRecord, MovementType } from './state';
import type { Store } from './store';

/**
 * Balances and bookings. Every balance change goes through `book`, which
 * appends a booking with the balance after it, so statements, balances at a
 * date and portfolio values all come from the same record.
 */
export class Ledger {
  constructor(private readonly store: Store) {}

  /** Balance minus reservations. */
  available(account: AccountRecord): Big {
    return big(account.balance).minus(account.reserved);
  }

  /** Changes a balance by `amount` (negative debits) and records why. */
  book(account: AccountRecord, amount: Big, type: MovementType, time: number, reference: string | null): void {
    if (amount.eq(0)) return;
    const bookings = this.store.bookingsOf(account.id);
    // Bookings of an account stay in time order even when processes interleave within one step.
    const last = bookings[bookings.length - 1];
    const at = last && last.time > time ? last.time : time;
    const after = big(account.balance).plus(amount);
    account.balance = text(after);
    this.store.addBooking({
      accountId: account.id,
      time: at,
      type,
      amount: text(amount),
      balanceAfter: text(after),
      reference,
    });
  }

  reserve(account: AccountRecord, amount: Big): void {
    account.reserved = text(big(account.reserved).plus(amount));
  }

  release(account: AccountRecord, amount: Big): void {
    const left = big(account.reserved).minus(amount);
    account.reserved = text(left.lt(0) ? new Big(0) : left);
  }

  /** Balance of an account at the end of time t (inclusive). */
  balanceAt(accountId: number, t: number): Big {
    const bookings = this.store.bookingsOf(accountId);
    const index = lowerBound(bookings, t + 1, (booking) => booking.time) - 1;
    return index < 0 ? new Big(0) : big((bookings[index] as { balanceAfter: string }).balanceAfter);
  }

  /** Opens an account for a customer. */
  open(
    customer: number,
    asset: string,
    type: AccountPurpose,
    time: number,
    options: Partial<AccountRecord> = {},
  ): AccountRecord {
    const id = options.id ?? this.store.nextAccountId();
    return this.store.addAccount({
      id,
      customer,
      asset,
      type,
      subType: type === 'Vault' ? 'Segregated' : 'Standard',
      state: 'Active',
      name: `${asset} ${type}`,
      balance: '0',
      reserved: '0',
      creditLine: '0',
      isProofWallet: false,
      openedAt: time,
      productId: null,
      payoutAccountId: null,
      rewardedUntil: null,
      ...options,
    });
  }

  /** The customer's account of a purpose for an asset (there is at most one of each). */
  find(customer: number, asset: string, type: AccountPurpose): AccountRecord | undefined {
    return this.store
      .accountsOf(customer)
      .find((account) => account.asset === asset && account.type === type && account.state !== 'Closed');
  }

  /** The customer's account with this 12-digit number, or undefined. */
  byNumber(customer: number, accountNumber: string): AccountRecord | undefined {
    return this.store.accountOf(customer, Number(accountNumber));
  }
}

/** The 12-digit number of an account. */
export function numberOf(account: AccountRecord | number): string {
  return accountNumberOf(typeof account === 'number' ? account : account.id);
}
