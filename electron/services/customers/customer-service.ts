import type { Customer } from '../../../shared/api/schemas/customers';
import type { CustomerChanged, CustomerList } from '../../../shared/ipc/schemas/customers';
import { AppError } from '../errors';
import type { ProfileService } from '../profiles/profile-service';
import type { Session } from '../session/session';
import { requireUsableSecret } from '../profiles/secret-binding';

/**
 * The active profile's customers (customers.list, cached per profile for the
 * session) and the customer its calls act for, kept per profile.
 */
export class CustomerService {
  private readonly cache = new Map<string, Customer[]>();

  constructor(
    private readonly profiles: ProfileService,
    private readonly session: Session,
  ) {
    profiles.onChange(({ profileId }) => this.cache.delete(profileId));
  }

  /**
   * The customers and the selection. When nothing is selected yet, or the
   * selection is no longer reachable, the first customer is selected, so a
   * new profile shows data at once.
   */
  async list(refresh = false): Promise<CustomerList> {
    const { profile } = await this.session.active();
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
  async select(profileId: string, customerNumber: number): Promise<CustomerChanged> {
    const { profile } = await this.session.activeAs(profileId);
    let customers = await this.customersOf(profile.id, false);
    // A customer added since the list was cached is found by asking again.
    if (!customers.some((customer) => customer.customerNumber === customerNumber)) customers = await this.customersOf(profile.id, true);
    if (!customers.some((customer) => customer.customerNumber === customerNumber)) {
      throw new AppError('validation', `Customer ${customerNumber} is not reachable with the API key of "${profile.name}".`, {
        issues: [{ path: 'customerNumber', message: 'Not one of this profile\'s customers' }],
      });
    }
    await this.profiles.selectCustomer(profile.id, customerNumber);
    return { profileId: profile.id, customerNumber };
  }

  private async customersOf(profileId: string, refresh: boolean): Promise<Customer[]> {
    const cached = this.cache.get(profileId);
    if (cached && !refresh) return cached;
    requireUsableSecret(this.profiles.get(profileId));
    const client = await this.session.clientFor(profileId);
    const result = await client.call('customers.list', { params: {}, query: {} });
    if (!result.ok) throw new AppError('service', result.error.message, result.error);
    this.cache.set(profileId, result.value);
    return result.value;
  }
}
