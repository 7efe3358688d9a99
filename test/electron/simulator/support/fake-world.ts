import { endpointNames, type EndpointName } from '../../../../shared/api/catalog';
import { asDecimal } from '../../../../shared/wire/decimal';
import {
  ProblemError,
  type HandlerTable,
  type SimulatorCredential,
  type World,
  type WorldOptions,
} from '../../../../electron/simulator/contract';

/** Two keys: A reaches 1001 and 1002, B reaches 2001 only. */
export const FAKE_CREDENTIALS: readonly SimulatorCredential[] = [
  { apiKey: 'fake-key-a', apiSecret: 'Fake-Secret-A-0123456789', customers: [1001, 1002] },
  { apiKey: 'fake-key-b', apiSecret: 'Fake-Secret-B-9876543210', customers: [2001] },
];

/** Exact text that a float would round: proves the server never goes through binary floating point. */
export const EXACT_BALANCE = '0.123456789012345678901';

/** What the fake world saw, for assertions. */
export interface FakeWorld extends World {
  readonly calls: { name: EndpointName; customer: number | null; params: unknown; query: unknown; body: unknown }[];
  /** Settles at the world's next call (the handler ran), so a test waits on that instead of polling `calls`. */
  nextCall(): Promise<void>;
  advances: number;
  /** Changes the persisted state and reports it like a real world. */
  bump(): void;
}

interface FakeState {
  fake: 1;
  seed: number;
  counter: number;
  stakingOrders: Record<string, unknown>;
}

/**
 * A small stand-in for the real world (electron/simulator/world), enough to
 * test the HTTP layer: a few endpoints answer, the others are 404, and
 * custody.getAccount 999 throws a plain Error (a bug) to exercise the 500 path.
 */
export function createFakeWorld(options: WorldOptions): FakeWorld {
  const state: FakeState = restoreState(options.restore) ?? {
    fake: 1,
    seed: options.seed,
    counter: 0,
    stakingOrders: {},
  };
  const calls: FakeWorld['calls'] = [];
  const waiting: (() => void)[] = [];
  const notServed = (name: string) => () => {
    throw new ProblemError(404, 'Not Found', `The fake world does not serve ${name}.`);
  };
  const handlers = Object.fromEntries(endpointNames.map((name) => [name, notServed(name)])) as unknown as Record<
    EndpointName,
    unknown
  >;
  const record = <N extends EndpointName>(name: N, answer: HandlerTable[N]): HandlerTable[N] =>
    ((request: Parameters<HandlerTable[N]>[0]) => {
      calls.push({
        name,
        customer: request.customer,
        params: request.params,
        query: request.query,
        body: request.body,
      });
      for (const called of waiting.splice(0)) called();
      return (answer as (r: typeof request) => unknown)(request);
    }) as HandlerTable[N];

  const account = (id: number, customer: number) => ({
    id,
    assetSymbol: 'BTC',
    state: 'Active' as const,
    type: 'Trading' as const,
    subType: 'Standard' as const,
    flags: [],
    balance: asDecimal(EXACT_BALANCE),
    available: asDecimal('1'),
    reserved: asDecimal('0'),
    disposable: asDecimal('1'),
    creditLine: asDecimal('0'),
    name: `Account of ${customer}`,
    isProofWallet: false,
  });

  Object.assign(handlers, {
    'customers.list': record('customers.list', (request) =>
      request.reachableCustomers.map((customerNumber) => ({
        customerNumber: String(customerNumber),
        name: `Customer ${customerNumber}`,
        referenceCurrency: 'CHF',
      })),
    ),
    'customers.associatedClients': record('customers.associatedClients', (request) =>
      request.reachableCustomers.map((customerNumber) => ({
        customerNumber: String(customerNumber),
        name: `Customer ${customerNumber}`,
        referenceCurrency: 'CHF',
      })),
    ),
    'custody.listAccounts': record('custody.listAccounts', (request) => [account(1, request.customer ?? 0)]),
    'custody.getAccount': record('custody.getAccount', (request) => {
      if (request.params.accountId === 999) throw new Error('fake bug: account 999 explodes');
      if (request.params.accountId !== 1)
        throw new ProblemError(404, 'Not Found', `Account ${request.params.accountId} does not exist.`);
      return account(1, request.customer ?? 0);
    }),
    'staking.listProducts': record('staking.listProducts', () => []),
    'trading.legacyInstruments': record('trading.legacyInstruments', () => []),
    'staking.putOrder': record('staking.putOrder', (request) => {
      state.stakingOrders[request.params.id] = request.body;
      state.counter += 1;
      options.onChange?.();
      return undefined;
    }),
    'staking.performance': record('staking.performance', (request) => ({
      operatingUnit: request.params.operatingUnit,
      provider: 'fake',
      updatedAt: '2026-01-01T00:00:00.000Z',
      assets: [],
    })),
  });

  const world: FakeWorld = {
    handlers: handlers as unknown as HandlerTable,
    credentials: FAKE_CREDENTIALS,
    calls,
    nextCall: () => new Promise<void>((resolve) => waiting.push(resolve)),
    advances: 0,
    advance: () => {
      world.advances += 1;
    },
    snapshot: () => structuredClone(state),
    serialize: () => JSON.stringify(state),
    dispose: () => undefined,
    control: {
      clock: () => ({ simTime: '2026-01-01T00:00:00.000Z', wallTime: '2026-01-01T00:00:00.000Z' }),
      advanceClock: (ms) => ({
        simTime: new Date(Date.parse('2026-01-01T00:00:00.000Z') + ms).toISOString(),
        wallTime: '2026-01-01T00:00:00.000Z',
      }),
      shockPrice: (asset, percent) => ({
        asset,
        percent,
        at: '2026-01-01T00:00:00.000Z',
        usdBefore: '100',
        usdAfter: String(100 + percent),
      }),
    },
    bump: () => {
      state.counter += 1;
      options.onChange?.();
    },
  };
  return world;
}

function restoreState(restore: unknown): FakeState | undefined {
  if (restore === undefined) return undefined;
  const candidate = restore as Partial<FakeState> | null;
  if (
    candidate === null ||
    typeof candidate !== 'object' ||
    candidate.fake !== 1 ||
    typeof candidate.counter !== 'number'
  ) {
    throw new Error('the snapshot is not a fake world');
  }
  return structuredClone(candidate as FakeState);
}
