import { create } from 'zustand';
import type { IpcError } from '../../../shared/ipc/result';
import type { BatchWindowView } from '../../../shared/reports/batch';
import type { z } from 'zod';
import type { batchStartInput } from '../../../shared/reports/batch';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** The month-end run as main last reported it (null: none in this data folder), and the last refusal to show. */
interface BatchState {
  run: BatchWindowView | null;
  error: IpcError | null;
}

const useStore = create<BatchState>(() => ({ run: null, error: null }));

export const useBatchRun = (): BatchWindowView | null => useStore((state) => state.run);
export const useBatchError = (): IpcError | null => useStore((state) => state.error);

/** The run's progress as main pushed it. */
export function batchArrived(view: BatchWindowView): void {
  useStore.setState({ run: view });
}

/** Reads the run as it stands (none started: nothing to show). */
export async function loadBatch(): Promise<void> {
  const result = await settle(() => desktopApi().batch.status());
  if (result.ok) useStore.setState({ run: result.value });
}

async function act(call: () => ReturnType<ReturnType<typeof desktopApi>['batch']['status']>): Promise<boolean> {
  useStore.setState({ error: null });
  const result = await settle(call);
  if (!result.ok) {
    useStore.setState({ error: result.error });
    return false;
  }
  useStore.setState({ run: result.value });
  return true;
}

/** Starts a run; a refusal (another run unfinished, an unknown customer) is kept to show. */
export const startBatch = (input: z.input<typeof batchStartInput>): Promise<boolean> =>
  act(() => desktopApi().batch.start(input));
export const resumeBatch = (): Promise<boolean> => act(() => desktopApi().batch.resume());
export const cancelBatch = (): Promise<boolean> => act(() => desktopApi().batch.cancel());
export const retryBatchStep = (step: string): Promise<boolean> =>
  act(() => desktopApi().batch.retry({ steps: [step] }));
export const dismissBatchError = (): void => useStore.setState({ error: null });

/** Tests: back to no run. */
export function resetBatchStore(): void {
  useStore.setState({ run: null, error: null });
}
