import { useRef } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import type { Loadable } from './loadable';
import { translate } from '../i18n/store';

/**
 * Data that refreshes: the last value that arrived (kept when a later refresh
 * fails, so a trader never loses what was on screen), when it arrived, and the
 * error of the latest refresh if it failed.
 */
export interface Stale<T> {
  /** The last value that arrived; null until the first one. */
  readonly value: T | null;
  /** When `value` arrived (epoch ms); null until the first one. */
  readonly asOf: number | null;
  /** Why the latest refresh failed; null when it succeeded (or none finished yet). */
  readonly error: IpcError | null;
  /** A refresh is under way. */
  readonly pending: boolean;
}

/** Nothing arrived yet and nothing is being fetched. */
export const NOTHING_YET: Stale<never> = { value: null, asOf: null, error: null, pending: false };

/** A refresh started: the last value stays. */
export function begin<T>(previous: Stale<T>): Stale<T> {
  return { ...previous, pending: true };
}

/** A refresh answered: a value replaces the last one; an error keeps it and is remembered beside it. */
export function settleStale<T>(previous: Stale<T>, result: Loadable<T>, now: number = Date.now()): Stale<T> {
  switch (result.status) {
    case 'ready':
      return { value: result.value, asOf: result.loadedAt ?? now, error: null, pending: false };
    case 'error':
      return { ...previous, error: result.error, pending: false };
    default:
      return { ...previous, pending: true };
  }
}

/** True when a value is on screen but the latest refresh failed: it is old, and the screen must say so. */
export function isStale(state: Stale<unknown>): boolean {
  return state.value !== null && state.error !== null;
}

/** How old data is, in a trader's words in the page's language: "12 s", "3 min", "2 h 5 min", "3 Tage". Call while rendering. */
export function ageText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return translate('ui.age.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return translate('ui.age.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60 === 0
      ? translate('ui.age.hours', { hours })
      : translate('ui.age.hoursMinutes', { hours, minutes: minutes % 60 });
  return translate('ui.age.days', { days: Math.floor(hours / 24) });
}

/**
 * Follows a Loadable that a store replaces whole on every answer (an error
 * replaces the value there) and keeps the last ready value beside the error.
 * The memory lives with the component: key the component by customer so one
 * customer's data never shows under another's.
 */
export function useStale<T>(loadable: Loadable<T>): Stale<T> {
  const memory = useRef<{ seen: Loadable<T> | null; state: Stale<T> }>({ seen: null, state: NOTHING_YET });
  // Each Loadable object is one answer: fold it in once (renders may repeat).
  if (memory.current.seen !== loadable) {
    memory.current = { seen: loadable, state: settleStale(memory.current.state, loadable) };
  }
  return memory.current.state;
}
