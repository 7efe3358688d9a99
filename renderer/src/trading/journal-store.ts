import { create } from 'zustand';
import type { TradingJournalEntry } from '../../../shared/ipc/schemas/trading';
import { FINAL_JOURNAL_STATES } from '../../../shared/ipc/schemas/trading';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';

/** Main's order journal as this window knows it: entries by id, and the start-up check. */
interface JournalState {
  readonly profileId: string | null;
  readonly entries: Readonly<Record<string, TradingJournalEntry>>;
  /**
   * checking: orders whose outcome was unknown when the desk opened are being
   * reconciled, and the ticket accepts no new order until they are.
   */
  readonly startup: 'idle' | 'checking' | 'done' | 'error';
  readonly error: IpcError | null;
}

const INITIAL: JournalState = { profileId: null, entries: {}, startup: 'idle', error: null };
const useStore = create<JournalState>()(() => INITIAL);

/** Whether an entry still waits for its outcome. */
export const isUnresolved = (entry: TradingJournalEntry): boolean => !FINAL_JOURNAL_STATES.includes(entry.state);

/** The journal entry of one order (by clientOrderId) or cancel (by cancelRequestId). */
export const useJournalEntry = (id: string | null): TradingJournalEntry | undefined =>
  useStore((state) => (id === null ? undefined : state.entries[id]));

/** The start-up reconciliation state, and its failure. */
export const useJournalStartup = (): { startup: JournalState['startup']; error: IpcError | null } => {
  const startup = useStore((state) => state.startup);
  const error = useStore((state) => state.error);
  return { startup, error };
};

const unresolvedOf = (
  entries: Readonly<Record<string, TradingJournalEntry>>,
  customer: string,
): TradingJournalEntry[] =>
  Object.values(entries).filter((entry) => entry.customer === customer && isUnresolved(entry));

/** Orders and cancels of the customer whose outcome is not known yet. */
export function useUnresolved(context: CustomerContext): TradingJournalEntry[] {
  const entries = useStore((state) => (state.profileId === context.profileId ? state.entries : INITIAL.entries));
  return unresolvedOf(entries, String(context.customer));
}

/**
 * Reads main's unfinished entries for the profile and, when there are any,
 * has main reconcile them before the ticket takes a new order (an order
 * whose outcome is unknown must be settled before anything is placed next to it).
 */
export async function checkJournal(context: CustomerContext): Promise<void> {
  const { profileId } = context;
  if (useStore.getState().profileId !== profileId) useStore.setState({ ...INITIAL, profileId });
  useStore.setState({ startup: 'checking', error: null });
  const listed = await settle(() => desktopApi().trading.journal({ profileId }));
  if (useStore.getState().profileId !== profileId) return;
  if (!listed.ok) {
    useStore.setState({ startup: 'error', error: listed.error });
    return;
  }
  upsert(listed.value);
  if (listed.value.length === 0) {
    useStore.setState({ startup: 'done' });
    return;
  }
  const reconciled = await settle(() => desktopApi().trading.reconcile({ profileId }));
  if (useStore.getState().profileId !== profileId) return;
  if (!reconciled.ok) {
    useStore.setState({ startup: 'error', error: reconciled.error });
    return;
  }
  upsert(reconciled.value);
  useStore.setState({ startup: 'done' });
}

function upsert(entries: readonly TradingJournalEntry[]): void {
  useStore.setState((state) => {
    const next = { ...state.entries };
    for (const entry of entries) if (entry.profileId === state.profileId) next[entry.id] = entry;
    return { entries: next };
  });
}

/** Push event: a journal entry changed state (sent, unknown, resolved...). */
export function journalChanged(profileId: string, entry: TradingJournalEntry): void {
  if (useStore.getState().profileId !== profileId) return;
  upsert([entry]);
}

/** Remembers an entry the window learned from its own call (the push may arrive before or after). */
export function noteJournalEntry(entry: TradingJournalEntry): void {
  upsert([entry]);
}

/** Test seam: back to the initial state. */
export function resetJournalStore(): void {
  useStore.setState(INITIAL, true);
}
