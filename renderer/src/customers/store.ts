import { useMemo } from 'react';
import { create } from 'zustand';
import type { CustomerAccess } from '../../../shared/api/customer-access';
import type { Customer, CustomerNumber } from '../../../shared/api/schemas/customers';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { createLatestOnly } from '../api/latest-only';
import type { Loadable } from '../api/loadable';
import { LOADING, settle } from '../api/loadable';
import { connectionChanged, currentConnection, useConnection } from '../connection/store';
import type { CustomerContext } from './context';
import { contextKey } from './context';

interface CustomersState {
  /** The connection (profile at a revision) the list belongs to; null while no profile is active. */
  readonly profileId: string | null;
  readonly revision: number;
  readonly list: Loadable<Customer[]>;
  /** Why the last switch failed in main (the views keep showing the customer main acts for). */
  readonly selectError: IpcError | null;
}

const INITIAL: CustomersState = { profileId: null, revision: 0, list: LOADING, selectError: null };
const useStore = create<CustomersState>()(() => INITIAL);

/** Until main knows the customer's list, writes wait: guessing could enable an order the key may not place. */
const CHECKING = {
  allowed: false,
  reason: 'Checking what the API key may do for this customer…',
  refusal: { kind: 'checking', name: '', right: '' },
} as const;
export const ACCESS_UNKNOWN: CustomerAccess = { trading: CHECKING, staking: CHECKING };

/** The active profile's customers. */
export const useCustomerList = (): Loadable<Customer[]> => useStore((state) => state.list);
/** The customer main acts for, or null. */
export const useSelectedCustomer = (): CustomerNumber | null => useConnection().selectedCustomer;
/** The last failure to record a switch in main. */
export const useCustomerSelectError = (): IpcError | null => useStore((state) => state.selectError);

/**
 * What the API key may write for the selected customer (trading, staking),
 * with the reason when not, as main decided it: feature views disable write
 * controls with it.
 */
export const useSelectedCustomerAccess = (): CustomerAccess => useConnection().access ?? ACCESS_UNKNOWN;

/** The profile and customer the views show now (main's), or null before both are known. */
export function useCustomerContext(): CustomerContext | null {
  const { profileId, revision, selectedCustomer } = useConnection();
  return useMemo(
    () =>
      profileId !== null && selectedCustomer !== null ? { profileId, revision, customer: selectedCustomer } : null,
    [profileId, revision, selectedCustomer],
  );
}

/** The current context outside React (stores checking whether an answer is still wanted). */
export function currentCustomerContext(): CustomerContext | null {
  const { profileId, revision, selectedCustomer } = currentConnection();
  return profileId !== null && selectedCustomer !== null ? { profileId, revision, customer: selectedCustomer } : null;
}

/**
 * The contextKey of the customer shown now, or null before one is known (a
 * store used on its own, e.g. in a test): the `shown` of every customer-bound
 * late-answer tracker (api/latest-only.ts).
 */
export function shownCustomerKey(): string | null {
  const shown = currentCustomerContext();
  return shown === null ? null : contextKey(shown);
}

/**
 * Follows main's active connection: when the profile or its connection
 * revision changes, forgets the customers at once (no view shows them any
 * more) and loads the new ones.
 */
export async function activeProfileIs(profileId: string | null, revision = 0): Promise<void> {
  const current = useStore.getState();
  if (current.profileId === profileId && current.revision === revision) return;
  useStore.setState({ profileId, revision, list: LOADING, selectError: null });
  if (profileId !== null) await loadCustomers();
  else latest.reset();
}

// The one late-answer rule, the profile connection as scope: a list for one no longer active, or older than the newest request, is dropped.
const latest = createLatestOnly();

/**
 * Loads (refresh: asks the service again) the active profile's customers.
 * Main chooses the customer when none is chosen yet and pushes it.
 */
export async function loadCustomers(refresh = false): Promise<void> {
  const { profileId, revision } = useStore.getState();
  if (profileId === null) return;
  useStore.setState({ list: LOADING });
  const result = await latest.load(
    'customers',
    () => desktopApi().customers.reachable(refresh ? { refresh } : undefined),
    `${profileId}@${revision}`,
  );
  if (result === null) return;
  if (result.status !== 'ready') {
    useStore.setState({ list: result });
    return;
  }
  if (result.value.profileId !== profileId) return;
  useStore.setState({ list: { ...result, value: result.value.customers } });
}

function sameConnection(profileId: string, revision: number): boolean {
  const state = useStore.getState();
  return state.profileId === profileId && state.revision === revision;
}

/**
 * Switches every view to another customer: main records the choice (it
 * survives a restart) and answers its new state, which every view follows.
 */
export async function selectCustomer(customerNumber: CustomerNumber): Promise<void> {
  const { profileId, revision } = useStore.getState();
  if (profileId === null) return;
  useStore.setState({ selectError: null });
  const result = await settle(() => desktopApi().customers.select({ profileId, customerNumber }));
  if (result.ok) connectionChanged(result.value);
  else if (sameConnection(profileId, revision)) useStore.setState({ selectError: result.error });
}

/** Test seam: back to the initial state. */
export function resetCustomersStore(): void {
  latest.reset();
  useStore.setState(INITIAL, true);
}
