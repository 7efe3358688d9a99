import { Rng } from './random';
import { MAX_KEPT_REPORTS } from './retention';
import type {
  AccountRecord,
  BookingRecord,
  CustomerRecord,
  OrderRecord,
  PortfolioRecord,
  ProductRecord,
  QuoteRecord,
  ReportRecord,
  RewardRecord,
  StakingOrderRecord,
  WorldState,
} from './state';

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The world state plus the indexes every request path needs (by customer and
 * by id), so no read scans the whole history. Records are shared between the
 * state arrays and the indexes: mutate a record and both see it; add records
 * only through the `add*` methods.
 */
export class Store {
  readonly rng: Rng;
  readonly customers = new Map<number, CustomerRecord>();
  readonly accounts = new Map<number, AccountRecord>();
  readonly accountsByCustomer = new Map<number, AccountRecord[]>();
  /** Every staking account, of all customers (rewards are paid to them). */
  readonly stakingAccounts: AccountRecord[] = [];
  readonly bookingsByAccount = new Map<number, BookingRecord[]>();
  readonly orders = new Map<number, OrderRecord>();
  readonly ordersByCustomer = new Map<number, OrderRecord[]>();
  readonly ordersByClientId = new Map<number, Map<string, OrderRecord>>();
  /** Orders resting on the book (status New), in creation order. */
  readonly openOrders = new Set<OrderRecord>();
  readonly quotes = new Map<number, QuoteRecord>();
  readonly products = new Map<string, ProductRecord>();
  readonly stakingOrders = new Map<string, StakingOrderRecord>();
  readonly stakingOrdersByNumber = new Map<string, StakingOrderRecord>();
  readonly stakingOrdersByCustomer = new Map<number, StakingOrderRecord[]>();
  /** Staking orders still Open or Processing. */
  readonly pendingStakingOrders = new Set<StakingOrderRecord>();
  readonly rewards = new Map<string, RewardRecord>();
  /** Rewards of a customer in ascending createdOn. */
  readonly rewardsByCustomer = new Map<number, RewardRecord[]>();
  readonly rewardsByStakingAccount = new Map<number, RewardRecord[]>();
  readonly reports = new Map<string, ReportRecord>();
  readonly pendingReports = new Set<ReportRecord>();
  readonly portfoliosByCustomer = new Map<number, PortfolioRecord[]>();

  constructor(readonly state: WorldState) {
    this.rng = new Rng(state.rng);
    for (const customer of state.customers) this.customers.set(customer.customerNumber, customer);
    for (const account of state.accounts) this.indexAccount(account);
    for (const booking of state.bookings) push(this.bookingsByAccount, booking.accountId, booking);
    for (const order of state.orders) this.indexOrder(order);
    for (const quote of state.quotes) this.quotes.set(quote.quoteId, quote);
    for (const product of state.products) this.products.set(product.id, product);
    for (const order of state.stakingOrders) this.indexStakingOrder(order);
    for (const reward of state.rewards) this.indexReward(reward);
    for (const report of state.reports) this.indexReport(report);
    for (const portfolio of state.portfolios) push(this.portfoliosByCustomer, portfolio.customer, portfolio);
  }

  /** The state with the generator's current position, ready to serialize. */
  sync(): WorldState {
    this.state.rng = this.rng.state();
    return this.state;
  }

  nextAccountId(): number {
    return this.state.nextId.account++;
  }

  nextOrderId(): number {
    return this.state.nextId.order++;
  }

  nextQuoteId(): number {
    return this.state.nextId.quote++;
  }

  nextExecutionId(): string {
    return `EX${String(this.state.nextId.execution++).padStart(10, '0')}`;
  }

  nextStakingOrderNumber(): string {
    return `SO${String(this.state.nextId.stakingOrder++).padStart(8, '0')}`;
  }

  accountsOf(customer: number): readonly AccountRecord[] {
    return this.accountsByCustomer.get(customer) ?? [];
  }

  /** An account of this customer, or undefined (another customer's account is as unknown as a missing one). */
  accountOf(customer: number, id: number): AccountRecord | undefined {
    const account = this.accounts.get(id);
    return account && account.customer === customer ? account : undefined;
  }

  bookingsOf(accountId: number): readonly BookingRecord[] {
    return this.bookingsByAccount.get(accountId) ?? [];
  }

