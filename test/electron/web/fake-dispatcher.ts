import type { Dispatcher } from '../../../electron/ipc/dispatch';
import type { IpcResult } from '../../../shared/ipc/result';
import { ipcOk } from '../../../shared/ipc/result';

/** What a test's channel does instead of echoing (undefined: echo as usual). */
export type FakeHandler = (channel: string, input: unknown) => Promise<IpcResult<unknown> | undefined>;

/** A dispatcher that records every call and answers each with its own input (or what `handle` answers); `emit` pushes an event. */
export function recordingDispatcher(
  handle?: FakeHandler,
): Dispatcher & { calls: [string, unknown][]; emit(event: string, payload: unknown): void } {
  const calls: [string, unknown][] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    calls,
    channels: ['app.info'],
    dispatch: async (channel, input) => {
      calls.push([channel, input]);
      return (await handle?.(channel, input)) ?? ipcOk({ echo: input ?? null });
    },
    subscribe: ((event: string, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    }) as Dispatcher['subscribe'],
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
}
