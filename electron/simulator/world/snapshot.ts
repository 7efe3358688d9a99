import { z } from 'zod';
import {
  accountOrdersStatementSchema,
  accountStatementSchema,
  balanceStatementSchema,
  exchangeRatesStatementSchema,
  guaranteeStatementSchema,
  stakingRewardsStatementSchema,
} from '../../../shared/api/schemas/report-data';
import { worldState, type ReportKind, type WorldState } from './state';

const REPORT_DATA: Record<ReportKind, z.ZodType> = {
  accountOrders: accountOrdersStatementSchema,
  account: accountStatementSchema,
  balance: balanceStatementSchema,
  exchangeRates: exchangeRatesStatementSchema,
  guarantee: guaranteeStatementSchema,
  stakingRewards: stakingRewardsStatementSchema,
};

/** A snapshot that cannot be restored; the message says what is wrong and where. */
export class SnapshotError extends Error {
  constructor(reason: string) {
    super(`Invalid simulator snapshot: ${reason}`);
    this.name = 'SnapshotError';
  }
}

function duplicates<T>(items: readonly T[], key: (item: T) => string | number): string | number | undefined {
  const seen = new Set<string | number>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

// The shape check cannot see references between records; these catch a hand-edited or truncated file.
function checkIntegrity(state: WorldState): void {
  const customers = new Set(state.customers.map((customer) => customer.customerNumber));
  const accounts = new Map(state.accounts.map((account) => [account.id, account]));
  const problems: string[] = [];
  const dupAccount = duplicates(state.accounts, (account) => account.id);
  if (dupAccount !== undefined) problems.push(`account id ${dupAccount} appears twice`);
  const dupOrder = duplicates(state.orders, (order) => order.orderId);
  if (dupOrder !== undefined) problems.push(`order id ${dupOrder} appears twice`);
  const dupStaking = duplicates(state.stakingOrders, (order) => order.id);
  if (dupStaking !== undefined) problems.push(`staking order ${dupStaking} appears twice`);
  for (const credential of state.credentials) {
    for (const customer of credential.customers)
      if (!customers.has(customer)) problems.push(`credential reaches unknown customer ${customer}`);
  }
  for (const account of state.accounts)
    if (!customers.has(account.customer))
      problems.push(`account ${account.id} belongs to unknown customer ${account.customer}`);
  for (const booking of state.bookings) {
    if (!accounts.has(booking.accountId)) {
      problems.push(`a booking names unknown account ${booking.accountId}`);
      break;
    }
  }
  for (const order of state.orders) {
    if (!customers.has(order.customer))
      problems.push(`order ${order.orderId} belongs to unknown customer ${order.customer}`);
  }
  for (const order of state.stakingOrders) {
    if (
      accounts.get(order.fromAccountId)?.customer !== order.customer ||
      accounts.get(order.toAccountId)?.customer !== order.customer
    ) {
      problems.push(`staking order ${order.id} names accounts that are not its customer's`);
    }
  }
  for (const reward of state.rewards) {
    if (!accounts.has(reward.stakingAccountId) || !accounts.has(reward.targetAccountId))
      problems.push(`reward ${reward.id} names an unknown account`);
  }
  const maxAccount = Math.max(0, ...state.accounts.map((account) => account.id));
  if (state.nextId.account <= maxAccount) problems.push('nextId.account is not above every account id');
  const maxOrder = Math.max(0, ...state.orders.map((order) => order.orderId));
  if (state.nextId.order <= maxOrder) problems.push('nextId.order is not above every order id');
  for (const report of state.reports) {
    if (report.state !== 'Completed') continue;
    const result = REPORT_DATA[report.kind].safeParse(report.data);
    if (!result.success) problems.push(`report ${report.id}: ${z.prettifyError(result.error).split('\n').join(' ')}`);
  }
  if (problems.length > 0)
    throw new SnapshotError(
      problems.slice(0, 5).join('; ') + (problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''),
    );
}

/** Validates a snapshot (shape and references) and returns it as world state. Throws SnapshotError saying what is wrong. */
export function parseSnapshot(input: unknown): WorldState {
  if (typeof input !== 'object' || input === null) throw new SnapshotError('expected an object.');
  const version = (input as { version?: unknown }).version;
  if (version !== undefined && version !== worldState.shape.version.value) {
    throw new SnapshotError(
      `version ${String(version)} is not supported (expected ${worldState.shape.version.value}).`,
    );
  }
  const result = worldState.safeParse(input);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new SnapshotError(
      issues.join('; ') + (result.error.issues.length > 5 ? ` (and ${result.error.issues.length - 5} more)` : ''),
    );
  }
  checkIntegrity(result.data);
  return result.data;
}

/** A deep copy of the state as plain JSON-able data. */
export function takeSnapshot(state: WorldState): WorldState {
  return structuredClone(state);
}
