import { CANNOT_CONFIRM, type ConfirmPort } from '../../../../electron/services/confirm/confirm-port';
import { createMoneyGuards, type MoneyGuards } from '../../../../electron/services/guards/money-guards';
import type { LimitsKind } from '../../../../shared/trading/limits';

/** The app's guards over dataDir, every profile of the given kind (the built-in simulator's generous defaults unless told). */
export function guardsFor(
  dataDir: string,
  options: { confirm?: ConfirmPort; kind?: LimitsKind; now?: () => Date; referenceCurrency?: string | null } = {},
): Promise<MoneyGuards> {
  return createMoneyGuards({
    dataDir,
    kindOf: () => options.kind ?? 'built-in-simulator',
    profileName: (profileId) => `Profile ${profileId}`,
    referenceCurrencyOf: async () => (options.referenceCurrency === undefined ? 'CHF' : options.referenceCurrency),
    confirm: options.confirm ?? CANNOT_CONFIRM,
    ...(options.now ? { now: options.now } : {}),
  });
}

/**
 * Guards that let everything through, for tests of the journal, reconciliation
 * and sends alone (their orders are not what is under test). Only tests can
 * build a service this way: production code gets its guards from app-features.
 */
export async function passingGuards(dataDir: string): Promise<MoneyGuards> {
  const real = await guardsFor(dataDir);
  return {
    ...real,
    order: async ({ order }) => ({ amount: '0', currency: order.currency }),
    cancelAll: async () => undefined,
    staking: async () => undefined,
    payout: async () => undefined,
  };
}
