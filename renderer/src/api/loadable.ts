import type { IpcError, IpcResult } from '../../../shared/ipc/result';
import { translateIfShown } from '../i18n/store';

/** A value being fetched: what every view renders its loading, error and ready states from. */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T; readonly loadedAt: number }
  | { readonly status: 'error'; readonly error: IpcError };

/** The state before any answer arrived. */
export const LOADING: Loadable<never> = { status: 'loading' };

/** Turns an IPC answer into a Loadable. */
export function fromResult<T>(result: IpcResult<T>): Loadable<T> {
  return result.ok
    ? { status: 'ready', value: result.value, loadedAt: Date.now() }
    : { status: 'error', error: result.error };
}

const BRIDGE_UNREACHABLE = 'The app could not reach its background process. Restart the app if this persists.';

/** An IpcError for a call that threw instead of answering (the bridge itself failed). */
export function bridgeFailure(cause: unknown): IpcError {
  return {
    kind: 'internal',
    // Before any catalogue arrived nothing is drawn; the English words are then only for the console.
    message: translateIfShown('errors.bridge.unreachable') ?? BRIDGE_UNREACHABLE,
    details: { cause: cause instanceof Error ? cause.message : String(cause) },
  };
}

/** Calls main and never throws: a rejected promise becomes an 'internal' IpcError. */
export async function settle<T>(call: () => Promise<IpcResult<T>>): Promise<IpcResult<T>> {
  try {
    return await call();
  } catch (cause) {
    return { ok: false, error: bridgeFailure(cause) };
  }
}
