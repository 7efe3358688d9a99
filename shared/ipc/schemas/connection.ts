import { z } from 'zod';
import type { CustomerAccess } from '../../api/customer-access';
import { profileId, type SameType } from './common';

/** connection.clock: names the profile the caller believes is active. */
export const clockInput = z.strictObject({ profileId });
export type ClockInput = z.input<typeof clockInput>;

/** Server clock minus this computer's, in ms, from the Date headers of responses seen so far; null before any. */
export const clockReading = z.object({ offsetMs: z.number().nullable() }).readonly();
export type ClockReading = z.infer<typeof clockReading>;

/** Whether one kind of write is allowed, and if not, a sentence a trader understands. */
const accessRefusal = z
  .object({
    kind: z.enum(['readOnly', 'depositWithdrawal', 'unknownRight', 'notEligible', 'checking']),
    name: z.string(),
    right: z.string(),
  })
  .readonly();
const writeAccess = z.union([
  z.object({ allowed: z.literal(true), reason: z.null() }).readonly(),
  z.object({ allowed: z.literal(false), reason: z.string(), refusal: accessRefusal }).readonly(),
]);
/** What the key may write for a customer (the type is shared/api/customer-access.ts's; the check below keeps them equal). */
export const customerAccess = z.object({ trading: writeAccess, staking: writeAccess }).readonly();
const accessMatches: SameType<z.infer<typeof customerAccess>, CustomerAccess> = true;
void accessMatches;

/**
 * Whether the service answers, from the active profile's newest request
 * (every attempt, the connection test's too): reached (any answer, with its
 * latency), unreachable (no answer: network failure or timeout), refused
 * (the key or secret was refused); unknown before the first.
 */
export const linkState = z
  .object({
    status: z.enum(['unknown', 'reached', 'unreachable', 'refused']),
    /** The answer's latency (reached only), ms. */
    latencyMs: z.number().nullable(),
    /** ISO time of the request it comes from. */
    at: z.string().nullable(),
  })
  .readonly();
export type LinkState = z.infer<typeof linkState>;

/**
 * The active connection as main owns it (pushed as connectionChanged, read
 * with connection.state): the renderer renders it and never re-derives it.
 */
export const connectionState = z
  .object({
    /** Increases with every change of this state: an older state never replaces a newer one. */
    sequence: z.number(),
    /** The active profile; null while none is. */
    profileId: z.string().nullable(),
    /**
     * Increases whenever the active connection changes (another profile, or the
     * active one's address, key, scheme word, environment or secret): data
     * loaded through an older revision is stale.
     */
    revision: z.number(),
    /** The customer calls act for; null until main chose one (the first listed) or while none is reachable. */
    selectedCustomer: z.string().nullable(),
    /** The profile's recently selected customers, most recent first (the customer selector lists them first). */
    recentCustomers: z.array(z.string()).readonly(),
    /** What the key may write for the selected customer (shared/api/customer-access.ts); null while its list is not loaded. */
    access: customerAccess.nullable(),
    clock: clockReading,
    link: linkState,
  })
  .readonly();
export type ConnectionState = z.infer<typeof connectionState>;
