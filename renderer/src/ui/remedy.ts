import type { ServiceError } from '../../../shared/api/errors';
import type { IpcError } from '../../../shared/ipc/result';

/** What the user can do about a failure: the one control an error notice offers. */
export type Remedy =
  /** Ask again (the cause may pass: unreachable, timeout, busy service). */
  | { readonly action: 'retry'; readonly label: string; readonly hint: string | null }
  /** Fix the connection profile (key, secret, address). */
  | { readonly action: 'edit-profile'; readonly label: string; readonly hint: string }
  /** Nothing to press: the hint says what to change (input, keychain, clock, access rights). */
  | { readonly action: 'none'; readonly hint: string | null };

function serviceErrorOf(error: IpcError): ServiceError | null {
  const details = error.details;
  if (error.kind !== 'service' || typeof details !== 'object' || details === null) return null;
  return 'kind' in details && 'message' in details ? (details as ServiceError) : null;
}

/** The kind of a failure: the service error's inside an IpcError of kind 'service', else the IpcError's own. */
export function serviceErrorKind(error: IpcError): string {
  return serviceErrorOf(error)?.kind ?? error.kind;
}

const RETRY = 'Try again';

/**
 * The action that fixes a failure, chosen from its kind: a refused key or
 * secret needs the profile edited (trying again cannot help), a network
 * failure needs another try, a refused input needs the input changed.
 */
export function remedyFor(error: IpcError): Remedy {
  // A call main refused itself (not this app's window, or a browser-mode page
  // without its token) has nothing to do with the key's access rights: its
  // message already says what to do.
  if (error.kind === 'forbidden') return { action: 'none', hint: null };
  const kind = serviceErrorOf(error)?.kind ?? error.kind;
  switch (kind) {
    case 'authentication':
      if (/clock|timestamp/i.test(serviceErrorOf(error)?.message ?? error.message)) {
        return { action: 'retry', label: RETRY, hint: "Check that this computer's date and time are set automatically; the service accepts requests up to 10 seconds off." };
      }
      return { action: 'edit-profile', label: 'Edit profile', hint: 'The service refused the API key or secret. Check both in the profile.' };
    case 'secret-missing':
    case 'secret-origin-mismatch':
      return { action: 'edit-profile', label: 'Edit profile', hint: 'Enter the API secret for this profile.' };
    case 'keychain-unavailable':
      return { action: 'none', hint: 'This computer has no usable keychain, so no secret can be stored. Unlock or install the system keychain, then restart the app.' };
    case 'forbidden':
      return { action: 'none', hint: 'This API key may not act for this customer. Choose another customer or ask for the access right.' };
    case 'validation':
      return { action: 'none', hint: null };
    // A limit or a confirmation refused it: its message says which and where it can be done; trying again cannot help.
    case 'limit':
      return { action: 'none', hint: null };
    case 'rate-limited': {
      const after = serviceErrorOf(error)?.retryAfterSeconds;
      return { action: 'retry', label: RETRY, hint: after === undefined ? 'The service is busy.' : `The service is busy; it asks to wait ${after} s.` };
    }
    case 'network':
    case 'timeout':
      return { action: 'retry', label: RETRY, hint: 'The service could not be reached. Check the network connection.' };
    default:
      return { action: 'retry', label: RETRY, hint: null };
  }
}
