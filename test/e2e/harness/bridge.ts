import type { BrowserContext, Page } from 'playwright-core';
import { ipcChannel, ipcEventChannel, ipcEvents, ipcMethods, serviceChannel } from '../../../shared/ipc/names';
import type { IpcDomain, IpcEventName } from '../../../shared/ipc/names';
import { serviceEndpointNames } from '../../../shared/ipc/service-names';
import type { Dispatcher } from '../../../electron/ipc/dispatch';

/** The channel table as plain data: the same names and channel functions the preload uses. */
export interface ChannelTable {
  readonly methods: Record<string, [method: string, channel: string][]>;
  readonly services: [name: string, channel: string][];
  readonly events: [event: string, channel: string][];
}

/** Builds the table from shared/ipc/names.ts and service-names.ts, exactly like electron/preload/index.ts. */
export function channelTable(): ChannelTable {
  const methods: ChannelTable['methods'] = {};
  for (const domain of Object.keys(ipcMethods) as IpcDomain[]) {
    methods[domain] = ipcMethods[domain].map((method) => [method, ipcChannel(domain, method as never)]);
  }
  return {
    methods,
    services: serviceEndpointNames.map((name) => [name, serviceChannel(name)]),
    events: ipcEvents.map((event) => [event, ipcEventChannel(event)]),
  };
}

const INVOKE_BINDING = '__svcDeskInvoke';

// Runs in the page (serialized by Playwright, so it names the global itself).
function deliver(event: { channel: string; payload: unknown }): void {
  const emit = (window as unknown as { __svcDeskEmit?: (channel: string, payload: unknown) => void }).__svcDeskEmit;
  emit?.(event.channel, event.payload);
}

/**
 * Runs in the page before any of its scripts: builds window.api with one
 * method per channel (each calls the exposed binding, the stand-in for
 * ipcRenderer.invoke) and one listener registry per push event.
 */
function installApi(table: ChannelTable): void {
  type Listener = (payload: unknown) => void;
  const target = window as unknown as Record<string, unknown>;
  const invoke = target['__svcDeskInvoke'] as (channel: string, input: unknown) => Promise<unknown>;
  const call = (channel: string) => (input?: unknown) => invoke(channel, input);
  const api: Record<string, unknown> = {};
  for (const [domain, methods] of Object.entries(table.methods)) {
    api[domain] = Object.freeze(Object.fromEntries(methods.map(([method, channel]) => [method, call(channel)])));
  }
  api['service'] = Object.freeze(Object.fromEntries(table.services.map(([name, channel]) => [name, call(channel)])));
  const listeners = new Map<string, Set<Listener>>();
  const on: Record<string, (listener: Listener) => () => void> = {};
  for (const [event, channel] of table.events) {
    on[event] = (listener) => {
      const set = listeners.get(channel) ?? new Set<Listener>();
      listeners.set(channel, set);
      // Wrapped like the preload does, so the page cannot reach the registry through its listener.
      const forward: Listener = (payload) => listener(payload);
      set.add(forward);
      return () => {
        set.delete(forward);
      };
    };
  }
  api['on'] = Object.freeze(on);
  Object.defineProperty(window, 'api', { value: Object.freeze(api), enumerable: true });
  Object.defineProperty(window, '__svcDeskEmit', {
    value: (channel: string, payload: unknown) => {
      for (const listener of [...(listeners.get(channel) ?? [])]) listener(payload);
    },
  });
}

/** Hooks the harness may put on the transport (e.g. holding an answer back to test late responses). */
export interface TransportHooks {
  /** Awaited before the channel is dispatched. */
  beforeDispatch?: (channel: string, input: unknown) => Promise<void> | void;
  /** Sees every answer that crosses to the page. */
  onAnswer?: (channel: string, input: unknown, answer: unknown) => void;
}

/**
 * Connects window.api in every page of the context to the main-process
 * handlers: invokes go through an exposed binding to dispatcher.dispatch, push
 * events are delivered into the page's listeners.
 */
export async function connectBridge(context: BrowserContext, dispatcher: Dispatcher, hooks: TransportHooks = {}): Promise<void> {
  await context.exposeBinding(INVOKE_BINDING, async (_source, channel: string, input: unknown) => {
    await hooks.beforeDispatch?.(channel, input);
    const answer = await dispatcher.dispatch(channel, input);
    hooks.onAnswer?.(channel, input, answer);
    return answer;
  });
  await context.addInitScript(installApi, channelTable());
}

/** Forwards main's push events into a page, in order; returns the unsubscribe. */
export function forwardEvents(page: Page, dispatcher: Dispatcher, onEvent?: (channel: string, payload: unknown) => void): () => void {
  let queue: Promise<unknown> = Promise.resolve();
  const stops = ipcEvents.map((event: IpcEventName) => {
    const channel = ipcEventChannel(event);
    return dispatcher.subscribe(event, (payload) => {
      onEvent?.(channel, payload);
      // Chained so events arrive in the order main sent them; a closed page just drops them.
      queue = queue
        .then(() => page.evaluate(deliver, { channel, payload }))
        .catch(() => undefined);
    });
  });
  return () => {
    for (const stop of stops) stop();
  };
}
