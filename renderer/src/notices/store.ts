import { create } from 'zustand';
import type { Notice } from '../../../shared/ipc/schemas/app';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

const useStore = create<{ readonly notices: readonly Notice[] }>()(() => ({ notices: [] }));

/** Things the user should know that happened outside any call (e.g. a damaged profiles file). */
export const useNotices = (): readonly Notice[] => useStore((state) => state.notices);

/** Loads the notices main holds. */
export async function loadNotices(): Promise<void> {
  const result = await settle(() => desktopApi().app.notices());
  if (result.ok) useStore.setState({ notices: result.value });
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