  ordersOf(customer: number): readonly OrderRecord[] {
    return this.ordersByCustomer.get(customer) ?? [];
  }

  stakingOrdersOf(customer: number): readonly StakingOrderRecord[] {
    return this.stakingOrdersByCustomer.get(customer) ?? [];
  }

  rewardsOf(customer: number): readonly RewardRecord[] {
    return this.rewardsByCustomer.get(customer) ?? [];
  }

  addAccount(account: AccountRecord): AccountRecord {
    this.state.accounts.push(account);
    this.indexAccount(account);
    return account;
  }

  addBooking(booking: BookingRecord): void {
    this.state.bookings.push(booking);
    push(this.bookingsByAccount, booking.accountId, booking);
  }

  addOrder(order: OrderRecord): void {
    this.state.orders.push(order);
    this.indexOrder(order);
  }

  /** Keeps the open-order index in step with an order's status. */
  updateOpen(order: OrderRecord): void {
    if (order.status === 'New') this.openOrders.add(order);
    else this.openOrders.delete(order);
  }

  addQuote(quote: QuoteRecord): void {
    this.state.quotes.push(quote);
    this.quotes.set(quote.quoteId, quote);
  }

  /** Forgets quotes that expired before `wall` (they can no longer be used). */
  pruneQuotes(wall: number): void {
    if (!this.state.quotes.some((quote) => quote.validUntilWall < wall)) return;
    this.state.quotes = this.state.quotes.filter((quote) => quote.validUntilWall >= wall);
    this.quotes.clear();
    for (const quote of this.state.quotes) this.quotes.set(quote.quoteId, quote);
  }

  addProduct(product: ProductRecord): void {
    this.state.products.push(product);
    this.products.set(product.id, product);
  }

  addStakingOrder(order: StakingOrderRecord): void {
    this.state.stakingOrders.push(order);
    this.indexStakingOrder(order);
  }

  updatePending(order: StakingOrderRecord): void {
    if (order.state === 'Open' || order.state === 'Processing') this.pendingStakingOrders.add(order);
    else this.pendingStakingOrders.delete(order);
  }

  addReward(reward: RewardRecord): void {
    this.state.rewards.push(reward);
    this.indexReward(reward);
  }

  /** Adds a report; beyond MAX_KEPT_REPORTS the oldest finished one is forgotten (reports carry whole statements). */
  addReport(report: ReportRecord): void {
    this.state.reports.push(report);
    this.indexReport(report);
    if (this.state.reports.length <= MAX_KEPT_REPORTS) return;
    const oldest = this.state.reports.findIndex((candidate) => candidate.state !== 'Processing');
    if (oldest < 0) return;
    const [dropped] = this.state.reports.splice(oldest, 1);
    if (dropped) this.reports.delete(dropped.id);
  }

  addPortfolio(portfolio: PortfolioRecord): void {
    this.state.portfolios.push(portfolio);
    push(this.portfoliosByCustomer, portfolio.customer, portfolio);
  }

  private indexAccount(account: AccountRecord): void {
    this.accounts.set(account.id, account);
    push(this.accountsByCustomer, account.customer, account);
    if (account.type === 'Staking') this.stakingAccounts.push(account);
  }

  private indexOrder(order: OrderRecord): void {
    this.orders.set(order.orderId, order);
    push(this.ordersByCustomer, order.customer, order);
    let byClientId = this.ordersByClientId.get(order.customer);
    if (!byClientId) {
      byClientId = new Map();
      this.ordersByClientId.set(order.customer, byClientId);
    }
    byClientId.set(order.clientOrderId, order);
    this.updateOpen(order);
  }

  private indexStakingOrder(order: StakingOrderRecord): void {
    this.stakingOrders.set(order.id, order);
    this.stakingOrdersByNumber.set(order.orderNumber, order);
    push(this.stakingOrdersByCustomer, order.customer, order);
    this.updatePending(order);
  }

  private indexReward(reward: RewardRecord): void {
    this.rewards.set(reward.id, reward);
    push(this.rewardsByCustomer, reward.customer, reward);
    push(this.rewardsByStakingAccount, reward.stakingAccountId, reward);
  }

  private indexReport(report: ReportRecord): void {
    this.reports.set(report.id, report);
    if (report.state === 'Processing') this.pendingReports.add(report);
  }
}
