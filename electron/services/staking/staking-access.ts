import type { Customer } from '../../../shared/api/schemas/customers';
import { refusalMessage } from '../../../shared/api/refusal-words';
import { customerAccess } from '../../../shared/api/customer-access';
import type { ServiceClient } from '../../client/client';
import { AppError } from '../errors';
import { message } from '../../../shared/i18n/message';

/** How long a profile's customer list (with its access rights) is trusted. */
const CACHE_MS = 60_000;

/**
 * Refuses staking writes the customer's access right does not allow, before
 * anything is journaled or sent. The rights come from the customer list
 * (production sends accessRight; our simulator does not: then nothing is restricted and the service decides).
 * The rule itself is shared/api/customer-access.ts, the same the window disables its controls with.
 */
export class StakingAccess {
  private readonly cache = new Map<string, { at: number; customers: Customer[] }>();

  /** customerOf: the app's customer service (its cached list); without it the list is read through the client. */
  constructor(
    private readonly customerOf?: (profileId: string, customerNumber: string) => Promise<Customer | null>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws a 'forbidden' AppError with the reason when staking writes are not allowed for the customer. */
  async require(client: ServiceClient, profileId: string, customer: string): Promise<void> {
    const found = this.customerOf
      ? await this.customerOf(profileId, customer)
      : (await this.customers(client, profileId)).find((candidate) => candidate.customerNumber === customer);
    if (!found) {
      // The app's own list is authoritative: an order for a customer the key does not reach is never sent.
      if (this.customerOf)
        throw new AppError('validation', message('errors.trading.notThisProfilesCustomer', { customer }), { customer });
      return;
    }
    const { staking } = customerAccess(found);
    if (!staking.allowed) throw new AppError('forbidden', refusalMessage(staking.refusal), { customer });
  }

  private async customers(client: ServiceClient, profileId: string): Promise<Customer[]> {
    const cached = this.cache.get(profileId);
    if (cached && this.now() - cached.at < CACHE_MS) return cached.customers;
    const result = await client.call('customers.list', { params: {}, query: {} });
    // Without the list the service itself is the judge (it answers 403); a read failure must not block a write.
    if (!result.ok) return [];
    this.cache.set(profileId, { at: this.now(), customers: result.value });
    return result.value;
  }
}
