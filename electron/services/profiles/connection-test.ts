import type { ServiceError } from '../../../shared/api/errors';
import type { ServiceClient } from '../../client/client';
import type { ConnectionVerdict } from '../../../shared/ipc/schemas/profiles';
import type { ProfileClients } from '../clients/client-pool';
import { describeSecret } from './profile-secrets';
import type { SecretStore } from '../secrets/secret-store';
import type { ProfileService } from './profile-service';
import { originOf } from './profile-record';
import { message } from '../../../shared/i18n/message';

/** The service refuses timestamps more than 10 s off; past this the clock is the likely culprit. */
const CLOCK_SUSPECT_MS = 9_000;

/** Dependencies of a connection test. */
export interface ConnectionTestDeps {
  profiles: ProfileService;
  store: SecretStore;
  clients: ProfileClients;
  /** Monotonic ms. */
  elapsed?: () => number;
}

/** One signed customers.list call through the profile, turned into a verdict a user can act on. */
export async function testConnection(deps: ConnectionTestDeps, profileId: string): Promise<ConnectionVerdict> {
  // First: the built-in profile's client waits for the simulator, which may move its address.
  const client = await deps.clients.clientFor(profileId);
  const record = deps.profiles.get(profileId);
  const origin = originOf(record.baseUrl);
  const secret = await describeSecret(deps.store, record);
  if (secret.state === 'missing') return { verdict: 'no-secret', words: message('profiles.verdictText.noSecret') };
  if (secret.state === 'origin-changed') return { verdict: 'secret-origin-changed', words: secret.words };
  if (secret.state === 'unavailable') return { verdict: 'keychain-unavailable', words: secret.words };

  return callForVerdict(client, origin, deps.elapsed);
}

/** One signed customers.list call through a client, turned into a verdict (shared by the saved-profile and the draft test). */
export async function callForVerdict(
  client: ServiceClient,
  origin: string,
  elapsed: () => number = () => performance.now(),
): Promise<ConnectionVerdict> {
  const started = elapsed();
  const result = await client.call('customers.list', { params: {}, query: {} });
  const latencyMs = Math.round(elapsed() - started);
  const offsetMs = client.clockOffsetMs();
  const offsetSeconds = offsetMs === null ? null : Math.round(offsetMs / 100) / 10;

  const proxy = client.proxy?.();
  if (result.ok) {
    const count = result.value.length;
    const reach = { origin, count, ms: latencyMs };
    const clockOff = offsetMs !== null && Math.abs(offsetMs) > CLOCK_SUSPECT_MS;
    return {
      verdict: 'reached',
      words:
        proxy === undefined
          ? message('profiles.verdictText.reached', reach)
          : message('profiles.verdictText.reachedThrough', { ...reach, proxy }),
      ...(clockOff
        ? {
            note: message(offsetMs > 0 ? 'profiles.verdictText.clockBehind' : 'profiles.verdictText.clockAhead', {
              seconds: Math.abs(offsetSeconds ?? 0),
            }),
          }
        : {}),
      customers: count,
      clockOffsetSeconds: offsetSeconds,
      latencyMs,
    };
  }
  return verdictForError(result.error, origin, offsetMs, offsetSeconds, proxy);
}

function verdictForError(
  error: ServiceError,
  origin: string,
  offsetMs: number | null,
  offsetSeconds: number | null,
  proxy: string | undefined,
): ConnectionVerdict {
  // The service's (or the network's) own words stay as they were written, inside the desk's sentence.
  const reason = error.message;
  switch (error.kind) {
    case 'authentication':
      if (blamesClock(error, offsetMs)) {
        return {
          verdict: 'clock-off',
          words:
            offsetSeconds === null
              ? message('profiles.verdictText.clockOffUnknown')
              : message('profiles.verdictText.clockOff', { seconds: Math.abs(offsetSeconds) }),
          clockOffsetSeconds: offsetSeconds,
        };
      }
      return { verdict: 'wrong-credentials', words: message('profiles.verdictText.wrongCredentials', { reason }) };
    case 'proxy':
      // Not the service: the proxy in the way failed or refused, so the remedy is in the proxy settings.
      return {
        verdict: 'proxy-failed',
        words: message('profiles.verdictText.proxyFailed', { origin, proxy: proxy ?? '', reason }),
      };
    case 'network':
    case 'timeout':
    case 'cancelled':
      return {
        verdict: 'unreachable',
        words:
          proxy === undefined
            ? message('profiles.verdictText.unreachable', { origin, reason })
            : message('profiles.verdictText.unreachableThrough', { origin, proxy, reason }),
      };
    default:
      return {
        verdict: 'failed',
        words: message('profiles.verdictText.failed', { reason }),
        status: error.status ?? null,
      };
  }
}

function blamesClock(error: ServiceError, offsetMs: number | null): boolean {
  if (offsetMs !== null && Math.abs(offsetMs) > CLOCK_SUSPECT_MS) return true;
  const problem = error.problem;
  // Not any mention of "timestamp": a signature mismatch detail lists the signed parts, the timestamp among them.
  return /clock|timestamp is outside|outside the allowed window/i.test(
    `${problem?.title ?? ''} ${problem?.detail ?? ''}`,
  );
}
