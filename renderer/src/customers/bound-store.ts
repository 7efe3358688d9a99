import type { StoreApi, UseBoundStore } from 'zustand';
import type { IpcResult } from '../../../shared/ipc/result';
import type { Loadable } from '../api/loadable';
import { createLatestOnly } from '../api/latest-only';
import type { CustomerContext } from './context';
import { contextKey } from './context';
import { shownCustomerKey } from './store';

/** State of a store that holds the data of exactly one customer (of one profile connection). */
export interface BoundState {
  /** contextKey of the customer the data belongs to; null before the first load. */
  readonly key: string | null;
}

/** A customer-bound store's side of the late-answer rule: where answers land, and which customer's data a view may read. */
export interface BoundLoader<S extends BoundState> {
  /** Forgets the previous customer's data the moment another customer is asked for; answers the key. */
  enter(context: CustomerContext): string;
  /**
   * Runs a request for a resource; stores its answer only if the customer is
   * still the one shown and no newer request for the resource was made.
   */
  load<T>(
    context: CustomerContext,
    resource: string,
    call: () => Promise<IpcResult<T>>,
    store: (state: S, value: Loadable<T>) => Partial<S>,
    begin?: (state: S) => Partial<S>,
  ): Promise<Loadable<T> | null>;
  /** A selector that answers `fallback` while the store holds another customer's data. */
  select<T>(context: CustomerContext | null, pick: (state: S) => T, fallback: T): (state: S) => T;
  /** Whether the store still shows this customer. */
  current(context: CustomerContext): boolean;
  /** Test seam: forget the customer and every request in flight. */
  reset(): void;
}

/**
 * Connects a store whose state carries its customer's key (custody, trading,
 * staking, the ticket) to the one late-answer rule (api/latest-only.ts), with
 * the customer as its scope: another customer empties the store, and an
 * answer lands only if it is for the customer shown now and the newest
 * request for its resource.
 */
export function boundLoader<S extends BoundState>(
  useStore: UseBoundStore<StoreApi<S>>,
  empty: () => S,
): BoundLoader<S> {
  const latest = createLatestOnly({ shown: shownCustomerKey });
  const enter = (context: CustomerContext): string => {
    const key = contextKey(context);
    latest.enter(key);
    // The state, not only the tracker, decides: a store reset empties the state under the same customer.
    if (useStore.getState().key !== key) useStore.setState({ ...empty(), key });
    return key;
  };
  return {
    enter,
    async load(context, resource, call, store, begin) {
      const key = enter(context);
      const answer = latest.load(resource, call, key);
      if (begin) useStore.setState(begin);
      const result = await answer;
      if (result === null) return null;
      useStore.setState((state) => store(state, result));
      return result;
    },
    select(context, pick, fallback) {
      const key = context === null ? null : contextKey(context);
      return (state) => (key !== null && state.key === key ? pick(state) : fallback);
    },
    current(context) {
      return useStore.getState().key === contextKey(context);
    },
    reset: () => latest.reset(),
  };
}
