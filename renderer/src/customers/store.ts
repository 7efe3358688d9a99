import { useMemo } from 'react';
import { create } from 'zustand';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';
import type { CustomerContext } from './context';

interface CustomersState {
  /** The active profile the list belongs to; null while no profile is active. */
  readonly profileId: string | null;
  readonly list: Loadable<Customer[]>;
  /** The customer every customer-bound view shows. */
  readonly selected: number | null;
  /** Why the last switch failed in main (the views already show the new customer). */
  readonly selectError: IpcError | null;
}

const useStore = create<CustomersState>()(() => ({ profileId: null, list: LOADING, selected: null, selectError: null }));

/** The active profile's customers. */
export const useCustomerList = (): Loadable<Customer[]> => useStore((state) => state.list);
/** The selected customer number, or null. */
export const useSelectedCustomer = (): number | null => useStore((state) => state.selected);
/** The last failure to record a switch in main. */
export const useCustomerSelectError = (): IpcError | null => useStore((state) => state.selectError);

/** The profile and customer the views show now, or null before both are known. */
export function useCustomerContext(): CustomerContext | null {
  const profileId = useStore((state) => state.profileId);
  const customer = useStore((state) => state.selected);
  return useMemo(() => (profileId !== null && customer !== null ? { profileId, customer } : null), [profileId, customer]);
}

/** The current context outside React (stores checking whether an answer is still wanted). */
export function currentCustomerContext(): CustomerContext | null {
  const { profileId, selected } = useStore.getState();
  return profileId !== null && selected !== null ? { profileId, customer: selected } : null;
}

/** Follows the active profile: forgets the old profile's customers and loads the new one's. */
export async function activeProfileIs(profileId: string | null): Promise<void> {
  if (useStore.getState().profileId === profileId) return;
  useStore.setState({ profileId, list: LOADING, selected: null, selectError: null });
  if (profileId !== null) await loadCustomers();
}

/** Loads (refresh: asks the service again) the active profile's customers and the remembered selection. */
export async function loadCustomers(refresh = false): Promise<void> {
  const profileId = useStore.getState().profileId;
  if (profileId === null) return;
  useStore.setState({ list: LOADING });
  const result = await settle(() => desktopApi().customers.list(refresh ? { refresh } : undefined));
  // A late answer for a profile that is no longer active is dropped.
  if (useStore.getState().profileId !== profileId) return;
  if (!result.ok) {
    useStore.setState({ list: fromResult(result) });
    return;
  }
  if (result.value.profileId !== profileId) return;
  const { customers, selectedCustomer } = result.value;
  const remembered = customers.some((customer) => customer.customerNumber === selectedCustomer) ? selectedCustomer : null;
  useStore.setState({ list: fromResult({ ok: true, value: customers }), selected: remembered ?? useStore.getState().selected });
  const first = customers[0];
  if (remembered === null && first) await selectCustomer(first.customerNumber);
}

/**
 * Switches every view to another customer at once; main records the choice
 * so it survives a restart. Requests name their customer explicitly, so the
 * views never wait on main for the switch.
 */
export async function selectCustomer(customerNumber: number): Promise<void> {
  const profileId = useStore.getState().profileId;
  if (profileId === null) return;
  useStore.setState({ selected: customerNumber, selectError: null });
  selectsInFlight += 1;
  const result = await settle(() => desktopApi().customers.select({ customerNumber })).finally(() => {
    selectsInFlight -= 1;
  });
  if (!result.ok && useStore.getState().profileId === profileId) useStore.setState({ selectError: result.error });
}

// Main echoes each switch as a customerChanged push; while our own switches are
// in flight those echoes are stale (A -> B -> C must not flash back to B).
let selectsInFlight = 0;

/** Push event: main changed the selection (e.g. another window). */
export function customerChanged(profileId: string, customerNumber: number | null): void {
  if (selectsInFlight > 0 || useStore.getState().profileId !== profileId || customerNumber === null) return;
  if (useStore.getState().selected !== customerNumber) useStore.setState({ selected: customerNumber });
}

/** Test seam: back to the initial state. */
export function resetCustomersStore(): void {
  useStore.setState({ profileId: null, list: LOADING, selected: null, selectError: null });
}
