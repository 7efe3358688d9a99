import { create } from 'zustand';
import type { ConnectionState } from '../../../shared/ipc/schemas/connection';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** Which connection the views show data of: the active profile at one revision of its connection (main's numbers). */
export interface ActiveConnection {
  readonly profileId: string | null;
  readonly revision: number;
}

const NONE: ConnectionState = {
  sequence: -1,
  profileId: null,
  revision: 0,
  selectedCustomer: null,
  recentCustomers: [],
  access: null,
  clock: { offsetMs: null },
  link: { status: 'unknown', latencyMs: null, at: null },
};
const useStore = create<{ state: ConnectionState }>()(() => ({ state: NONE }));

/**
 * Push event and load answer: main's connection state. An older state (by
 * main's sequence) never replaces a newer one; nothing here is derived.
 */
export function connectionChanged(next: ConnectionState): void {
  if (next.sequence <= useStore.getState().state.sequence) return;
  useStore.setState({ state: next });
}

/** Reads main's state once (at start; pushes keep it current after that). */
export async function loadConnection(): Promise<void> {
  const result = await settle(() => desktopApi().connection.state());
  if (result.ok) connectionChanged(result.value);
}

/** Main's connection state as last pushed. */
export const useConnection = (): ConnectionState => useStore((store) => store.state);

/** The state outside React. */
export function currentConnection(): ConnectionState {
  return useStore.getState().state;
}

/**
 * Calls listener with the active connection now and whenever main says it
 * changed (another profile, or a new revision of the active one's connection).
 */
export function watchConnection(listener: (connection: ActiveConnection) => void): () => void {
  const { state } = useStore.getState();
  listener({ profileId: state.profileId, revision: state.revision });
  return useStore.subscribe(({ state: now }, { state: before }) => {
    if (now.profileId !== before.profileId || now.revision !== before.revision)
      listener({ profileId: now.profileId, revision: now.revision });
  });
}

/** Test seam: back to no state. */
export function resetConnectionStore(): void {
  useStore.setState({ state: NONE });
}
