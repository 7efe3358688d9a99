import { ipcContract } from '../../shared/ipc/contract';
import type { ChannelSpec } from '../../shared/ipc/contract';
import type { IpcChannel } from '../../shared/ipc/names';
import { allInvokeChannels } from '../../shared/ipc/names';
import type { IpcResult } from '../../shared/ipc/result';
import { ipcFail, ipcOk, validationIssues } from '../../shared/ipc/result';
import type { AppServices } from '../services/app-services';
import type { EventBus } from '../services/events';
import { describeIssues, toIpcError } from './errors';
import type { ChannelHandler } from '../services/feature';
import { AppError } from '../services/errors';

/** Every channel's answer as plain data, for ipcMain.handle, tests and the end-to-end harness alike. */
export interface Dispatcher {
  /** Every invoke channel there is a handler for. */
  readonly channels: readonly string[];
  /** Parses rawArg with the channel's schema, runs its handler, answers an IpcResult; never throws. */
  dispatch(channel: string, rawArg: unknown): Promise<IpcResult<unknown>>;
  /** Push events; returns the unsubscribe. */
  readonly subscribe: EventBus['subscribe'];
}

/** What answers a value outside its channel's output schema: the value never leaves main. */
export const OUTPUT_MISMATCH = 'SVC Desk received an answer it cannot show safely; it was not displayed. Try again, and report this if it persists.';

/** The value when it fits the channel's output schema; otherwise reports the mismatch and throws an internal error. */
function checkOutput(channel: IpcChannel, value: unknown, report: (error: unknown) => void): unknown {
  const spec: ChannelSpec = ipcContract[channel];
  const checked = spec.output.safeParse(value);
  if (checked.success) return value;
  report(new Error(`IPC ${channel} answered outside its output schema: ${describeIssues(checked.error)}`));
  throw new AppError('internal', OUTPUT_MISMATCH);
}

/**
 * The IPC layer over the app's services, with no Electron in it: every
 * argument is checked with its channel's schema here, then handed to the
 * handler its feature registered (services.handlers).
 */
export function createDispatcher(
  services: Pick<AppServices, 'handlers' | 'events'>,
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
    channels: allInvokeChannels(),
    subscribe: services.events.subscribe,
    dispatch(channel, rawArg) {
      if (Object.hasOwn(ipcContract, channel)) {
        const name = channel as IpcChannel;
        return run(name, async () => {
          const parsed = ipcContract[name].input.safeParse(rawArg);
          if (!parsed.success) return ipcFail('validation', describeIssues(parsed.error), { issues: validationIssues(parsed.error) });
          const handler = services.handlers[name] as ChannelHandler<IpcChannel>;
          const value = await handler(parsed.data as never);
          return ipcOk(checkOutput(name, value, (error) => report(name, error)));
        });
      }
      // No raw pass-through: every read has its feature's typed channel; raw signed requests are the `api` command's.
      return Promise.resolve(ipcFail('not-found', `There is no IPC channel named "${channel.slice(0, 100)}".`));
    },
  };
}

/** Answers every call with why the services could not start (e.g. an unreadable data folder), instead of hanging or throwing. */
export function createFailedDispatcher(error: unknown): Dispatcher {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    channels: allInvokeChannels(),
    subscribe: () => () => undefined,
    dispatch: () => Promise.resolve(ipcFail('storage', `SVC Desk could not start: ${reason}`)),
  };
}
