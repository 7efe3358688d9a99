import { DAY, historyStart, HOUR, MINUTE } from '../clock';
import type { WorldContext } from '../context';
import { generateCredentials, generateCustomers } from '../customers';
import { createEngine, HISTORY_RESOLUTION_MS } from '../engine';
import { Ledger } from '../ledger';
import { generatePortfolios, officePortfolios } from '../loans/generate';
import { officeCustomers, type OfficeCustomer } from '../office';
import { CRYPTO_ASSETS, FIAT_CURRENCIES, assetPrecision } from '../market/assets';
import { Market } from '../market/market';
import { big, roundDown } from '../money';
import { Rng } from '../random';
import { SNAPSHOT_VERSION, type CustomerRecord, type WorldState } from '../state';
import { Store } from '../store';
import { generateProducts } from '../staking/products';
import { Activity, HISTORY_ACTIONS, perform, type HistoryAction } from './actions';

/** How big each customer is, relative to the first. */
const SCALE = [1, 0.6, 1.8, 0.4];
/** Opening balances of a scale-1 customer (fiat: the reference currency gets the first figure). */
const CRYPTO_FUNDING: Record<string, number> = {
  BTC: 12,
  ETH: 150,
  SOL: 2000,
  DOT: 15000,
  ADA: 400000,
  MATIC: 300000,
  LINK: 8000,
  XTZ: 50000,
};
const VAULT_FUNDING: Record<string, number> = { BTC: 20, ETH: 200 };
/** The random stream of the office customers (--customers), apart from the world's own. */
const OFFICE_STREAM = 31;
/** Mean time between a customer's actions. */
const MEAN_ACTION_GAP_MS = 30 * HOUR;

type Scheduled = {
  readonly t: number;
  readonly customer: number;
  readonly run: (activity: Activity, customer: CustomerRecord, t: number) => void;
};

function openAndFund(
  context: WorldContext,
  customer: CustomerRecord,
  index: number,
  openedAt: number,
  office?: OfficeCustomer,
): void {
  const { ledger } = context;
  const scale = office?.size ?? SCALE[index] ?? 1;
  const number = customer.customerNumber;
  for (const fiat of FIAT_CURRENCIES) {
    const account = ledger.open(number, fiat.symbol, 'Trading', openedAt);
    const amount = big(fiat.symbol === customer.referenceCurrency ? 2_000_000 : 250_000).times(scale);
    ledger.book(account, roundDown(amount, 2), 'Deposit', openedAt + HOUR, 'Initial funding');
  }
  for (const asset of CRYPTO_ASSETS) {
    const account = ledger.open(number, asset.symbol, 'Trading', openedAt);
    const amount = roundDown(big(CRYPTO_FUNDING[asset.symbol] ?? 0).times(scale), asset.quantityPrecision);
    ledger.book(account, amount, 'Deposit', openedAt + 2 * HOUR, 'Initial funding');
  }
  if (office ? office.vault : index % 2 === 0) {
    for (const [asset, amount] of Object.entries(VAULT_FUNDING)) {
      const vault = ledger.open(number, asset, 'Vault', openedAt, {
        name: `${asset} Vault`,
        isProofWallet: index === 0 && asset === 'BTC',
      });
      ledger.book(
        vault,
        roundDown(big(amount).times(scale), assetPrecision(asset)),
        'Deposit',
        openedAt + 3 * HOUR,
        'Initial funding',
      );
    }
  }
}

function randomSchedule(
  rng: Rng,
  customers: readonly CustomerRecord[],
  from: number,
  to: number,
  historyScale: number,
): Scheduled[] {
  const events: Scheduled[] = [];
  customers.forEach((_, index) => {
    const gap = MEAN_ACTION_GAP_MS / Math.sqrt(SCALE[index] ?? 1) / historyScale;
    for (let t = from - Math.log(1 - rng.next()) * gap; t < to; t -= Math.log(1 - rng.next()) * gap) {
      const action: HistoryAction = rng.weighted(HISTORY_ACTIONS);
      events.push({
        t: Math.floor(t),
        customer: index,
        run: (activity, customer, at) => perform(activity, customer, at, action),
      });
    }
  });
  return events;
}

