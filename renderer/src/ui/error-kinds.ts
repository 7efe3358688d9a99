import type { ServiceErrorKind } from '../../../shared/api/errors';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

// Why a request failed, as a word a trader reads (the request log, an error's details); never the internal kind.
const ERROR_KIND_WORDS: Record<ServiceErrorKind, MessageKey> = {
  authentication: 'ui.errorKind.authentication',
  forbidden: 'ui.errorKind.forbidden',
  validation: 'ui.errorKind.validation',
  'not-found': 'ui.errorKind.notFound',
  conflict: 'ui.errorKind.conflict',
  'rate-limited': 'ui.errorKind.rateLimited',
  server: 'ui.errorKind.server',
  network: 'ui.errorKind.network',
  proxy: 'network.errorKind.proxy',
  timeout: 'ui.errorKind.timeout',
  'invalid-response': 'ui.errorKind.invalidResponse',
  cancelled: 'ui.errorKind.cancelled',
  'secret-missing': 'ui.errorKind.secretMissing',
  'secret-origin-mismatch': 'ui.errorKind.secretOriginMismatch',
  'keychain-unavailable': 'ui.errorKind.keychainUnavailable',
};

/** The catalogue key of a failure's kind (a kind this version does not know: the generic word). */
export function errorKindWord(kind: string): MessageKey {
  return Object.hasOwn(ERROR_KIND_WORDS, kind) ? ERROR_KIND_WORDS[kind as ServiceErrorKind] : 'ui.errorKind.other';
}
