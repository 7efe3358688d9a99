import type { Dispatcher } from '../../../electron/ipc/dispatch';
import { ipcOk } from '../../../shared/ipc/result';

/** A dispatcher that records every call and answers each with its own input; `emit` pushes an event. */
export function recordingDispatcher(): Dispatcher & { calls: [string, unknown][]; emit(event: string, payload: unknown): void } {
  const calls: [string, unknown][] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    calls,
    channels: ['app.info'],
    dispatch: async (channel, input) => {
      calls.push([channel, input]);
      return ipcOk({ echo: input ?? null });
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
