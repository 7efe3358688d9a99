import { create } from 'zustand';
import type { RequestLogEntry } from '../../../shared/ipc/schemas/request-log';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';

/**
 * Entries kept in memory, as many as a first load reads; main keeps the full log. Every window holds
 * its own copy and requests arrive every second or so all day: a larger list only grows the heap
 * (the soak benchmark saw it) for rows a fresh load would not show either.
 */
export const REQUEST_LOG_KEPT = 1000;
const KEEP = REQUEST_LOG_KEPT;

/** Outcome filter: all, ok, error, or one error kind. */
export interface RequestLogFilter {
  readonly outcome: string;
  readonly method: string;
  readonly text: string;
}

interface RequestLogState {
  /** Newest first. */
  readonly entries: Loadable<RequestLogEntry[]>;
  readonly filter: RequestLogFilter;
}

const useStore = create<RequestLogState>()(() => ({ entries: LOADING, filter: { outcome: '', method: '', text: '' } }));
// Entries pushed before the first load answered; merged into it.
let early: RequestLogEntry[] = [];

/** Every logged request, newest first. */
export const useRequestLog = (): Loadable<RequestLogEntry[]> => useStore((state) => state.entries);
export const useRequestLogFilter = (): RequestLogFilter => useStore((state) => state.filter);
/** Changes part of the filter. */
export function setRequestLogFilter(change: Partial<RequestLogFilter>): void {
  useStore.setState((state) => ({ filter: { ...state.filter, ...change } }));
}

function merge(newer: readonly RequestLogEntry[], older: readonly RequestLogEntry[]): RequestLogEntry[] {
  const seen = new Set<number>();
  const merged: RequestLogEntry[] = [];
  for (const entry of [...newer, ...older]) {
    if (seen.has(entry.seq)) continue;
    seen.add(entry.seq);
    merged.push(entry);
  }
  return merged.sort((a, b) => b.seq - a.seq).slice(0, KEEP);
}

/** Loads the newest entries of the log. */
export async function loadRequestLog(): Promise<void> {
  const result = await settle(() => desktopApi().requestLog.list({ limit: KEEP }));
  if (!result.ok) {
    useStore.setState({ entries: fromResult(result) });
    return;
  }
  const current = useStore.getState().entries;
  const pushed = current.status === 'ready' ? current.value : early;
  early = [];
  useStore.setState({ entries: fromResult({ ok: true, value: merge(pushed, result.value) }) });
}

/** Push event: one request was made. */
export function requestLogged(entry: RequestLogEntry): void {
  const current = useStore.getState().entries;
  if (current.status !== 'ready') {
    early.push(entry);
    return;
  }
  const newest = current.value[0];
  // The usual case, a new request, needs no re-sort.
  const value =
    newest === undefined || entry.seq > newest.seq
      ? [entry, ...current.value].slice(0, KEEP)
      : merge([entry], current.value);
  useStore.setState({ entries: { ...current, value } });
}

/** Whether an entry passes the filter. */
export function matchesFilter(entry: RequestLogEntry, filter: RequestLogFilter): boolean {
  if (filter.method !== '' && entry.method !== filter.method) return false;
  if (filter.outcome === 'ok' && entry.errorKind !== null) return false;
  if (filter.outcome === 'error' && entry.errorKind === null) return false;
  if (
    filter.outcome !== '' &&
    filter.outcome !== 'ok' &&
    filter.outcome !== 'error' &&
    entry.errorKind !== filter.outcome
  )
    return false;
  const needle = filter.text.trim().toLowerCase();
  if (needle === '') return true;
  return [entry.path, entry.endpoint, entry.profileName, String(entry.status ?? ''), String(entry.customer ?? '')].some(
    (field) => field.toLowerCase().includes(needle),
  );
}

/** Test seam: back to the initial state. */
export function resetRequestLogStore(): void {
  early = [];
  useStore.setState({ entries: LOADING, filter: { outcome: '', method: '', text: '' } });
}
