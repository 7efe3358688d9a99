import type { DesktopApi } from '../../../shared/ipc/api';
import type { IpcResult } from '../../../shared/ipc/result';

/** One call the renderer made, answerable later (to control the order answers arrive in). */
export interface PendingCall {
  readonly channel: string;
  readonly input: unknown;
  answer(result: IpcResult<unknown>): void;
  /** True once answered. */
  readonly settled: boolean;
}

/** A stand-in for window.api: records every call and lets the test answer each when it chooses. */
export class FakeApi {
  readonly calls: PendingCall[] = [];
  /** The channel of every call, answered at once or not, in order. */
  readonly log: string[] = [];
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();
  /** Channels answered at once with a fixed result. */
  private readonly automatic = new Map<string, (input: unknown) => IpcResult<unknown>>();

  /** Answers every call of a channel at once. */
  answerAlways(channel: string, answer: (input: unknown) => IpcResult<unknown>): this {
    this.automatic.set(channel, answer);
    return this;
  }

  /** Stops answering a channel at once: its next calls wait in pending() for the test to answer. */
  hold(channel: string): this {
    this.automatic.delete(channel);
    return this;
  }

  /** The unanswered calls of a channel, oldest first. */
  pending(channel: string): PendingCall[] {
    return this.calls.filter((call) => call.channel === channel && !call.settled);
  }

  /** Delivers a push event to the listeners the renderer registered. */
  emit(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  /** How many listeners the renderer has on a push event now. */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The object to install as window.api. */
  asDesktopApi(): DesktopApi {
    const invoke = (channel: string) => (input?: unknown) =>
      new Promise<IpcResult<unknown>>((resolve) => {
        this.log.push(channel);
        const automatic = this.automatic.get(channel);
        if (automatic) {
          resolve(automatic(input));
          return;
        }
        const call = {
          channel,
          input,
          settled: false,
          answer: (result: IpcResult<unknown>) => {
            call.settled = true;
            resolve(result);
          },
        };
        this.calls.push(call);
      });
    const domain = (prefix: string) =>
      new Proxy({}, { get: (_target, method: string) => invoke(`${prefix}${method}`) });
    const on = new Proxy(
      {},
      {
        get: (_target, event: string) => (listener: (payload: unknown) => void) => {
          const set = this.listeners.get(event) ?? new Set();
          this.listeners.set(event, set);
          set.add(listener);
          return () => set.delete(listener);
        },
      },
    );
    return new Proxy({} as DesktopApi, {
      get: (_target, name: string) => {
        if (name === 'on') return on;
        return domain(`${name}.`);
      },
    });
  }
}

/** Installs a fresh FakeApi as window.api. */
export function installFakeApi(): FakeApi {
  const fake = new FakeApi();
  Object.defineProperty(window, 'api', { value: fake.asDesktopApi(), configurable: true, writable: true });
  return fake;
}

/** A successful IPC answer. */
export function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}
