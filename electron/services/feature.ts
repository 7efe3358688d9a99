import type { ChannelOutput, ChannelParsedInput, IpcEventPayloads } from '../../shared/ipc/contract';
import type { IpcChannel, IpcEventName } from '../../shared/ipc/names';
import type { ReadChannel } from './reads';

/** Answers one channel with its parsed argument; throws AppError for failures the user should see. */
export type ChannelHandler<C extends IpcChannel> = (
  input: ChannelParsedInput<C>,
) => Promise<ChannelOutput<C>> | ChannelOutput<C>;

/**
 * The handlers of every channel whose name starts with `${D}.` (a feature
 * answers its own channels, all of them) except its catalog reads, which its
 * read-handlers.ts answers (joined in reads.ts).
 */
export type FeatureHandlers<D extends string> = {
  [C in Exclude<Extract<IpcChannel, `${D}.${string}`>, ReadChannel>]: ChannelHandler<C>;
};

/** Every channel's handler: what the composition root joins from the features and the dispatcher runs. */
export type HandlerTable = { [C in IpcChannel]: ChannelHandler<C> };

/** The narrow port a feature pushes its own events through (the app's EventBus satisfies it). */
export interface Emitter<E extends IpcEventName> {
  emit<K extends E>(event: K, payload: IpcEventPayloads[K]): void;
}

/**
 * A feature module, as `await createXFeature(deps)` returns it (every feature
 * is built by an async factory, so one that must open files and one that need
 * not are built alike): its service (for the desk command and other features'
 * ports), the handlers of its IPC channels (closed over the service: a handler
 * never sees the rest of the app) and the push events it emits. Those the
 * service emits itself, through the `Emitter` in its deps; nothing between the
 * service and the event bus reshapes them.
 */
export interface Feature<S, D extends string, E extends IpcEventName = never> {
  readonly service: S;
  readonly handlers: FeatureHandlers<D>;
  readonly events: readonly E[];
}
