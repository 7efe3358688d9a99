import { readEndpointNames } from '../../shared/api/catalog';
import type { EndpointName } from '../../shared/api/catalog';
import { ipcContract } from '../../shared/ipc/contract';
import type { IpcChannel } from '../../shared/ipc/names';
import { allInvokeChannels, SERVICE_CHANNEL_PREFIX } from '../../shared/ipc/names';
import type { IpcResult } from '../../shared/ipc/result';
import { ipcFail, ipcOk, validationIssues } from '../../shared/ipc/result';
import { serviceCallInput } from '../../shared/ipc/schemas/service';
import type { AppServices } from '../services/app-services';
import type { EventBus } from '../services/events';
import { describeIssues, toIpcError } from './errors';
import type { ChannelHandler } from '../services/feature';
import { callService } from './handlers/service';

/** Every channel's answer as plain data, for ipcMain.handle, tests and the end-to-end harness alike. */
export interface Dispatcher {
  /** Every invoke channel there is a handler for. */
  readonly channels: readonly string[];
  /** Parses rawArg with the channel's schema, runs its handler, answers an IpcResult; never throws. */
  dispatch(channel: string, rawArg: unknown): Promise<IpcResult<unknown>>;
  /** Push events; returns the unsubscribe. */
  readonly subscribe: EventBus['subscribe'];
}

const readEndpoints: ReadonlySet<string> = new Set(readEndpointNames);

/**
 * The IPC layer over the app's services, with no Electron in it: every
 * argument is checked with its channel's schema here, then handed to the
 * handler its feature registered (services.handlers).
 */
export function createDispatcher(
  services: AppServices,
  options: { reportInternalError?: (channel: string, error: unknown) => void } = {},
): Dispatcher {
  const report = options.reportInternalError ?? ((channel, error) => console.error(`IPC ${channel} failed`, error));

  async function run(channel: string, body: () => Promise<IpcResult<unknown>>): Promise<IpcResult<unknown>> {
    try {
      return await body();
    } catch (error) {
      return { ok: false, error: toIpcError(error, (e) => report(channel, e)) };
    }
  }

  return {
    channels: allInvokeChannels(readEndpointNames),
    subscribe: services.events.subscribe,
    dispatch(channel, rawArg) {
      if (Object.hasOwn(ipcContract, channel)) {
        const name = channel as IpcChannel;
        return run(name, async () => {
          const parsed = ipcContract[name].input.safeParse(rawArg);
          if (!parsed.success) return ipcFail('validation', describeIssues(parsed.error), { issues: validationIssues(parsed.error) });
          const handler = services.handlers[name] as ChannelHandler<IpcChannel>;
          return ipcOk(await handler(parsed.data as never));
        });
      }
      // Reads only: a write endpoint has no pass-through channel (it goes through its feature's own channels).
      const endpoint = channel.startsWith(SERVICE_CHANNEL_PREFIX) ? channel.slice(SERVICE_CHANNEL_PREFIX.length) : '';
      if (readEndpoints.has(endpoint)) {
        return run(channel, async () => {
          const parsed = serviceCallInput.safeParse(rawArg);
          if (!parsed.success) return ipcFail('validation', describeIssues(parsed.error), { issues: validationIssues(parsed.error) });
          return callService(endpoint as EndpointName, parsed.data, services);
        });
      }
      return Promise.resolve(ipcFail('not-found', `There is no IPC channel named "${channel.slice(0, 100)}".`));
    },
  };
}

/** Answers every call with why the services could not start (e.g. an unreadable data folder), instead of hanging or throwing. */
export function createFailedDispatcher(error: unknown): Dispatcher {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    channels: allInvokeChannels(readEndpointNames),
    subscribe: () => () => undefined,
    dispatch: () => Promise.resolve(ipcFail('storage', `SVC Desk could not start: ${reason}`)),
  };
}
