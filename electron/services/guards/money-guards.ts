import { join } from 'node:path';
import type { LimitsKind } from '../../../shared/trading/limits';
import type { ConfirmPort } from '../confirm/confirm-port';
import type { NoticeService } from '../notices/notice-service';
import { LimitsStore } from '../trading/limits-store';
import { createPreTradeCheck, type PreTradeCheck } from '../trading/pre-trade';
import { QuoteMemory } from '../trading/quote-memory';
import { TRADING_FILES } from '../trading/trading-files';
import { confirmCancelAll, type CancelAllCheckRequest } from './cancel-all-check';
import { confirmPayoutChange, type PayoutCheckRequest } from './payout-check';
import { checkStakingOrder, type StakingCheckRequest } from './staking-check';

/**
 * Every check main makes before money moves, in one object that the trading
 * and staking services cannot be built without (their options require it):
 * no code path can send an order, a cancel-all, a staking entry or exit or a
 * payout change around them.
 */
export interface MoneyGuards {
  /** The order journal the rate, 24-hour and window counts are read from: the trading desk's, in the same data folder. */
  readonly journalPath: string;
  /** Each profile's limits (read fresh for every check). */
  readonly limits: LimitsStore;
  /** The quotes main obtained (a quoted order is valued at its quote's price). */
  readonly quotes: QuoteMemory;
  /** Before an order is journaled: the limits, and main's confirmation above the threshold (alone or with the window's orders). */
  readonly order: PreTradeCheck;
  /** Before a cancel-all sends anything: main's confirmation above one order. */
  cancelAll(request: CancelAllCheckRequest): Promise<void>;
  /** Before a staking entry or exit is journaled: the share limit, and main's confirmation (see staking-check.ts). */
  staking(request: StakingCheckRequest): Promise<void>;
  /** Before a payout account change is sent: main's confirmation, always. */
  payout(request: PayoutCheckRequest): Promise<void>;
}

/** What the guards need from the app. */
export interface MoneyGuardsDeps {
  dataDir: string;
  /** Whose defaults a profile has (the built-in simulator's, or the modest ones); null: no such profile. */
  kindOf: (profileId: string) => LimitsKind | null;
  profileName: (profileId: string) => string;
  /** The customer's reference currency (null: unknown). */
  referenceCurrencyOf: (profileId: string, customer: string) => Promise<string | null>;
  /** Main's confirmation outside the page (native dialog); unavailable: what needs one is refused. */
  confirm: ConfirmPort;
  notices?: NoticeService;
  now?: () => Date;
}

/** The guards over the limits file in dataDir (read once now, so a damaged one is named at start). */
export async function createMoneyGuards(deps: MoneyGuardsDeps): Promise<MoneyGuards> {
  const now = deps.now ?? (() => new Date());
  const limits = new LimitsStore({
    path: join(deps.dataDir, TRADING_FILES.limits),
    kindOf: deps.kindOf,
    confirm: deps.confirm,
    ...(deps.notices ? { notices: deps.notices } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  await limits.preload();
  const quotes = new QuoteMemory(now);
  const asking = { confirm: deps.confirm, profileName: deps.profileName };
  const journalPath = join(deps.dataDir, TRADING_FILES.journal);
  return {
    journalPath,
    limits,
    quotes,
    order: createPreTradeCheck({
      limits,
      journalPath,
      confirm: deps.confirm,
      referenceCurrencyOf: deps.referenceCurrencyOf,
      profileName: deps.profileName,
      quotes,
      now,
    }),
    cancelAll: (request) => confirmCancelAll(asking, request),
    staking: (request) =>
      checkStakingOrder(
        { ...asking, limits: (profileId) => limits.get(profileId), referenceCurrencyOf: deps.referenceCurrencyOf },
        request,
      ),
    payout: (request) => confirmPayoutChange(asking, request),
  };
}
