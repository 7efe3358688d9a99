import { create } from 'zustand';
import type { IpcError, IpcResult } from '../../../shared/ipc/result';
import type { UpdateStatus } from '../../../shared/ipc/schemas/updates';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** Where the update check stands, as main last said (raw: words are made when rendering), and the last call's failure. */
interface UpdatesState {
  status: UpdateStatus | null;
  loadError: IpcError | null;
  actionError: IpcError | null;
  busy: boolean;
}

const useStore = create<UpdatesState>(() => ({ status: null, loadError: null, actionError: null, busy: false }));

export const useUpdates = (): UpdatesState => useStore();

/** Main's updateStatus push: the check moved on. */
export function updateStatusChanged(status: UpdateStatus): void {
  useStore.setState({ status, loadError: null });
}

/** Loads where the check stands (the Updates tab, when shown). */
export async function loadUpdates(): Promise<void> {
  const result = await settle(() => desktopApi().updates.status());
  if (result.ok) useStore.setState({ status: result.value, loadError: null });
  else useStore.setState({ loadError: result.error });
}

async function act(call: () => Promise<IpcResult<UpdateStatus>>): Promise<void> {
  useStore.setState({ busy: true, actionError: null });
  const result = await settle(call);
  useStore.setState(result.ok ? { busy: false, status: result.value } : { busy: false, actionError: result.error });
}

/** Checks the feed now. */
export const checkForUpdates = (): Promise<void> => act(() => desktopApi().updates.check());

/** Downloads the version offered (the user's consent); main installs it at quit. */
export const downloadUpdate = (): Promise<void> => act(() => desktopApi().updates.download());

/** Opens where to get the new version (browser mode) in the system browser. */
export async function openDownload(url: string): Promise<void> {
  const result = await settle(() => desktopApi().app.openExternal({ url }));
  if (!result.ok) useStore.setState({ actionError: result.error });
}

/** Tests: back to nothing loaded. */
export function resetUpdatesStore(): void {
  useStore.setState({ status: null, loadError: null, actionError: null, busy: false });
}
