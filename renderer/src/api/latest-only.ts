import type { IpcResult } from '../../../shared/ipc/result';
import type { Loadable } from './loadable';
import { fromResult, settle } from './loadable';

/**
 * The renderer's one rule for late answers: an answer is kept only if it is
 * the newest request for its resource, and (for data of one customer, one
 * book, one filter) its scope is still the one the store shows. A slow old
 * answer never overwrites a newer one, and one customer's data never lands
 * under another's. Every store that asks main for data runs its requests
 * through one of these.
 */
export interface LatestOnly {
  /**
   * Runs call for resource and answers its result, or null when it came too
   * late: a newer request for the resource was made meanwhile, forget or
   * reset ran, or (with a scope) another scope was entered or is shown now.
   * A scope other than the current one is entered first (see enter).
   */
  load<T>(resource: string, call: () => Promise<IpcResult<T>>, scope?: string): Promise<Loadable<T> | null>;
  /**
   * Makes scope the current one. When it was another, every answer in flight
   * is dropped and onEnter runs, synchronously (the store forgets the
   * previous scope's data there). Answers whether the scope changed.
   */
  enter(scope: string): boolean;
  /** The current scope (null: none entered since creation or reset). */
  scope(): string | null;
  /** Drops the answers of every request in flight (of one resource, or of all). */
  forget(resource?: string): void;
  /** Forgets the scope and drops every answer in flight (a store reset). */
  reset(): void;
}

export interface LatestOnlyOptions {
  /** Runs when another scope is entered: clear the previous scope's data. */
  readonly onEnter?: (scope: string) => void;
  /**
   * The scope the app shows now, checked when an answer arrives (the customer
   * main acts for); null: nothing shown, the store's own scope decides.
   */
  readonly shown?: () => string | null;
}

/** Creates the late-answer tracker of one store. */
export function createLatestOnly(options: LatestOnlyOptions = {}): LatestOnly {
  let sequence = 0;
  let current: string | null = null;
  const latest = new Map<string, number>();
  const enter = (scope: string): boolean => {
    if (current === scope) return false;
    current = scope;
    latest.clear();
    options.onEnter?.(scope);
    return true;
  };
  return {
    async load(resource, call, scope) {
      if (scope !== undefined) enter(scope);
      const id = ++sequence;
      latest.set(resource, id);
      const result = fromResult(await settle(call));
      if (latest.get(resource) !== id) return null;
      if (scope === undefined) return result;
      const shown = options.shown?.() ?? null;
      return current === scope && (shown === null || shown === scope) ? result : null;
    },
    enter,
    scope: () => current,
    forget(resource) {
      if (resource === undefined) latest.clear();
      else latest.delete(resource);
    },
    reset() {
      current = null;
      latest.clear();
    },
  };
}
