import { create } from 'zustand';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** Reads of main's clock estimate are cheap (no request), but a burst of requests needs only one. */
export const CLOCK_READ_INTERVAL_MS = 2000;

interface ClockState {
  /** The active profile the offset belongs to. */
  readonly profileId: string | null;
  /** Server clock minus this computer's, in ms; null until a response was seen. */
  readonly offsetMs: number | null;
}

const useStore = create<ClockState>()(() => ({ profileId: null, offsetMs: null }));
let lastReadAt = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | undefined;
// Bumped when the active connection changes: an answer about the previous one is dropped.
let generation = 0;

/** The active profile's server clock offset in ms (null: not known yet). */
export const useClockOffsetMs = (profileId: string | null): number | null =>
  useStore((state) => (profileId !== null && state.profileId === profileId ? state.offsetMs : null));

async function read(): Promise<void> {
  const { profileId } = useStore.getState();
  if (profileId === null) return;
  const asked = generation;
  lastReadAt = Date.now();
  const result = await settle(() => desktopApi().connection.clock({ profileId }));
  // A 'conflict' (another profile became active meanwhile) or a failure keeps what is shown.
  if (asked === generation && result.ok) useStore.setState({ offsetMs: result.value.offsetMs });
}

/** Another active connection (or the same profile's, edited): forgets the old offset and reads the new one. */
export function clockFollows(profileId: string | null): void {
  generation += 1;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  lastReadAt = Number.NEGATIVE_INFINITY;
  useStore.setState({ profileId, offsetMs: null });
  void read();
}

/** A request was logged: its response may have moved the estimate; reads again, at most once per interval. */
export function clockRequestSeen(profileId: string): void {
  if (profileId !== useStore.getState().profileId || timer !== undefined) return;
  const wait = lastReadAt + CLOCK_READ_INTERVAL_MS - Date.now();
  if (wait <= 0) {
    void read();
    return;
  }
  timer = setTimeout(() => {
    timer = undefined;
    void read();
  }, wait);
}

/** Test seam: back to the initial state. */
export function resetClockStore(): void {
  clockFollows(null);
}
