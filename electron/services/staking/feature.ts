import type { ActiveClients } from '../clients/client-pool';
import type { CustomerLookup } from '../customers/customer-service';
import type { Feature, FeatureHandlers } from '../feature';
import type { MoneyGuards } from '../guards/money-guards';
import type { JournalNotice } from '../storage/journal-file';
import { StakingJournal } from './journal';
import { StakingService } from './staking-service';

/** What staking needs from the app: the active profile's client, the customer check, its journal file. */
export interface StakingFeatureDeps {
  clients: ActiveClients;
  customers: CustomerLookup;
  /** staking-orders.json in the user data folder. */
  journalPath: string;
  notice: JournalNotice;
  /** The staking limits and main's confirmations (required). */
  guards: Pick<MoneyGuards, 'staking' | 'payout'>;
  now?: () => Date;
}

/** Staking: orders journaled before sending, payout changes, reward ranges. */
export async function createStakingFeature(deps: StakingFeatureDeps): Promise<Feature<StakingService, 'staking'>> {
  const service = new StakingService({
    clients: deps.clients,
    journal: await StakingJournal.open(deps.journalPath, { notice: deps.notice }),
    customerOf: (profileId, customerNumber) => deps.customers.customerOf(profileId, customerNumber),
    guards: deps.guards,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { service, handlers: stakingHandlers(service), events: [] };
}

/** Staking writes (journaled orders, payout change; never `confirmed` from the page) and the full reward range. */
export function stakingHandlers(staking: StakingService): FeatureHandlers<'staking'> {
  return {
    'staking.enter': (input) => staking.enter(input),
    'staking.exit': (input) => staking.exit(input),
    'staking.pending': ({ profileId }) => staking.pending(profileId),
    'staking.retry': ({ profileId, id }) => staking.retry(profileId, id),
    'staking.setPayout': (input) => staking.setPayout(input),
    'staking.rewardsRange': ({ profileId, customer, from, to, accountNumber }) =>
      staking.rewardsRange(profileId, { customer, from, to, accountNumber }),
  };
}
