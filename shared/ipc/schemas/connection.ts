import { z } from 'zod';
import type { CustomerAccess } from '../../api/customer-access';
import type { CustomerNumber } from '../../api/schemas/customers';
import { profileId } from './common';

/** connection.clock: names the profile the caller believes is active. */
export const clockInput = z.strictObject({ profileId });
export type ClockInput = z.input<typeof clockInput>;

/** Server clock minus this computer's, in ms, from the Date headers of responses seen so far; null before any. */
export interface ClockReading {
  readonly offsetMs: number | null;
}

/**
 * Whether the service answers, from the active profile's newest request
 * (every attempt, the connection test's too): reached (any answer, with its
 * latency), unreachable (no answer: network failure or timeout), refused
 * (the key or secret was refused); unknown before the first.
 */
export interface LinkState {
  readonly status: 'unknown' | 'reached' | 'unreachable' | 'refused';
  /** The answer's latency (reached only), ms. */
  readonly latencyMs: number | null;
  /** ISO time of the request it comes from. */
  readonly at: string | null;
}

/**
 * The active connection as main owns it (pushed as connectionChanged, read
 * with connection.state): the renderer renders it and never re-derives it.
 */
export interface ConnectionState {
  /** Increases with every change of this state: an older state never replaces a newer one. */
  readonly sequence: number;
  /** The active profile; null while none is. */
  readonly profileId: string | null;
  /**
   * Increases whenever the active connection changes (another profile, or the
   * active one's address, key, scheme word, environment or secret): data
   * loaded through an older revision is stale.
   */
  readonly revision: number;
  /** The customer calls act for; null until main chose one (the first listed) or while none is reachable. */
  readonly selectedCustomer: CustomerNumber | null;
  /** What the key may write for the selected customer (shared/api/customer-access.ts); null while its list is not loaded. */
  readonly access: CustomerAccess | null;
  readonly clock: ClockReading;
  readonly link: LinkState;
}
