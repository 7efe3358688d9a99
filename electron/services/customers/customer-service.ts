import type { Customer, CustomerNumber } from '../../../shared/api/schemas/customers';
import type { CustomerChanged, CustomerList } from '../../../shared/ipc/schemas/customers';
import { AppError, serviceFailure } from '../errors';
import type { ProfileService } from '../profiles/profile-service';
import type { ClientPool } from '../clients/client-pool';
import { message } from '../../../shared/i18n/message';

/**
 * The active profile's customers (customers.list, cached per profile for this
 * run) and the customer its calls act for, kept per profile.
 */
/** The port of a feature that checks a customer before a write (staking, trading). */
export type CustomerLookup = Pick<CustomerService, 'customerOf'>;

export class CustomerService {
  private readonly cache = new Map<string, Customer[]>();
  private readonly listedListeners = new Set<() => void>();

  constructor(
    private readonly profiles: ProfileService,
    private readonly clients: Pick<ClientPool, 'active' | 'activeAs' | 'clientFor'>,
  ) {
    profiles.onChange(({ profileId }) => this.cache.delete(profileId));
  }

  /** The customers last listed for a profile in this run (no request), or undefined. */
  cached(profileId: string): readonly Customer[] | undefined {
    return this.cache.get(profileId);
  }

  /** Listens to every new list from the service (the connection state's access follows it); returns the unsubscribe. */
  onListed(listener: () => void): () => void {
    this.listedListeners.add(listener);
    return () => this.listedListeners.delete(listener);
  }

  /**
   * The active profile's customer of that number (with its access right), or
   * null when profileId is not the active profile or the number is not one of
   * its customers: the check every write makes before anything is sent.
   */
  async customerOf(profileId: string, customerNumber: string): Promise<Customer | null> {
    const list = await this.list();
    return list.profileId === profileId
      ? (list.customers.find((customer) => customer.customerNumber === customerNumber) ?? null)
      : null;
  }

  /**
   * The customers and the selection. When nothing is selected yet, or the
   * selection is no longer reachable, the first customer is selected, so a
   * new profile shows data at once.
   */
  async list(refresh = false): Promise<CustomerList> {
    const { profile } = await this.clients.active();
    const customers = await this.customersOf(profile.id, refresh);
    let selected = this.profiles.get(profile.id).selectedCustomer;
    if (selected === null || !customers.some((customer) => customer.customerNumber === selected)) {
      selected = customers[0]?.customerNumber ?? null;
      await this.profiles.selectCustomer(profile.id, selected);
    }
    return { profileId: profile.id, customers, selectedCustomer: selected };
  }

  /**
   * Selects the customer the active profile's calls act for (pushes
   * customerChanged); a 'conflict' when profileId is no longer the active profile.
   */
  async select(profileId: string, customerNumber: CustomerNumber): Promise<CustomerChanged> {
    const { profile } = await this.clients.activeAs(profileId);
    let customers = await this.customersOf(profile.id, false);
    // A customer added since the list was cached is found by asking again.
    if (!customers.some((customer) => customer.customerNumber === customerNumber))
      customers = await this.customersOf(profile.id, true);
    if (!customers.some((customer) => customer.customerNumber === customerNumber)) {
      throw new AppError(
        'validation',
        message('errors.customer.notReachable', { customer: customerNumber, profile: profile.name }),
        {
          issues: [{ path: 'customerNumber', message: "Not one of this profile's customers" }],
        },
      );
    }
    await this.profiles.selectCustomer(profile.id, customerNumber);
    return { profileId: profile.id, customerNumber };
  }

  private async customersOf(profileId: string, refresh: boolean): Promise<Customer[]> {
    const cached = this.cache.get(profileId);
    if (cached && !refresh) return cached;
    const client = await this.clients.clientFor(profileId);
    const result = await client.call('customers.list', { params: {}, query: {} });
    if (!result.ok) throw serviceFailure(result.error);
    this.cache.set(profileId, result.value);
    for (const listener of [...this.listedListeners]) listener();
    return result.value;
  }
}
