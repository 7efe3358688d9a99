import type { DesktopApi } from './api';
import type { IpcDomain } from './names';
import { ipcChannel, ipcEventChannel, ipcEvents, ipcMethods } from './names';

/** How one transport carries window.api: Electron's ipcRenderer (preload) or browser mode's WebSocket. */
export interface ApiTransport {
  /** Sends one call on a channel; answers main's IpcResult. */
  invoke(channel: string, input: unknown): Promise<unknown>;
  /** Listens to a push-event channel; returns the unsubscribe. */
  listen(channel: string, listener: (payload: unknown) => void): () => void;
}

type Invoke = (input?: unknown) => Promise<unknown>;

/**
 * Builds window.api from the channel table (names.ts): one
 * method per operation and one listener per push event, never a generic
 * invoke. Only the first argument crosses; main validates it.
 */
export function buildDesktopApi(transport: ApiTransport): DesktopApi {
  const invoker =
    (channel: string): Invoke =>
    (input) =>
      transport.invoke(channel, input);
  const api: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const domain of Object.keys(ipcMethods) as IpcDomain[]) {
    const methods: Record<string, Invoke> = {};
    for (const method of ipcMethods[domain]) methods[method] = invoker(ipcChannel(domain, method as never));
    api[domain] = Object.freeze(methods);
  }
  const on: Record<string, (listener: (payload: unknown) => void) => () => void> = {};
  for (const event of ipcEvents) {
    const channel = ipcEventChannel(event);
    // Wrapped, so a listener only ever sees the payload.
    on[event] = (listener) => transport.listen(channel, (payload) => listener(payload));
  }
  api['on'] = Object.freeze(on);
  return Object.freeze(api) as unknown as DesktopApi;
}
