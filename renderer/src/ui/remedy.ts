import type { ServiceError } from '../../../shared/api/errors';
import type { IpcError } from '../../../shared/ipc/result';
import { translate } from '../i18n/store';

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

// Words are taken when the remedy is asked for (while an error view renders), so they follow the language.
const retry = (): string => translate('ui.retry');

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
        return { action: 'retry', label: retry(), hint: translate('ui.remedy.clock') };
      }
      return {
        action: 'edit-profile',
        label: translate('ui.remedy.editProfile'),
        hint: translate('ui.remedy.keyRefused'),
      };
    case 'secret-missing':
    case 'secret-origin-mismatch':
      return {
        action: 'edit-profile',
        label: translate('ui.remedy.editProfile'),
        hint: translate('ui.remedy.secretMissing'),
      };
    case 'keychain-unavailable':
      return { action: 'none', hint: translate('ui.remedy.keychain') };
    case 'forbidden':
      return { action: 'none', hint: translate('ui.remedy.forbidden') };
    case 'validation':
      return { action: 'none', hint: null };
    // A limit or a confirmation refused it: its message says which and where it can be done; trying again cannot help.
    case 'limit':
      return { action: 'none', hint: null };
    case 'rate-limited': {
      const after = serviceErrorOf(error)?.retryAfterSeconds;
      return {
        action: 'retry',
        label: retry(),
        hint: after === undefined ? translate('ui.remedy.busy') : translate('ui.remedy.busyWait', { seconds: after }),
      };
    }
    case 'network':
    case 'timeout':
      return { action: 'retry', label: retry(), hint: translate('ui.remedy.unreachable') };
    case 'proxy':
      return { action: 'retry', label: retry(), hint: translate('network.remedy.proxy') };
    default:
      return { action: 'retry', label: retry(), hint: null };
  }
}
