import type { Emitter } from '../../../../electron/services/feature';
import type { IpcEventPayloads } from '../../../../shared/ipc/contract';
import type { IpcEventName } from '../../../../shared/ipc/names';

/** A service's events port that hands each event's payload, typed, to its listener (events without one are dropped). */
export function listeners<E extends IpcEventName>(on: {
  [K in E]?: (payload: IpcEventPayloads[K]) => void;
}): Emitter<E> {
  return {
    emit: (event, payload) => {
      const listener = on[event] as ((payload: IpcEventPayloads[typeof event]) => void) | undefined;
      listener?.(payload);
    },
  };
}
