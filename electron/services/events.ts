import type { IpcEventPayloads } from '../../shared/ipc/contract';
import type { IpcEventName } from '../../shared/ipc/names';

/** A listener of one push event. */
export type EventListener<E extends IpcEventName> = (payload: IpcEventPayloads[E]) => void;

/** Typed push events from services to whoever forwards them (webContents.send, a test, the e2e harness). */
export interface EventBus {
  emit<E extends IpcEventName>(event: E, payload: IpcEventPayloads[E]): void;
  /** Returns the unsubscribe function. */
  subscribe<E extends IpcEventName>(event: E, listener: EventListener<E>): () => void;
}

/** An in-process EventBus; a throwing listener never breaks the emitter or the other listeners. */
export function createEventBus(
  onListenerError: (error: unknown) => void = (error) => console.error('event listener failed', error),
): EventBus {
  const listeners = new Map<IpcEventName, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as EventListener<typeof event>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
  };
}
