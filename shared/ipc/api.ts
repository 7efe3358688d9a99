import type { ChannelInput, ChannelOutput, IpcEventPayloads } from './contract';
import type { IpcChannel, IpcDomain, IpcEventName, IpcMethodOf } from './names';
import type { IpcResult } from './result';

/** One invoke method: optional argument when the channel accepts none. */
export type InvokeMethod<C extends IpcChannel> =
  undefined extends ChannelInput<C>
    ? (input?: ChannelInput<C>) => Promise<IpcResult<ChannelOutput<C>>>
    : (input: ChannelInput<C>) => Promise<IpcResult<ChannelOutput<C>>>;

/** The methods of one domain, e.g. window.api.profiles. */
export type DomainApi<D extends IpcDomain> = {
  readonly [M in IpcMethodOf<D>]: InvokeMethod<`${D}.${M}` & IpcChannel>;
};

/** Push-event listeners; each returns its unsubscribe function. */
export type EventApi = {
  readonly [E in IpcEventName]: (listener: (payload: IpcEventPayloads[E]) => void) => () => void;
};

/** Everything the preload exposes as window.api. */
export type DesktopApi = { readonly [D in IpcDomain]: DomainApi<D> } & {
  readonly on: EventApi;
};
