import type { Dispatcher } from '../../../electron/ipc/dispatch';

/** Hooks the harness puts around the real transport (e.g. holding an answer back to test late responses). */
export interface TransportHooks {
  /** Awaited before the channel is dispatched. */
  beforeDispatch?: (channel: string, input: unknown) => Promise<void> | void;
  /** Sees every answer that crosses to the page. */
  onAnswer?: (channel: string, input: unknown, answer: unknown) => void;
}

/**
 * The dispatcher browser mode's server is given, wrapped with the test's
 * hooks: every call still arrives over the page's WebSocket with the token,
 * is checked and answered by the real dispatcher; the hooks only see it and
 * may delay it.
 */
export function withHooks(dispatcher: Dispatcher, hooks: TransportHooks): Dispatcher {
  return {
    channels: dispatcher.channels,
    subscribe: dispatcher.subscribe,
    async dispatch(channel, input) {
      await hooks.beforeDispatch?.(channel, input);
      const answer = await dispatcher.dispatch(channel, input);
      hooks.onAnswer?.(channel, input, answer);
      return answer;
    },
  };
}
