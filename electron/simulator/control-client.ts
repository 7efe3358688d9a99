import { request } from 'undici';
import type { PriceShockResult, WorldClockView } from './contract';
import type { Fault, FaultKind } from './server/control/faults';

export type { Fault, FaultKind } from './server/control/faults';
export type { PriceShockResult, WorldClockView } from './contract';

/** A fault to arm: see server/README.md, Control plane. */
export interface FaultRequest {
  /** HTTP method, or "*". */
  method: string;
  /** Path without query; "{name}" or "*" matches one segment, one "**" any number of them ("/**": the whole API). */
  path: string;
  kind: FaultKind;
  /** Matching requests it applies to; default 1. */
  count?: number;
  /** kind "delay": milliseconds the processed answer is held back. */
  delayMs?: number;
}

/** Typed access to a simulator's loopback control plane (tests, the e2e harness, demos). */
export interface ControlClient {
  clock(): Promise<WorldClockView>;
  /** Jumps the world's clock: milliseconds, or a duration such as "90s", "2h", "1d", "1h30m". */
  advanceClock(by: number | string): Promise<WorldClockView>;
  /** Moves a crypto asset's price by `percent` (-30 = down 30 %) from now on. */
  shockPrice(asset: string, percent: number): Promise<PriceShockResult>;
  injectFault(fault: FaultRequest): Promise<Fault>;
  listFaults(): Promise<Fault[]>;
  /** Removes one armed fault, or all of them. */
  clearFaults(id?: string): Promise<void>;
  /** Holds every API answer back this many milliseconds from now on (0: none); answers the latency now in force. */
  setLatency(ms: number): Promise<{ ms: number }>;
}

/** A control-plane call that did not succeed; `problem` is the simulator's problem body. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly problem: unknown,
  ) {
    super(`control plane answered ${status}: ${JSON.stringify(problem)}`);
    this.name = 'ControlError';
  }
}

/** A control client for a simulator: its baseUrl and the admin token of its listening line (or RunningSimulator). */
export function controlClient(simulator: { readonly baseUrl: string; readonly adminToken: string }): ControlClient {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    const response = await request(`${simulator.baseUrl}/_control${path}`, {
      method,
      headers: {
        authorization: `Bearer ${simulator.adminToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.body.text();
    const json: unknown = text === '' ? null : JSON.parse(text);
    if (response.statusCode >= 300) throw new ControlError(response.statusCode, json);
    return json as T;
  };
  return {
    clock: () => call('GET', '/clock'),
    advanceClock: (by) => call('POST', '/clock/advance', typeof by === 'number' ? { ms: by } : { duration: by }),
    shockPrice: (asset, percent) => call('POST', '/prices/shock', { asset, percent }),
    injectFault: (fault) => call('POST', '/faults', fault),
    listFaults: () => call('GET', '/faults'),
    setLatency: (ms) => call('PUT', '/latency', { ms }),
    clearFaults: async (id) => {
      await call('DELETE', id === undefined ? '/faults' : `/faults/${encodeURIComponent(id)}`);
    },
  };
}
