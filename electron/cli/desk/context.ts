import type { Catalog, EndpointName } from '../../../shared/api/catalog';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { CustomerNumber } from '../../../shared/api/schemas/customers';
import type { CallInput } from '../../client/client';
import type { AppServices } from '../../services/app-services';
import { AppError, serviceFailure } from '../../services/errors';
import type { ProfileRecord } from '../../services/profiles/profile-record';
import type { GlobalOptions } from './options';
import type { ProgressUpdate } from './progress';

/** What a command runs with: the window's services, the profile this run acts through, and the global options. */
export interface DeskContext {
  readonly services: AppServices;
  /** The active profile of this process (an unsaved one for SVC_API_KEY). */
  readonly profile: ProfileRecord;
  readonly global: GlobalOptions;
  /** Aborted on Ctrl-C. */
  readonly signal: AbortSignal;
  /** Customers read so far of all: a progress line on stderr when it is a terminal, else nothing. */
  readonly progress: ProgressUpdate;
  /**
   * The customer to act for: --customer (checked against the key's
   * customers), else the profile's selected one, else the first listed.
   */
  customer(): Promise<CustomerNumber>;
  /** One catalog read through the profile's client (the window's), for the customer given; a failure throws (exit 1). */
  read<N extends EndpointName>(name: N, input?: Omit<CallInput, 'signal'>): Promise<ResponseOf<Catalog[N]>>;
}

/** The context of one run. */
export function createContext(
  services: AppServices,
  profile: ProfileRecord,
  global: GlobalOptions,
  signal: AbortSignal,
  progress: ProgressUpdate = () => undefined,
): DeskContext {
  let chosen: Promise<CustomerNumber> | undefined;
  return {
    services,
    profile,
    global,
    signal,
    progress,
    customer: () => (chosen ??= chooseCustomer(services, profile, global)),
    async read(name, input = {}) {
      const { client } = await services.clients.activeAs(profile.id);
      const call = client.call as (name: EndpointName, input: CallInput) => ReturnType<typeof client.call>;
      const result = await call(name, { ...input, signal });
      if (!result.ok) throw serviceFailure(result.error);
      return result.value as ResponseOf<Catalog[typeof name]>;
    },
  };
}

async function chooseCustomer(
  services: AppServices,
  profile: ProfileRecord,
  global: GlobalOptions,
): Promise<CustomerNumber> {
  // Through the customer service, as the window: the choice is checked against the key's customers.
  if (global.customer !== undefined)
    return (await services.customers.select(profile.id, global.customer)).customerNumber ?? global.customer;
  const { selectedCustomer } = await services.customers.list();
  if (selectedCustomer === null)
    throw new AppError('not-found', `The API key of "${profile.name}" reaches no customer.`);
  return selectedCustomer;
}
