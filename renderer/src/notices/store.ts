import { create } from 'zustand';
import type { Notice } from '../../../shared/ipc/schemas/app';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';

interface NoticesState {
  readonly notices: readonly Notice[];
  /** Fetching the notices main held before this window subscribed (start-up problems such as a damaged profiles file). */
  readonly load: Loadable<null>;
}

const INITIAL: NoticesState = { notices: [], load: LOADING };
const useStore = create<NoticesState>()(() => INITIAL);

/** Things the user should know that happened outside any call (e.g. a damaged profiles file). */
export const useNotices = (): readonly Notice[] => useStore((state) => state.notices);
/** Whether the notices held in main were fetched; an error means some may be missing from the bar. */
export const useNoticesLoad = (): Loadable<null> => useStore((state) => state.load);

/** Loads the notices main holds; a failure is kept (not dropped) so the bar can offer a retry. */
export async function loadNotices(): Promise<void> {
  useStore.setState({ load: LOADING });
  const result = await settle(() => desktopApi().app.notices());
  if (!result.ok) {
    useStore.setState({ load: fromResult(result) });
    return;
  }
  // Notices pushed while the load was under way are kept too.
  useStore.setState((state) => ({
    notices: [
      ...result.value,
      ...state.notices.filter((pushed) => !result.value.some((loaded) => loaded.id === pushed.id)),
    ],
    load: fromResult({ ok: true, value: null }),
  }));
}

/** Push event: a new notice. */
export function noticeArrived(notice: Notice): void {
  useStore.setState((state) => ({ notices: [...state.notices.filter((n) => n.id !== notice.id), notice] }));
}

/** Hides a notice for good. */
export async function dismissNotice(id: string): Promise<void> {
  useStore.setState((state) => ({ notices: state.notices.filter((n) => n.id !== id) }));
  await settle(() => desktopApi().app.dismissNotice({ id }));
}

/** Test seam: back to the initial state. */
export function resetNoticesStore(): void {
  useStore.setState(INITIAL, true);
}
