import { message } from '../../../shared/i18n/message';
import type { ServiceClient } from '../../client/client';
import type { StakingReward } from '../../../shared/api/schemas/staking-rewards';
import { MAX_PAGE_SIZE } from '../../../shared/api/schemas/url-codecs';
import type { StakingRewardsRange } from '../../../shared/ipc/schemas/staking';
import { rewardTotals } from '../../../shared/staking/reward-totals';
import { AppError } from '../errors';

/** Stops a runaway paging loop (a server that keeps answering full pages): 1000 pages of 1000. */
const MAX_PAGES = 1000;

export interface RewardsRangeRequest {
  customer: string;
  from: string;
  to: string;
  accountNumber?: string | undefined;
}

type RewardList = 'staking.listRewards' | 'staking.listRewardsV5';

/**
 * Every reward paid in [from, to) (payoutTimeAfterInclusive /
 * payoutTimeBeforeExclusive, exactly the service's bounds) over all pages,
 * with exact totals per asset. Uses v6; when the service answers 404 for v6
 * (no v6 there) it reads v5 instead and says so.
 */
/** Said to the person when the rewards came from the service's older list (v5): same payouts, nothing missing. */
export const REWARDS_FROM_OLDER_LIST =
  'This service does not offer its current rewards list yet, so these rewards come from its older list: the same payouts and totals.';

export async function fetchRewardsRange(
  client: ServiceClient,
  request: RewardsRangeRequest,
): Promise<StakingRewardsRange> {
  let version: 'v6' | 'v5' = 'v6';
  let notice: string | null = null;
  let rewards: StakingReward[];
  const first = await readAll(client, 'staking.listRewards', request);
  if (first.ok) {
    rewards = first.rewards;
  } else if (first.notFound) {
    version = 'v5';
    notice = REWARDS_FROM_OLDER_LIST;
    const fallback = await readAll(client, 'staking.listRewardsV5', request);
    if (!fallback.ok) throw fallback.error;
    rewards = fallback.rewards;
  } else {
    throw first.error;
  }
  return { from: request.from, to: request.to, version, notice, rewards, totals: rewardTotals(rewards) };
}

type Paged = { ok: true; rewards: StakingReward[] } | { ok: false; notFound: boolean; error: AppError };

async function readAll(client: ServiceClient, endpoint: RewardList, request: RewardsRangeRequest): Promise<Paged> {
  const rewards: StakingReward[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = {
      payoutTimeAfterInclusive: request.from,
      payoutTimeBeforeExclusive: request.to,
      page,
      pageSize: MAX_PAGE_SIZE,
      ...(request.accountNumber ? { accountNumber: request.accountNumber } : {}),
    };
    const result = await client.call(endpoint, { query, customer: request.customer });
    if (!result.ok) {
      // Only a 404 on the very first page means the endpoint is missing (an empty range answers 200 with no items).
      const notFound = page === 1 && result.error.kind === 'not-found';
      return { ok: false, notFound, error: new AppError('service', result.error.message, result.error) };
    }
    const { items, totalCount } = result.value;
    // A reward paid while we page shifts the newest-first pages by one; the id set keeps each reward once.
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      rewards.push(item);
    }
    // Stop on the count, not on a short page: a server may cap pageSize below what we asked for.
    if (items.length === 0 || rewards.length >= totalCount) return { ok: true, rewards };
  }
  return {
    ok: false,
    notFound: false,
    error: new AppError('service', message('staking.failure.tooManyRewardPages', { pages: String(MAX_PAGES) })),
  };
}
