import type { ChannelOutput, ChannelParsedInput } from '../../../shared/ipc/contract';
import type { IpcChannel } from '../../../shared/ipc/names';
import type { AppServices } from '../../services/app-services';

/** Answers one channel with its parsed argument; throws AppError for failures the user should see. */
export type Handler<C extends IpcChannel> = (input: ChannelParsedInput<C>, services: AppServices) => Promise<ChannelOutput<C>> | ChannelOutput<C>;

/** The handlers of the channels C. */
export type Handlers<C extends IpcChannel> = { [K in C]: Handler<K> };

/** The handlers of every channel whose name starts with `${D}.`, except `Without` (answered elsewhere, e.g. the feature's reads). */
export type DomainHandlers<D extends string, Without extends IpcChannel = never> = Handlers<Exclude<Extract<IpcChannel, `${D}.${string}`>, Without>>;

/** Every channel's handler. */
export type HandlerTable = { [C in IpcChannel]: Handler<C> };
