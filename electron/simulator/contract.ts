import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import type { catalog, EndpointName } from '../../shared/api/catalog';

/**
 * The seam between the simulator's HTTP layer (server/) and its world (world/):
 * the server authenticates, authorizes the customer and decodes the request
 * with the catalog's schemas; the world answers with app values, which the
 * server encodes with the same schemas.
 */
export interface RequestContext<E extends Endpoint> {
  /** The customer acted for: the customer-number header, already checked as reachable by the key. Null when absent. */
  readonly customer: number | null;
  /** Every customer the calling key may reach (for endpoints without customer-number). */
  readonly reachableCustomers: readonly number[];
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
}

/** Answers one endpoint. Throws ProblemError for 4xx outcomes. */
export type Handler<E extends Endpoint> = (request: RequestContext<E>) => ResponseOf<E>;

/** One handler per catalog endpoint: the simulator serves exactly the catalog. */
export type HandlerTable = { [K in EndpointName]: Handler<(typeof catalog)[K]> };

/** An error answer as RFC 9457 problem details (decisions.md, Wire). */
export class ProblemError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    readonly title: string,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
    this.name = 'ProblemError';
  }
}

/** An API key of the simulated service and the customers it reaches. */
export interface SimulatorCredential {
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly customers: readonly number[];
}

/** A running simulated world. */
export interface World {
  readonly handlers: HandlerTable;
  readonly credentials: readonly SimulatorCredential[];
  /** Advances time-based processes (market, orders, staking, rewards, reports, loans) to the current simulated time. */
  advance(): void;
  /** Serializable snapshot of the whole world (a copy), for restoring and inspection. */
  snapshot(): unknown;
  /** The snapshot as JSON text, written straight from the live state in one synchronous step (what --state saves). */
  serialize(): string;
  /** Stops timers the world may own. */
  dispose(): void;
  /** What the loopback control plane may do to the world (tests and demos; never reachable with an API key). */
  readonly control: WorldControl;
}

/** The world's side of the control plane (server/control/). Throws ProblemError (400/404) for bad input. */
export interface WorldControl {
  /** Moves a crypto asset's price by `percent` (-50 halves it) from now on; its market continues from the new level. */
  shockPrice(asset: string, percent: number): PriceShockResult;
  /** Jumps simulated time forward by `ms` and runs every process that became due. */
  advanceClock(ms: number): WorldClockView;
  /** Simulated and wall time now. */
  clock(): WorldClockView;
}

/** The control plane's view of the world's clock. */
export interface WorldClockView {
  /** Simulated time (what orders, rewards and reports are stamped with), ISO 8601 UTC. */
  readonly simTime: string;
  /** Wall time of the simulator's process, ISO 8601 UTC. */
  readonly wallTime: string;
}

/** A price shock as applied. Prices are exact decimal text. */
export interface PriceShockResult {
  readonly asset: string;
  readonly percent: number;
  /** Simulated time from which the shock applies. */
  readonly at: string;
  /** Mid price in USD just before and after the shock. */
  readonly usdBefore: string;
  readonly usdAfter: string;
}

/** Options that create or restore a world. */
export interface WorldOptions {
  seed: number;
  /** Time-based processes run this many times faster than the wall clock (quotes and auth never do). */
  speed: number;
  /** Wall clock in epoch ms; injectable for tests. */
  now?: () => number;
  /** A snapshot previously returned by World.snapshot(), validated by the world. */
  restore?: unknown;
  /** Called after the world changed, so the server can persist it (debounced by the caller). */
  onChange?: () => void;
  /** A new world gets random API keys instead of ones derived from the seed (an installed app's own world). */
  randomCredentials?: boolean;
  /** A new world's customers act this many times as often in its year of history (default 1; --scale). */
  historyScale?: number;
  /** A new world gives the first API key this many customers (default: three of the four); see world/office.ts. */
  customers?: number;
}
