import { create } from 'zustand';
import type { IpcError, IpcResult } from '../../../shared/ipc/result';
import type { BatchSelection, BatchWindowView, BatchZipped } from '../../../shared/reports/batch';
import type { z } from 'zod';
import type { batchStartInput } from '../../../shared/reports/batch';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** The month-end run as main last reported it (null: none in this data folder), and the last refusal to show. */
interface BatchState {
  run: BatchWindowView | null;
  error: IpcError | null;
  /** The saved selections of customers as main keeps them. */
  selections: BatchSelection[];
  /** A refused change of a selection, to show beside the selections. */
  selectionError: IpcError | null;
  /** The last zip written of the run's folder. */
  zipped: BatchZipped;
}

const EMPTY: BatchState = { run: null, error: null, selections: [], selectionError: null, zipped: null };
const useStore = create<BatchState>(() => EMPTY);

export const useBatchRun = (): BatchWindowView | null => useStore((state) => state.run);
export const useBatchError = (): IpcError | null => useStore((state) => state.error);
export const useBatchSelections = (): BatchSelection[] => useStore((state) => state.selections);
export const useSelectionError = (): IpcError | null => useStore((state) => state.selectionError);
export const useBatchZipped = (): BatchZipped => useStore((state) => state.zipped);

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
  // A new start, resume or retry changes the folder: a zip of it from before no longer tells its content.
  useStore.setState({ run: result.value, zipped: null });
  return true;
}

/** Reads the saved selections. */
export async function loadSelections(): Promise<void> {
  const result = await settle(() => desktopApi().batch.selections());
  if (result.ok) useStore.setState({ selections: result.value });
}

async function changeSelections(call: () => Promise<IpcResult<BatchSelection[]>>): Promise<boolean> {
  useStore.setState({ selectionError: null });
  const result = await settle(call);
  if (!result.ok) {
    useStore.setState({ selectionError: result.error });
    return false;
  }
  useStore.setState({ selections: result.value });
  return true;
}

/** Saves a named list of customer numbers (one of the same name is replaced). */
export const saveSelection = (selection: BatchSelection): Promise<boolean> =>
  changeSelections(() => desktopApi().batch.saveSelection(selection));
export const deleteSelection = (name: string): Promise<boolean> =>
  changeSelections(() => desktopApi().batch.deleteSelection({ name }));
export const dismissSelectionError = (): void => useStore.setState({ selectionError: null });

/** Zips the finished run's output folder (main's save dialog); a refusal is kept to show. */
export async function zipBatch(): Promise<void> {
  useStore.setState({ error: null, zipped: null });
  const result = await settle(() => desktopApi().batch.zip());
  if (result.ok) useStore.setState({ zipped: result.value });
  else useStore.setState({ error: result.error });
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
  useStore.setState(EMPTY);
}