// Things every screen should show at once: staking in every state, resting orders, a cancelled stake, paid-out rewards.
function fixedSchedule(customers: readonly CustomerRecord[], start: number, anchor: number): Scheduled[] {
  const events: Scheduled[] = [];
  customers.forEach((_, index) => {
    const at = (t: number, run: Scheduled['run']) => events.push({ t: t + index * 7 * MINUTE, customer: index, run });
    at(start + DAY, (activity, customer, t) => activity.stake(customer, t, 'ETH', 0.4));
    at(start + DAY + HOUR, (activity, customer, t) => activity.stake(customer, t, 'DOT', 0.5));
    at(start + 2 * DAY, (activity, customer, t) => activity.stake(customer, t, 'SOL', 0.35));
    at(start + 2 * DAY + HOUR, (activity, customer, t) =>
      activity.stake(customer, t, index % 2 === 0 ? 'ADA' : 'XTZ', 0.3),
    );
    if (index % 2 === 0) at(start + 3 * DAY, (activity, customer) => activity.payoutToTrading(customer, 'ETH'));
    at(start + (150 + 11 * index) * DAY, (activity, customer, t) => activity.doomedStake(customer, t));
    at(anchor - 5 * DAY, (activity, customer, t) => activity.unstake(customer, t, 'DOT'));
    at(anchor - 20 * HOUR, (activity, customer, t) => activity.stake(customer, t, 'ETH', 0.2));
    at(anchor - 3 * HOUR, (activity, customer, t) => activity.farOrder(customer, t, 'BTC', 'Limit', 'Buy', 12, null));
    at(anchor - 2 * HOUR, (activity, customer, t) =>
      activity.farOrder(customer, t, 'ETH', 'Limit', 'Sell', 15, anchor + 5 * DAY),
    );
    at(anchor - 40 * MINUTE, (activity, customer, t) =>
      activity.farOrder(customer, t, 'BTC', 'Stop', 'Sell', 18, null),
    );
    // Still Open when history ends: processing starts ten minutes after it was placed.
    events.push({
      t: anchor - 4 * MINUTE + index * 30_000,
      customer: index,
      run: (activity, customer, t) => activity.stake(customer, t, 'SOL', 0.1),
    });
  });
  return events;
}

/** The office customers' few events: a stake a few weeks ago for those that stake (world/office.ts). */
function officeSchedule(rng: Rng, office: readonly OfficeCustomer[], first: number, anchor: number): Scheduled[] {
  return office.flatMap((extra, index): Scheduled[] => {
    if (!extra.staking) return [];
    const asset = rng.pick(['ETH', 'DOT', 'SOL', 'ADA']);
    const share = rng.range(0.1, 0.6);
    return [
      {
        t: anchor - rng.int(8, 40) * DAY,
        customer: first + index,
        run: (activity, customer, t) => activity.stake(customer, t, asset, share),
      },
    ];
  });
}

/**
 * A new world with a year of history that ends at `anchor` ("now"): every
 * customer funded a year ago and active since, through the same order,
 * staking and ledger code the live service uses. Depends only on seed and anchor
 * (except the API keys with `randomCredentials`). `historyScale` multiplies how
 * often customers act (orders, movements, staking), for statements of any size.
 */
export function generateWorld(
  seed: number,
  anchor: number,
  options: { randomCredentials?: boolean; historyScale?: number; customers?: number } = {},
): WorldState {
  const rng = Rng.from(seed, 1);
  const start = historyStart(anchor);
  const openedAt = start - 30 * DAY;
  const customers = generateCustomers(rng);
  // An office's many customers (--customers) from a stream of their own: the world's own four stay as they are.
  const officeRng = Rng.from(seed, OFFICE_STREAM);
  const office =
    options.customers === undefined
      ? []
      : officeCustomers(
          officeRng,
          customers.map((customer) => customer.customerNumber),
          Math.max(0, options.customers - 3),
        );
  const firstKeyReach =
    options.customers === undefined
      ? undefined
      : [...customers.slice(0, Math.min(3, options.customers)), ...office.map((extra) => extra.record)].map(
          (customer) => customer.customerNumber,
        );
  const nextId = {
    account: rng.int(100_000, 899_999),
    order: rng.int(10_000_000, 80_000_000),
    quote: rng.int(100_000, 900_000),
    execution: 1,
    stakingOrder: rng.int(1000, 9000) * 100,
  };
  const state: WorldState = {
    version: SNAPSHOT_VERSION,
    seed,
    origin: anchor,
    simTime: openedAt,
    rng: rng.state(),
    nextId,
    customers: [...customers, ...office.map((extra) => extra.record)],
    credentials: generateCredentials(seed, customers, options.randomCredentials === true, firstKeyReach),
    accounts: [],
    bookings: [],
    orders: [],
    quotes: [],
    products: [],
    stakingOrders: [],
    rewards: [],
    reports: [],
    portfolios: [],
    shocks: [],
  };
  const store = new Store(state);
  for (const product of generateProducts(store.rng)) store.addProduct(product);
  const market = new Market(seed, anchor);
  const context: WorldContext = { store, ledger: new Ledger(store), market };
  customers.forEach((customer, index) => openAndFund(context, customer, index, openedAt));
  office.forEach((extra, index) => openAndFund(context, extra.record, customers.length + index, openedAt, extra));

  const engine = createEngine(context);
  const activity = new Activity(context, store.rng);
  const events = [
    ...randomSchedule(store.rng, customers, start + 3 * DAY, anchor - 6 * DAY, options.historyScale ?? 1),
    ...fixedSchedule(customers, start, anchor),
    ...officeSchedule(officeRng, office, customers.length, anchor),
  ];
  events.sort((a, b) => a.t - b.t || a.customer - b.customer);
  const everyone = state.customers;
  for (const event of events) {
    const customer = everyone[event.customer];
    if (!customer || event.t >= anchor) continue;
    engine.advanceTo(event.t, HISTORY_RESOLUTION_MS);
    event.run(activity, customer, event.t);
  }
  engine.advanceTo(anchor, HISTORY_RESOLUTION_MS);
  store.pruneQuotes(anchor);
  for (const portfolio of generatePortfolios(store.rng, market, customers, anchor)) store.addPortfolio(portfolio);
  for (const portfolio of officePortfolios(officeRng, market, office, anchor)) store.addPortfolio(portfolio);
  return store.sync();
}
