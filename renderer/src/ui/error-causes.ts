import { useEffect, useState } from 'react';
import { create } from 'zustand';
import type { IpcError } from '../../../shared/ipc/result';
import { serviceErrorKind } from './remedy';

// Kinds whose cause is the connection itself, whatever was asked: every panel failing with one of these fails for one reason.
const CONNECTION_KINDS = new Set([
  'network',
  'proxy',
  'timeout',
  'authentication',
  'secret-missing',
  'secret-origin-mismatch',
  'keychain-unavailable',
]);

/**
 * What an error is caused by: the connection (the service unreachable, the
 * key refused: the same for every panel, whichever request it was) or,
 * otherwise, its kind and message.
 */
export function causeOf(error: IpcError): string {
  const kind = serviceErrorKind(error);
  return CONNECTION_KINDS.has(kind) ? `connection:${kind}` : `${kind}:${error.message}`;
}

// The notices on screen per cause, in the order they appeared: the first one says it in full.
const useStore = create<Readonly<Record<string, readonly number[]>>>()(() => ({}));
let nextId = 0;

/**
 * Whether this notice is the one that shows its cause in full: one cause,
 * one error box; the other panels failing for it say so in one line. When
 * the first one goes, the next one takes over.
 */
export function useFirstOfCause(cause: string): boolean {
  const [id] = useState(() => (nextId += 1));
  useEffect(() => {
    useStore.setState((state) => ({ [cause]: [...(state[cause] ?? []), id] }));
    return () => useStore.setState((state) => ({ [cause]: (state[cause] ?? []).filter((other) => other !== id) }));
  }, [cause, id]);
  return useStore((state) => {
    const first = state[cause]?.[0];
    return first === undefined || first === id;
  });
}

/** Test seam. */
export function resetErrorCauses(): void {
  useStore.setState({}, true);
}
