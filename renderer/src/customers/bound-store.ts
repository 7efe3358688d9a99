import type { StoreApi, UseBoundStore } from 'zustand';
import type { IpcResult } from '../../../shared/ipc/result';
import type { Loadable } from '../api/loadable';
import type { CustomerContext } from './context';
import { contextKey } from './context';
import { createCustomerBound } from './customer-bound';

/** State of a store that holds the data of exactly one customer (of one profile connection). */
export interface BoundState {
  /** contextKey of the customer the data belongs to; null before the first load. */
  readonly key: string | null;
}

/** The loader of one customer-bound store: drops answers for another customer and answers older than the newest request. */
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
  /** Test seam: forget every request in flight. */
  reset(): void;
}

/**
 * Builds the loader of a store whose state carries its customer's key (the
 * trading and staking stores), on the one rule of createCustomerBound: an
 * answer is kept only if it is for the profile and customer shown now and no
 * newer request for its resource was made.
 */
export function boundLoader<S extends BoundState>(useStore: UseBoundStore<StoreApi<S>>, empty: () => S): BoundLoader<S> {
  const enter = (context: CustomerContext): string => {
    const key = contextKey(context);
    if (useStore.getState().key !== key) useStore.setState({ ...empty(), key });
    return key;
  };
  // The store's own state is what a switch clears (enter), so the tracker has nothing more to forget.
  const bound = createCustomerBound(() => undefined);
  return {
    enter,
    async load(context, resource, call, store, begin) {
      const key = enter(context);
      const answer = bound.load(context, resource, call);
      if (begin) useStore.setState(begin);
      const result = await answer;
      if (result === null || useStore.getState().key !== key) return null;
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
    reset: () => bound.reset(),
  };
}
