import { randomUUID } from 'node:crypto';
import type { ServiceError } from '../../../shared/api/errors';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { StakingOrder } from '../../../shared/api/schemas/staking';
import type {
  StakingJournalEntry,
  StakingOrderBody,
  StakingRewardsRange,
  StakingSetPayoutResult,
  StakingSubmitResult,
} from '../../../shared/ipc/schemas/staking';
import type { Decimal } from '../../../shared/wire/decimal';
import type { ServiceClient } from '../../client/client';
import { AppError } from '../errors';
import { originOf } from '../profiles/profile-record';
import { requireUsableSecret } from '../profiles/secret-binding';
import type { ActiveClients } from '../clients/client-pool';
import { StakingAccess } from './staking-access';
import { isSettled, type StakingJournal } from './journal';
import type { MoneyGuards } from '../guards/money-guards';
import { checkPayoutTarget } from './payout';
import { fetchRewardsRange, type RewardsRangeRequest } from './rewards-range';
import { message as words } from '../../../shared/i18n/message';

/** What enter/exit take (already checked by the IPC schema or the desk command). */
export interface StakingOrderInput {
  profileId: string;
  customer: string;
  id?: string | undefined;
  fromAccountNumber: string;
  productId?: string | null | undefined;
  toAccountNumber?: string | null | undefined;
  amount: string;
  externalReference?: string | null | undefined;
}

export interface StakingServiceDeps {
  clients: ActiveClients;
  journal: StakingJournal;
  now?: () => Date;
  newId?: () => string;
  /** The customer (with its access right) from the app's customer service; absent: read through the client. */
  customerOf?: (profileId: string, customerNumber: string) => Promise<Customer | null>;
  /** The staking limits and main's confirmations (required: no entry, exit or payout change is sent without them). */
  guards: Pick<MoneyGuards, 'staking' | 'payout'>;
}

/** A write confirmed outside the page already (the desk's --yes); the IPC channels never set it. */
export interface WriteOptions {
  confirmed?: boolean;
}

// Kinds after which the service surely created nothing for this PUT.
const REFUSED_KINDS = new Set<ServiceError['kind']>(['validation', 'forbidden', 'not-found', 'authentication']);

/**
 * Staking writes for the window and the desk CLI: orders are journaled with a
 * caller-chosen uuid before the first send and sent with
 * PUT /staking/v5/stakingOrders/{id}, so any resend (after a timeout, a crash)
 * is the very same order; the service answers 204 for the same body again and
 * 409 for another body under the same id. Also the payout account change and
 * the full reward range with exact totals.
 */
export class StakingService {
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly access: StakingAccess;

  constructor(private readonly deps: StakingServiceDeps) {
    // The type requires the guards; this stops a caller that gets around the type (a cast, plain JS).
    if (typeof deps.guards?.staking !== 'function' || typeof deps.guards.payout !== 'function') {
      throw new AppError('internal', words('staking.failure.noGuards'));
    }
    this.now = deps.now ?? (() => new Date());
    this.newId = deps.newId ?? randomUUID;
    this.access = new StakingAccess(deps.customerOf);
  }

  /** Stakes funds: into a product (productId) or into a named staking account (toAccountNumber). */
  enter(input: StakingOrderInput, options: WriteOptions = {}): Promise<StakingSubmitResult> {
    return this.submit('Entry', input, options.confirmed === true);
  }

  /** Closes the journal after what is queued (shutdown). */
  close(): Promise<void> {
    return this.deps.journal.close();
  }

  /** Moves staked funds out to toAccountNumber. */
  exit(input: StakingOrderInput, options: WriteOptions = {}): Promise<StakingSubmitResult> {
    if (!input.toAccountNumber) throw new AppError('validation', words('errors.staking.exitNeedsAccount'));
    if (input.productId) throw new AppError('validation', words('errors.staking.exitNoProduct'));
    return this.submit('Exit', input, options.confirmed === true);
  }

  /** Journaled orders of the profile (or of its service) that are not confirmed (pending or unknown outcome). */
  async pending(profileId: string): Promise<StakingJournalEntry[]> {
    const { profile } = await this.deps.clients.activeAs(profileId);
    return this.deps.journal.list(profile.id, originOf(profile.baseUrl)).filter((entry) => !isSettled(entry.state));
  }

  /**
   * Sends a journaled order again with its very same id and body, through
   * this profile when the order was sent through it or to the same service
   * (the desk makes a profile per run).
   */
  async retry(profileId: string, id: string): Promise<StakingSubmitResult> {
    const { profile, client } = await this.deps.clients.activeAs(profileId);
    const entry = this.deps.journal.get(id);
    if (!entry || (entry.profileId !== profile.id && entry.origin !== originOf(profile.baseUrl))) {
      throw new AppError('not-found', words('errors.staking.orderUnknown', { id }));
    }
    if (entry.state === 'refused' || entry.state === 'conflict') {
      throw new AppError(
        'conflict',
        entry.state === 'refused'
          ? words('errors.staking.orderRefused', { id })
          : words('errors.staking.orderInConflict', { id }),
      );
    }
    requireUsableSecret(profile);
    const current =
      entry.profileId === profile.id
        ? entry
        : await this.deps.journal.update(entry.id, { profileId: profile.id }, this.now());
    return this.send(current, client);
  }

