import type { CustodyAccount, HistoricalPortfolioValue } from '../../../shared/api/schemas/custody';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { Instrument } from '../../../shared/api/schemas/trading';
import type { IpcResult } from '../../../shared/ipc/result';
import type { PrecisionTable } from '../../../shared/format/precision';
import { assetPlaces, precisionTable } from '../../../shared/format/precision';
import { formatDecimal } from '../../../shared/format/decimal';
import type { AppHandle } from './app';

/** Asks main directly (the same handlers the page uses) what the screen should show. */
async function ask<T>(app: AppHandle, channel: string, input?: unknown): Promise<T> {
  const result = (await app.dispatcher.dispatch(channel, input)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
  return result.value;
}

/** The active profile's id (every service call names the profile it is meant for). */
export async function activeProfileId(app: AppHandle): Promise<string> {
  const { activeProfileId } = await ask<{ activeProfileId: string | null }>(app, 'profiles.list');
  if (activeProfileId === null) throw new Error('No profile is active.');
  return activeProfileId;
}

/** The active profile's customers. */
export async function customersOf(app: AppHandle): Promise<Customer[]> {
  return (await ask<{ customers: Customer[] }>(app, 'customers.reachable')).customers;
}

/** A customer's custody accounts. */
export async function accountsOf(app: AppHandle, customer: string): Promise<CustodyAccount[]> {
  return ask<CustodyAccount[]>(app, 'custody.accounts', { profileId: await activeProfileId(app), customer });
}

/** A customer's portfolio value over a range. */
export async function portfolioOf(
  app: AppHandle,
  customer: string,
  query: { from: string; to: string; interval: string },
): Promise<HistoricalPortfolioValue> {
  return ask<HistoricalPortfolioValue>(app, 'custody.portfolioValue', {
    profileId: await activeProfileId(app),
    customer,
    query,
  });
}

/** Asset precisions as the renderer derives them. */
export async function precisionsOf(app: AppHandle): Promise<PrecisionTable> {
  return precisionTable(await ask<Instrument[]>(app, 'trading.instruments', { profileId: await activeProfileId(app) }));
}

/** The balance column text the dashboard should show for an account (en-US). */
export function shownAmount(value: string, asset: string | null, precision: PrecisionTable): string {
  // No symbol (production may send none): no precision, the amount as given.
  const places = asset === null ? undefined : assetPlaces(asset, precision);
  return formatDecimal(value, places === undefined ? { locale: 'en-US' } : { precision: places, locale: 'en-US' });
}
