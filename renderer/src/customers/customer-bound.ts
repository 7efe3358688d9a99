import type { IpcResult } from '../../../shared/ipc/result';
import type { Loadable } from '../api/loadable';
import { createNewestOnly } from '../api/newest';
import type { CustomerContext } from './context';
import { contextKey } from './context';
import { currentCustomerContext } from './store';

/**
 * Customer-bound loads of one store. Every request is tagged with the
 * customer context (profile, connection revision, customer) it was made for
 * and its resource; its answer is handed back only if that context is still
 * the one shown and no newer request for the resource was made. Use it in
 * every store that holds data of one customer (custody does).
 */
export interface CustomerBound {
  /**
   * Runs call for context and answers its result, or null when the answer
   * came too late (another customer, profile or connection is shown now, or
   * a newer request for the same resource was made). onSwitch runs first,
   * synchronously, when context is not the one this store last loaded for:
   * forget the previous customer's data there.
   */
  load<T>(context: CustomerContext, resource: string, call: () => Promise<IpcResult<T>>): Promise<Loadable<T> | null>;
  /** contextKey of the context this store last loaded for (null: none yet). */
  key(): string | null;
  /** Forgets the context and drops every answer in flight (a store reset; a new list in the same store, e.g. another blotter filter). */
  reset(): void;
}

/** Creates the tracker of one store; onSwitch clears that store's data of the previous customer. */
export function createCustomerBound(onSwitch: (key: string) => void): CustomerBound {
  let current: string | null = null;
  const newest = createNewestOnly();
  return {
    async load(context, resource, call) {
      const key = contextKey(context);
      if (current !== key) {
        current = key;
        newest.forget();
        onSwitch(key);
      }
      const result = await newest.load(resource, call);
      const shown = currentCustomerContext();
      // Shown elsewhere (no context yet: a store used on its own, e.g. in a test) counts as still wanted.
      const stillShown = shown === null || contextKey(shown) === key;
      return result !== null && current === key && stillShown ? result : null;
    },
    key: () => current,
    reset() {
      current = null;
      newest.forget();
    },
  };
}