  /** Changes the payout account of a staking account (deprecated PATCH), only to an account type the product supports. */
  async setPayout(
    input: { profileId: string; customer: string; stakingAccountNumber: string; payoutAccountNumber: string },
    options: WriteOptions = {},
  ): Promise<StakingSetPayoutResult> {
    const { profile, client } = await this.deps.clients.activeAs(input.profileId);
    requireUsableSecret(profile);
    await this.access.require(client, input.profileId, input.customer);
    await checkPayoutTarget(client, input.customer, input.stakingAccountNumber, input.payoutAccountNumber);
    await this.deps.guards.payout({ ...input, confirmed: options.confirmed === true });
    const result = await client.call('staking.setPayoutAccount', {
      params: { stakingAccountNumber: input.stakingAccountNumber },
      body: { payoutAccountNumber: input.payoutAccountNumber },
      customer: input.customer,
    });
    if (!result.ok) throw new AppError('service', result.error.message, result.error);
    return { stakingAccountNumber: input.stakingAccountNumber, payoutAccountNumber: input.payoutAccountNumber };
  }

  /** Every reward of [from, to), all pages, with exact totals (v6, else v5 and a notice). */
  async rewardsRange(profileId: string, request: RewardsRangeRequest): Promise<StakingRewardsRange> {
    const { profile, client } = await this.deps.clients.activeAs(profileId);
    requireUsableSecret(profile);
    return fetchRewardsRange(client, request);
  }

  private async submit(
    type: 'Entry' | 'Exit',
    input: StakingOrderInput,
    confirmed: boolean,
  ): Promise<StakingSubmitResult> {
    const { profile, client } = await this.deps.clients.activeAs(input.profileId);
    requireUsableSecret(profile);
    await this.access.require(client, input.profileId, input.customer);
    // A journaled id again is a resend of the very same order (checked when it was first sent); anything new is checked.
    if (!this.deps.journal.get((input.id ?? '').toLowerCase())) {
      await this.deps.guards.staking({
        profileId: input.profileId,
        customer: input.customer,
        type,
        client,
        fromAccountNumber: input.fromAccountNumber,
        amount: input.amount,
        confirmed,
      });
    }
    const body: StakingOrderBody = {
      fromAccountNumber: input.fromAccountNumber,
      toAccountNumber: input.toAccountNumber ?? null,
      productId: input.productId ? input.productId.toLowerCase() : null,
      amount: input.amount,
      externalReference: input.externalReference ? input.externalReference : null,
    };
    const id = (input.id ?? this.newId()).toLowerCase();
    const known = this.deps.journal.get(id);
    if (known) {
      // The same id again: a retry of the same order, or a mistake that must not send something else under it.
      const sameService = known.profileId === profile.id || known.origin === originOf(profile.baseUrl);
      if (!sameService || known.customer !== input.customer || !sameBody(known.body, body)) {
        throw new AppError('conflict', words('errors.staking.idUsed', { id }), { id });
      }
      return this.retry(input.profileId, id);
    }
    const stamp = this.now().toISOString();
    const entry = await this.deps.journal.add({
      id,
      profileId: input.profileId,
      origin: originOf(profile.baseUrl),
      customer: input.customer,
      type,
      body,
      state: 'pending',
      createdAt: stamp,
      updatedAt: stamp,
      attempts: 0,
      message: null,
    });
    return this.send(entry, client);
  }

  private async send(entry: StakingJournalEntry, client: ServiceClient): Promise<StakingSubmitResult> {
    const { journal } = this.deps;
    const attempts = entry.attempts + 1;
    await journal.update(entry.id, { state: 'pending', attempts }, this.now());
    const result = await client.call('staking.putOrder', {
      params: { id: entry.id },
      body: { ...entry.body, amount: entry.body.amount as Decimal },
      customer: entry.customer,
    });
    if (result.ok) {
      const saved = await journal.update(entry.id, { state: 'sent', message: null }, this.now());
      const order = await readOrder(client, entry);
      return { id: entry.id, outcome: 'sent', order, entry: saved, message: sentMessage(entry, order) };
    }
    const error = result.error;
    if (error.kind === 'conflict') {
      await journal.update(entry.id, { state: 'conflict', message: error.message }, this.now());
      throw new AppError(
        'conflict',
        words('errors.staking.heldDifferently', { id: entry.id, reason: error.message }),
        error,
      );
    }
    if (REFUSED_KINDS.has(error.kind)) {
      await journal.update(entry.id, { state: 'refused', message: error.message }, this.now());
      throw new AppError('service', error.message, error);
    }
    // No usable answer: the service may or may not hold the order. Ask it by id before calling it unknown.
    const order = await readOrder(client, entry);
    if (order) {
      const saved = await journal.update(entry.id, { state: 'sent', message: null }, this.now());
      return { id: entry.id, outcome: 'sent', order, entry: saved, message: sentMessage(entry, order) };
    }
    const message = `No answer from the service for staking order ${entry.id} (${error.message}). Retry sends the very same order: it cannot create a second one.`;
    const saved = await journal.update(entry.id, { state: 'unknown', message }, this.now());
    return { id: entry.id, outcome: 'unknown', order: null, entry: saved, message };
  }
}

async function readOrder(client: ServiceClient, entry: StakingJournalEntry): Promise<StakingOrder | null> {
  const result = await client.call('staking.getOrder', { params: { id: entry.id }, customer: entry.customer });
  return result.ok ? result.value : null;
}

function sentMessage(entry: StakingJournalEntry, order: StakingOrder | null): string {
  const what = entry.type === 'Entry' ? 'Staking entry' : 'Staking exit';
  return order
    ? `${what} ${order.orderNumber} accepted: ${order.amount} ${order.assetSymbol}, ${order.state}.`
    : `${what} ${entry.id} accepted by the service.`;
}

function sameBody(a: StakingOrderBody, b: StakingOrderBody): boolean {
  return (
    a.fromAccountNumber === b.fromAccountNumber &&
    a.toAccountNumber === b.toAccountNumber &&
    a.productId === b.productId &&
    a.amount === b.amount &&
    a.externalReference === b.externalReference
  );
}
