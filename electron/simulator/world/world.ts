import type { HandlerTable, SimulatorCredential, World, WorldOptions } from '../contract';
import { createClock } from './clock';
import type { WorldContext } from './context';
import { createWorldControl } from './control';
import { customerHandlers } from './customers';
import { custodyHandlers } from './custody/handlers';
import { createEngine } from './engine';
import { generateWorld } from './history/generate';
import { Ledger } from './ledger';
import { loanHandlers } from './loans/handlers';
import { Market } from './market/market';
import { legacyHandlers } from './reports/legacy';
import { reportHandlers } from './reports/handlers';
import type { Runtime } from './runtime';
import { applyRetention } from './retention';
import { createStateSerializer } from './serialize';
import { parseSnapshot, takeSnapshot } from './snapshot';
import { stakingHandlers } from './staking/handlers';
import { Store } from './store';
import { tradingHandlers } from './trading/handlers';

/** Wall time after which a world without other changes still asks to be saved (each save serializes megabytes). */
const QUIET_SAVE_INTERVAL_MS = 60_000;

/** Every handler first brings the world up to the current time, so no answer is stale, whoever calls it. */
function upToDate(advance: () => void, handlers: HandlerTable): HandlerTable {
  const wrapped: Record<string, (request: never) => unknown> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, (request: never) => unknown][]) {
    wrapped[name] = (request) => {
      advance();
      return handler(request);
    };
  }
  return wrapped as unknown as HandlerTable;
}

/**
 * Creates a world: a new one with a year of history ending now (same seed
 * and same now give the same world), or the one in `options.restore`
 * (validated; its own seed wins). Simulated time continues from where the
 * snapshot left off, or from the wall clock if that is later.
 */
export function createWorld(options: WorldOptions): World {
  const now = options.now ?? Date.now;
  const wallStart = now();
  const state =
    options.restore === undefined
      ? generateWorld(options.seed, wallStart, {
          randomCredentials: options.randomCredentials === true,
          historyScale: options.historyScale ?? 1,
          ...(options.customers === undefined ? {} : { customers: options.customers }),
        })
      : parseSnapshot(options.restore);
  if (options.restore !== undefined) applyRetention(state, Math.max(state.simTime, wallStart));
  const store = new Store(state);
  const serialize = createStateSerializer();
  const context: WorldContext = {
    store,
    ledger: new Ledger(store),
    market: new Market(state.seed, state.origin, state.shocks),
  };
  const clock = createClock({
    now,
    speed: options.speed,
    simAnchor: Math.max(state.simTime, wallStart),
    wallAnchor: wallStart,
  });
  const engine = createEngine(context);
  // Even a quiet world reports the passing of time now and then, so a restart does not rewind it much;
  // counted in wall time, so a sped-up world is not rewritten on every request.
  let reportedAt = clock.wall();
  const changed = () => {
    reportedAt = clock.wall();
    options.onChange?.();
  };
  const advance = () => {
    const processed = engine.advanceTo(clock.sim());
    if (processed || clock.wall() - reportedAt >= QUIET_SAVE_INTERVAL_MS) changed();
  };
  const runtime: Runtime = { context, now: () => ({ sim: clock.sim(), wall: clock.wall() }), changed };
  const handlers = upToDate(advance, {
    ...customerHandlers(store),
    ...custodyHandlers(runtime, state.seed),
    ...tradingHandlers(runtime),
    ...stakingHandlers(runtime, state.seed),
    ...reportHandlers(runtime),
    ...legacyHandlers(runtime),
    ...loanHandlers(runtime),
  });
  const credentials: readonly SimulatorCredential[] = state.credentials.map((credential) => ({
    ...credential,
    customers: [...credential.customers],
  }));
  return {
    handlers,
    credentials,
    advance,
    snapshot: () => takeSnapshot(store.sync()),
    // No copy first: stringifying is synchronous, so no request can change the state halfway through.
    serialize: () => serialize(store.sync()),
    dispose: () => undefined,
    control: createWorldControl(context, clock, advance, changed),
  };
}
