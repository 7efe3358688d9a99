import type { ChannelOutput, ChannelParsedInput } from '../../../shared/ipc/contract';
import type { IpcChannel } from '../../../shared/ipc/names';
import type { AppServices } from '../../services/app-services';

/** Answers one channel with its parsed argument; throws AppError for failures the user should see. */
export type Handler<C extends IpcChannel> = (input: ChannelParsedInput<C>, services: AppServices) => Promise<ChannelOutput<C>> | ChannelOutput<C>;

/** The handlers of every channel whose name starts with `${D}.`. */
export type DomainHandlers<D extends string> = { [C in Extract<IpcChannel, `${D}.${string}`>]: Handler<C> };

/** Every channel's handler. */
export type HandlerTable = { [C in IpcChannel]: Handler<C> };
