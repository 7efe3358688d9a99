import { ipcContract } from '../../shared/ipc/contract';
import type { ChannelSpec } from '../../shared/ipc/contract';
import type { IpcChannel } from '../../shared/ipc/names';
import type { Translator } from '../../shared/i18n/translator';
import { allInvokeChannels } from '../../shared/ipc/names';
import type { IpcResult } from '../../shared/ipc/result';
import { ipcFail, ipcOk } from '../../shared/ipc/result';
import type { AppServices } from '../services/app-services';
import type { EventBus } from '../services/events';
import { describeIssues, toIpcError, validationError } from './errors';
import { parseWords } from './validation-words';
import { ENGLISH } from '../services/i18n/english';
import type { ChannelHandler } from '../services/feature';
import { AppError } from '../services/errors';
import { message } from '../../shared/i18n/message';

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
export const OUTPUT_MISMATCH = ENGLISH.t('errors.internal.outputMismatch');

/** The value when it fits the channel's output schema; otherwise reports the mismatch and throws an internal error. */
function checkOutput(channel: IpcChannel, value: unknown, report: (error: unknown) => void): unknown {
  const spec: ChannelSpec = ipcContract[channel];
  const checked = spec.output.safeParse(value);
  if (checked.success) return value;
  report(new Error(`IPC ${channel} answered outside its output schema: ${describeIssues(checked.error)}`));
  throw new AppError('internal', message('errors.internal.outputMismatch'));
}

/**
 * The IPC layer over the app's services, with no Electron in it: every
 * argument is checked with its channel's schema here, then handed to the
 * handler its feature registered (services.handlers). Errors reach the page
 * in the language the user chose (services.language; English without one).
 */
export function createDispatcher(
  services: Pick<AppServices, 'handlers' | 'events'> & Partial<Pick<AppServices, 'language'>>,
  options: { reportInternalError?: (channel: string, error: unknown) => void } = {},
): Dispatcher {
  const report = options.reportInternalError ?? ((channel, error) => console.error(`IPC ${channel} failed`, error));
  const translator = (): Translator => services.language?.translator() ?? ENGLISH;

  async function run(channel: string, body: () => Promise<IpcResult<unknown>>): Promise<IpcResult<unknown>> {
    try {
      return await body();
    } catch (error) {
      return { ok: false, error: toIpcError(error, (e) => report(channel, e), translator()) };
    }
  }

  return {
    channels: allInvokeChannels(),
    subscribe: services.events.subscribe,
    dispatch(channel, rawArg) {
      if (Object.hasOwn(ipcContract, channel)) {
        const name = channel as IpcChannel;
        return run(name, async () => {
          const words = translator();
          const parsed = ipcContract[name].input.safeParse(rawArg, parseWords(words.language));
          if (!parsed.success) return { ok: false, error: validationError(parsed.error, words) };
          const handler = services.handlers[name] as ChannelHandler<IpcChannel>;
          const value = await handler(parsed.data as never);
          return ipcOk(checkOutput(name, value, (error) => report(name, error)));
        });
      }
      // No raw pass-through: every read has its feature's typed channel; raw signed requests are the `api` command's.
      return Promise.resolve(
        ipcFail('not-found', translator().t('errors.internal.noChannel', { channel: channel.slice(0, 100) })),
      );
    },
  };
}

/** Answers every call with why the services could not start (e.g. an unreadable data folder), instead of hanging or throwing. */
export function createFailedDispatcher(error: unknown): Dispatcher {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    channels: allInvokeChannels(),
    subscribe: () => () => undefined,
    dispatch: () => Promise.resolve(ipcFail('storage', ENGLISH.t('errors.storage.couldNotStart', { reason }))),
  };
}
