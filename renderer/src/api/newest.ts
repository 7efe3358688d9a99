import type { IpcResult } from '../../../shared/ipc/result';
import type { Loadable } from './loadable';
import { fromResult, settle } from './loadable';

/**
 * Loads where only the newest request per resource counts: an answer that
 * arrives after a newer request for the same resource was made (or after
 * forget) is dropped, so a slow old answer never overwrites a newer one. The
 * one counter of the renderer: customer-bound loads (customers/customer-bound.ts)
 * add their customer rule on top, stores of data bound to no customer (loans,
 * book, report archive) use it as is.
 */
export interface NewestOnly {
  /** Runs call for resource; answers its result, or null when a newer request for the resource was made meanwhile. */
  load<T>(resource: string, call: () => Promise<IpcResult<T>>): Promise<Loadable<T> | null>;
  /** Drops the answers of every request in flight (of one resource, or of all). */
  forget(resource?: string): void;
}

/** Creates the newest-request tracker of one store. */
export function createNewestOnly(): NewestOnly {
  let sequence = 0;
  const latest = new Map<string, number>();
  return {
    async load(resource, call) {
      const id = ++sequence;
      latest.set(resource, id);
      const result = fromResult(await settle(call));
      return latest.get(resource) === id ? result : null;
    },
    forget(resource) {
      if (resource === undefined) latest.clear();
      else latest.delete(resource);
    },
  };
}
