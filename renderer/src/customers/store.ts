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
  /** The revision of that profile's connection the list was loaded through. */
  readonly revision: number;
  readonly list: Loadable<Customer[]>;
  /** The customer every customer-bound view shows. */
  readonly selected: number | null;
  /** Why the last switch failed in main (the views already show the new customer). */
  readonly selectError: IpcError | null;
}

const INITIAL: CustomersState = { profileId: null, revision: 0, list: LOADING, selected: null, selectError: null };
const useStore = create<CustomersState>()(() => INITIAL);

/** The active profile's customers. */
export const useCustomerList = (): Loadable<Customer[]> => useStore((state) => state.list);
/** The selected customer number, or null. */
export const useSelectedCustomer = (): number | null => useStore((state) => state.selected);
/** The last failure to record a switch in main. */
export const useCustomerSelectError = (): IpcError | null => useStore((state) => state.selectError);

/** The profile and customer the views show now, or null before both are known. */
export function useCustomerContext(): CustomerContext | null {
  const profileId = useStore((state) => state.profileId);
  const revision = useStore((state) => state.revision);
  const customer = useStore((state) => state.selected);
  return useMemo(
    () => (profileId !== null && customer !== null ? { profileId, revision, customer } : null),
    [profileId, revision, customer],
  );
}

/** The current context outside React (stores checking whether an answer is still wanted). */
export function currentCustomerContext(): CustomerContext | null {
  const { profileId, revision, selected } = useStore.getState();
  return profileId !== null && selected !== null ? { profileId, revision, customer: selected } : null;
}

/**
 * Follows the active connection: when the profile or its connection revision
 * changes, forgets the customers and the selection at once (no view shows
 * them any more) and loads the new ones.
 */
export async function activeProfileIs(profileId: string | null, revision = 0): Promise<void> {
  const current = useStore.getState();
  if (current.profileId === profileId && current.revision === revision) return;
  useStore.setState({ profileId, revision, list: LOADING, selected: null, selectError: null });
  if (profileId !== null) await loadCustomers();
}

function sameConnection(profileId: string, revision: number): boolean {
  const state = useStore.getState();
  return state.profileId === profileId && state.revision === revision;
}

/** Loads (refresh: asks the service again) the active profile's customers and the remembered selection. */
export async function loadCustomers(refresh = false): Promise<void> {
  const { profileId, revision } = useStore.getState();
  if (profileId === null) return;
  useStore.setState({ list: LOADING });
  const result = await settle(() => desktopApi().customers.list(refresh ? { refresh } : undefined));
  // A late answer for a profile (or connection) that is no longer active is dropped.
  if (!sameConnection(profileId, revision)) return;
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
  const { profileId, revision } = useStore.getState();
  if (profileId === null) return;
  useStore.setState({ selected: customerNumber, selectError: null });
  selectsInFlight += 1;
  const result = await settle(() => desktopApi().customers.select({ profileId, customerNumber })).finally(() => {
    selectsInFlight -= 1;
  });
  if (!result.ok && sameConnection(profileId, revision)) useStore.setState({ selectError: result.error });
}

// Main echoes each switch as a customerChanged push; while our own switches are
// in flight those echoes are stale (A -> B -> C must not flash back to B).
let selectsInFlight = 0;

/**
 * Push event: main changed the selection (e.g. another window). null means
 * main forgot it (the profile's address or key changed): the customers are
 * reloaded, and nothing of the old selection stays on screen meanwhile.
 */
export function customerChanged(profileId: string, customerNumber: number | null): void {
  const state = useStore.getState();
  if (state.profileId !== profileId) return;
  if (customerNumber === null) {
    // Already reset (e.g. by the connection revision): the reload under way answers this too.
    if (state.selected === null) return;
    useStore.setState({ list: LOADING, selected: null, selectError: null });
    void loadCustomers();
    return;
  }
  if (selectsInFlight > 0) return;
  if (state.selected !== customerNumber) useStore.setState({ selected: customerNumber });
}

/** Test seam: back to the initial state. */
export function resetCustomersStore(): void {
  useStore.setState(INITIAL, true);
}
