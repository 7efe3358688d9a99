import type { StakingReadChannel } from '../../services/staking/read-handlers';
import type { DomainHandlers } from './handler';

/** Staking writes (journaled orders, payout change) and the full reward range. Its reads are in services/staking/read-handlers.ts. */
export const stakingHandlers: DomainHandlers<'staking', StakingReadChannel> = {
  'staking.enter': (input, { staking }) => staking.enter(input),
  'staking.exit': (input, { staking }) => staking.exit(input),
  'staking.pending': ({ profileId }, { staking }) => staking.pending(profileId),
  'staking.retry': ({ profileId, id }, { staking }) => staking.retry(profileId, id),
  'staking.setPayout': (input, { staking }) => staking.setPayout(input),
  'staking.rewardsRange': ({ profileId, customer, from, to, accountNumber }, { staking }) =>
    staking.rewardsRange(profileId, { customer, from, to, accountNumber }),
};
