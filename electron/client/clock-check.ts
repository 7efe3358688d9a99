import { isoTimestamp } from '../../shared/signing/timestamp';
import { ServerClock } from './clock';
import { errorFromFailure, type ErrorContext } from './errors';
import type { ExchangeRecord } from './exchange';
import { TransportFailure, type Transport } from './transport';

/** What measuring the clock needs: the client's own transport and clock, and its request log. */
export interface ClockCheckDeps {
  transport: Pick<Transport, 'send'>;
  clock: ServerClock;
  /** The service's base path: the measurement asks for it (any answer carries the Date it needs). */
  basePath: string;
  /** Monotonic milliseconds, for latency. */
  elapsed: () => number;
  onExchange?: (entry: ExchangeRecord) => void;
}

/** The name the request log shows for a measurement: it is no endpoint of the service. */
export const CLOCK_CHECK_ENDPOINT = 'Measure clock';

/**
 * Measures the server clock anew when it was asked to (ServerClock.remeasure, after the computer
 * slept): one unsigned HEAD of the service's base path, whose Date header is a fresh sample. Signed
 * requests wait for it, so the first one after waking is dated by the service's clock, not by the
 * estimate from before the sleep. Requests arriving together share one measurement. A measurement
 * that got no answer leaves the clock due, so the next signed request tries again.
 */
export function clockCheck(deps: ClockCheckDeps): () => Promise<void> {
  let measuring: Promise<void> | null = null;
  const context: ErrorContext = {
    endpoint: CLOCK_CHECK_ENDPOINT,
    method: 'HEAD',
    path: `${deps.basePath}/`,
    idempotent: true,
  };
  const measure = async (): Promise<void> => {
    const startedAt = isoTimestamp(deps.clock.localNow());
    const started = deps.elapsed();
    const entry: ExchangeRecord = {
      startedAt,
      method: context.method,
      path: context.path,
      endpoint: context.endpoint,
      latencyMs: 0,
      attempt: 1,
    };
    try {
      const response = await deps.transport.send({ method: 'HEAD', pathAndQuery: context.path, headers: {} });
      deps.clock.measured(ServerClock.sample(response.headers['date'], response.sentAt, response.receivedAt));
      entry.status = response.status;
      if (response.via !== undefined) entry.via = response.via;
    } catch (error) {
      if (!(error instanceof TransportFailure)) throw error;
      entry.errorKind = errorFromFailure(context, error).kind;
      if (error.via !== undefined) entry.via = error.via;
    }
    entry.latencyMs = Math.round((deps.elapsed() - started) * 100) / 100;
    try {
      deps.onExchange?.(entry);
    } catch (error) {
      console.error('The request log listener failed:', error);
    }
  };
  return () => {
    if (!deps.clock.needsMeasure()) return Promise.resolve();
    measuring ??= measure().finally(() => (measuring = null));
    return measuring;
  };
}
