import type { Catalog } from '../api/catalog';
import type { ResponseOf } from '../api/endpoint';
import type { ChannelInput, ChannelOutput, IpcEventPayloads } from './contract';
import type { IpcChannel, IpcDomain, IpcEventName, IpcMethodOf } from './names';
import type { IpcResult } from './result';
import type { ServiceCallArgs } from './schemas/service';
import type { ReadEndpointName } from './service-names';

/** One invoke method: optional argument when the channel accepts none. */
export type InvokeMethod<C extends IpcChannel> = undefined extends ChannelInput<C>
  ? (input?: ChannelInput<C>) => Promise<IpcResult<ChannelOutput<C>>>
  : (input: ChannelInput<C>) => Promise<IpcResult<ChannelOutput<C>>>;

/** The methods of one domain, e.g. window.api.profiles. */
export type DomainApi<D extends IpcDomain> = {
  readonly [M in IpcMethodOf<D>]: InvokeMethod<`${D}.${M}` & IpcChannel>;
};

/**
 * One method per catalog read: window.api.service['custody.listAccounts']({query, customer}).
 * Writes are not here: they go through main-side feature services and their own channels.
 * A failed call answers {kind: 'service', details: ServiceError}; envelope problems are 'validation'.
 */
export type ServiceApi = {
  readonly [N in ReadEndpointName]: (...input: ServiceCallArgs<Catalog[N]>) => Promise<IpcResult<ResponseOf<Catalog[N]>>>;
};

/** Push-event listeners; each returns its unsubscribe function. */
export type EventApi = {
  readonly [E in IpcEventName]: (listener: (payload: IpcEventPayloads[E]) => void) => () => void;
};

/** Everything the preload exposes as window.api. */
export type DesktopApi = { readonly [D in IpcDomain]: DomainApi<D> } & {
  readonly service: ServiceApi;
  readonly on: EventApi;
};
