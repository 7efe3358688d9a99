import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ipcChannel, ipcEventChannel, ipcEvents, ipcMethods } from '../../../shared/ipc/names';
import type { IpcDomain, IpcEventName } from '../../../shared/ipc/names';
import type { Dispatcher } from '../../../electron/ipc/dispatch';

/** The channel table as plain data: the same names and channel functions the preload uses. */
export interface ChannelTable {
  readonly methods: Record<string, [method: string, channel: string][]>;
  readonly events: [event: string, channel: string][];
}

/** Builds the table from shared/ipc/names.ts, exactly like electron/preload/index.ts. */
export function channelTable(): ChannelTable {
  const methods: ChannelTable['methods'] = {};
  for (const domain of Object.keys(ipcMethods) as IpcDomain[]) {
    methods[domain] = ipcMethods[domain].map((method) => [method, ipcChannel(domain, method as never)]);
  }
  return {
    methods,
    events: ipcEvents.map((event) => [event, ipcEventChannel(event)]),
  };
}

const INVOKE_BINDING = '__svcDeskInvoke';

// Runs in the page (serialized by Playwright, so it names the global itself).
function deliver(event: { channel: string; payload: unknown }): void {
  const emit = (window as unknown as { __svcDeskEmit?: (channel: string, payload: unknown) => void }).__svcDeskEmit;
  emit?.(event.channel, event.payload);
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
  const script = await readFile(join(import.meta.dirname, 'page', 'install-api.js'), 'utf8');
  await context.addInitScript({ content: `window.__svcDeskChannels = ${JSON.stringify(channelTable())};\n${script}` });
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
